import type { QueryClient } from '@tanstack/react-query';
import type { ProductCard } from '#contracts/catalog';
import { PRODUCTS_PATH } from './get-products';

/**
 * What the queries under /api/products hold: an infinite list ({ pages: [{ products }] }), one page
 * ({ products }), a plain list (related products, the home's featured pieces) or one product.
 */
type Cached = unknown;

function listsIn(data: Cached): unknown[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data)) return data;
  if ('pages' in data) return (data as { pages: { products: unknown[] }[] }).pages.flatMap((p) => p.products);
  if ('products' in data) return (data as { products: unknown[] }).products;
  return [];
}

/** A card the cached product lists already hold, found by slug (a board dialog opens on it at once). */
export function cachedCard(queryClient: QueryClient, slug: string): ProductCard | undefined {
  for (const [, data] of queryClient.getQueriesData<Cached>({ queryKey: [PRODUCTS_PATH] })) {
    const found = listsIn(data).find((p): p is ProductCard => (p as ProductCard | undefined)?.slug === slug);
    if (found) return found;
  }
  return undefined;
}

/** `data` with `change` applied to the product `id` wherever it is in it (a new object where it changed). */
function patched(data: Cached, id: string, change: (p: object) => object): Cached {
  const one = (p: unknown) =>
    p && typeof p === 'object' && (p as { id?: unknown }).id === id ? change(p) : p;
  if (!data || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map(one);
  if ('pages' in data) {
    const d = data as { pages: { products: unknown[] }[] };
    return { ...d, pages: d.pages.map((page) => ({ ...page, products: page.products.map(one) })) };
  }
  if ('products' in data) {
    const d = data as { products: unknown[] };
    return { ...d, products: d.products.map(one) };
  }
  return one(data);
}

/**
 * A vote's answer written into every cached list and product page that shows the product (its vote
 * count, and readyToLaunch where the full product has it), before the refetch confirms it.
 */
export function setCachedVoteCount(
  queryClient: QueryClient,
  productId: string,
  { voteCount, readyToLaunch }: { voteCount: number; readyToLaunch: boolean },
) {
  queryClient.setQueriesData<Cached>({ queryKey: [PRODUCTS_PATH] }, (data: Cached) =>
    patched(data, productId, (p) => ({
      ...p,
      voteCount,
      ...('readyToLaunch' in p ? { readyToLaunch } : {}),
    })),
  );
}
