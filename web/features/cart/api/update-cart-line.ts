import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '#contracts/cart';
import { apiJson } from '../../../lib/api-client';
import { CART_PATH, cartQueryOptions } from './get-cart';

/** A line's quantity, who it is for (`profileId`: one of her profiles, null for herself), or both. */
export function updateCartLine({
  id,
  ...change
}: {
  id: string;
  quantity?: number;
  profileId?: string | null;
}): Promise<CartItem> {
  return apiJson<CartItem>('PUT', `${CART_PATH}/${encodeURIComponent(id)}`, change);
}

/** Changes a line, then refreshes the cart from the server. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
