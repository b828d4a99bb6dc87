import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Product, ProductListQuery } from '#contracts/catalog';
import { apiRequest, withQuery } from '../../../lib/api-client';

export const PRODUCTS_PATH = '/api/products';

export type ProductListParams = Omit<ProductListQuery, 'cursor'>;

export interface ProductPage {
  products: Product[];
  nextCursor: string | null;
}

/** One page of products; the next page's cursor comes in the X-Next-Cursor header. */
export async function getProducts(
  params: ProductListParams & { cursor?: string },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const res = await apiRequest('GET', withQuery(PRODUCTS_PATH, params), undefined, { signal });
  const products = (await res.json()) as Product[];
  return { products, nextCursor: res.headers.get('X-Next-Cursor') };
}

export const productsInfiniteQueryOptions = (params: ProductListParams) =>
  infiniteQueryOptions({
    queryKey: [PRODUCTS_PATH, params, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getProducts({ ...params, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useProductPages(params: ProductListParams) {
  return useInfiniteQuery(productsInfiniteQueryOptions(params));
}
