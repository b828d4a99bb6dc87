import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { CART_PATH, cartQueryOptions } from './get-cart';

export function removeCartLine(id: string): Promise<{ success: true }> {
  return apiJson<{ success: true }>('DELETE', `${CART_PATH}/${encodeURIComponent(id)}`);
}

/** Removes a line, then refreshes the cart from the server. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
