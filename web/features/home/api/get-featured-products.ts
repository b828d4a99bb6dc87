import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#contracts/catalog';
import { apiJson, withQuery } from '../../../lib/api-client';

const PATH = '/api/products';
const PARAMS = { storefront: 'STUDIO', limit: 8 } as const;

/** The newest Studio pieces for the home page's imagery (hero and #RoslisStyle gallery). */
export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiJson<Product[]>('GET', withQuery(PATH, PARAMS), undefined, { signal });
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: [PATH, PARAMS] as const,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
