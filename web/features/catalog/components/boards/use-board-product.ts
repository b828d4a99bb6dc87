import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductWithSpecs } from '#contracts/catalog';
import { productQueryOptions } from '../../api/get-product';
import { PRODUCTS_PATH } from '../../api/get-products';

/** A product the board (or any list) already holds, found by slug in the cached product lists. */
export function cachedProduct(queryClient: QueryClient, slug: string): Product | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: [PRODUCTS_PATH] })) {
    const lists: unknown[] =
      data && typeof data === 'object' && 'pages' in data
        ? (data as { pages: { products: unknown[] }[] }).pages.flatMap((p) => p.products)
        : data && typeof data === 'object' && 'products' in data
          ? (data as { products: unknown[] }).products
          : [];
    const found = lists.find((p): p is Product => (p as Product | undefined)?.slug === slug);
    if (found) return found;
  }
  return undefined;
}

/**
 * The dialog's product: GET /api/products/{slug} (useProduct's query), shown at once from the board's
 * own list while the full record loads, so opening a tile never flashes a skeleton.
 */
export function useBoardProduct(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(slug),
    placeholderData: (): ProductWithSpecs | undefined => {
      const product = cachedProduct(queryClient, slug);
      return product ? { ...product, specs: [] } : undefined;
    },
  });
}
