import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartBody, CartItem } from '#contracts/cart';
import { apiJson } from '../../../lib/api-client';
import { CART_PATH, cartQueryOptions } from './get-cart';

export function addToCart(body: AddToCartBody): Promise<CartItem> {
  return apiJson<CartItem>('POST', CART_PATH, body);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
