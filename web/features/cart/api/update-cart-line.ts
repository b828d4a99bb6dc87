import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '#contracts/cart';
import { apiJson } from '../../../lib/api-client';
import { CART_PATH, cartQueryOptions } from './get-cart';

export function updateCartLine({ id, quantity }: { id: string; quantity: number }): Promise<CartItem> {
  return apiJson<CartItem>('PUT', `${CART_PATH}/${encodeURIComponent(id)}`, { quantity });
}

/** Changes a line's quantity, then refreshes the cart from the server. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
