import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '#contracts/cart';
import { apiJson } from '../../../lib/api-client';

export const CART_PATH = '/api/cart';

export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return apiJson<CartItem[]>('GET', CART_PATH, undefined, { signal });
}

/** The cart overrides the defaults and refetches when the window regains focus. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: [CART_PATH] as const,
    queryFn: ({ signal }) => getCart(signal),
    refetchOnWindowFocus: true,
  });

export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
