import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, ProductCard } from '#contracts/catalog';
import { apiJson, withQuery } from '../../../lib/api-client';

const PATH = '/api/products';
const PARAMS = { storefront: 'STUDIO', limit: 8 } as const;
/** The same path and key as the catalogue's categories query: one request and one cache entry for both. */
const CATEGORIES_PATH = '/api/categories';

/**
 * The newest Studio pieces for the home page's imagery (hero and #RoslisStyle gallery), as cards (the
 * list shape). The product list is for signed-in people: signed out, the home uses its own pictures.
 */
export function getFeaturedProducts(signal?: AbortSignal): Promise<ProductCard[]> {
  return apiJson<ProductCard[]>('GET', withQuery(PATH, PARAMS), undefined, { signal });
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: [PATH, PARAMS] as const,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

export function useFeaturedProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...featuredProductsQueryOptions(), enabled });
}

/** The categories, to rank the featured pieces by silhouette (cards carry only categoryId). */
export function useHomeCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [CATEGORIES_PATH] as const,
    queryFn: ({ signal }) => apiJson<Category[]>('GET', CATEGORIES_PATH, undefined, { signal }),
    enabled,
  });
}
