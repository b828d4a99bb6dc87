import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard, ProductListQuery, ProductStatus } from '#contracts/catalog';
import type { Storefront } from '#contracts/common';
import { FIT_HEADER, FIT_NONE } from '#contracts/constants';
import { apiRequest, withQuery } from '../../../lib/api-client';

export const PRODUCTS_PATH = '/api/products';

/** One page of products; the next page's cursor comes in the X-Next-Cursor header. */
export const PRODUCT_PAGE_SIZE = 24;

/** What a storefront or category page asks for: the filters, on the server. */
export interface ProductFilters {
  storefront?: Storefront;
  categorySlug?: string;
  /** Only the Signature Line's pieces. */
  signature?: boolean;
  q?: string;
  statuses?: readonly ProductStatus[];
  categoryIds?: readonly string[];
  /** "In my size": 'me' or one of her profiles' ids. */
  fitFor?: string;
  limit?: number;
}

/** One page of cards (the list shape, contracts/catalog.ts productCard). */
export interface ProductPage {
  products: ProductCard[];
  nextCursor: string | null;
  /** "In my size" for a person the shop cannot suggest a size for yet (X-Fit: none). */
  noSizes: boolean;
}

/** The query string values: lists as comma-separated values (`status=IN_STOCK,PRE_ORDER`), sorted. */
export function toProductListQuery(filters: ProductFilters): Omit<ProductListQuery, 'cursor'> {
  const list = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? [...values].sort().join(',') : undefined;
  const q = filters.q?.trim();
  return {
    storefront: filters.storefront,
    categorySlug: filters.categorySlug,
    signature: filters.signature ? 'true' : undefined,
    q: q ? q : undefined,
    status: list(filters.statuses),
    categoryId: list(filters.categoryIds),
    fitFor: filters.fitFor || undefined,
    limit: filters.limit ?? PRODUCT_PAGE_SIZE,
  };
}

export async function getProducts(
  query: Omit<ProductListQuery, 'cursor'> & { cursor?: string },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const res = await apiRequest('GET', withQuery(PRODUCTS_PATH, { ...query }), undefined, { signal });
  const products = (await res.json()) as ProductCard[];
  return {
    products,
    nextCursor: res.headers.get('X-Next-Cursor'),
    noSizes: res.headers.get(FIT_HEADER) === FIT_NONE,
  };
}

/** Keyed [path, query values, 'pages']: a vote invalidates every list under the path (their vote counts). */
export const productsInfiniteQueryOptions = (filters: ProductFilters) => {
  const query = toProductListQuery(filters);
  return infiniteQueryOptions({
    queryKey: [PRODUCTS_PATH, query, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getProducts({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
};

/**
 * The first page from the server, and the next ones as the person scrolls (fetchNextPage). While a new
 * filter or search loads, the last list stays on screen (dimmed by the page) instead of a skeleton flash.
 */
export function useProductsInfinite(filters: ProductFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...productsInfiniteQueryOptions(filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}
