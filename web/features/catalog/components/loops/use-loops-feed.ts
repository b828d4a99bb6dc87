import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Category, ProductCard } from '#contracts/catalog';
import type { Storefront } from '#contracts/common';
import { fullProduct, productQueryOptions } from '../../api/get-product';
import type { CatalogFilters } from '../../hooks/use-catalog-filters';
import { useFilteredProducts } from '../../hooks/use-filtered-products';
import { cardFromProduct } from '../../lib/card';

/** The product a shared link names: ?p={slug}. */
export const PRODUCT_PARAM = 'p';

/**
 * Whether a product fetched on its own fits the filters in the URL (the list was filtered on the
 * server). The URL names categories by slug, the card by id: the categories map one to the other.
 */
function fitsFilters(
  product: ProductCard,
  filters: CatalogFilters,
  categories: Category[] | undefined,
): boolean {
  const q = filters.q.trim().toLowerCase();
  const slug = categories?.find((c) => c.id === product.categoryId)?.slug;
  return (
    (q === '' || product.name.toLowerCase().includes(q)) &&
    (filters.statuses.length === 0 || filters.statuses.includes(product.status)) &&
    (filters.categories.length === 0 || (slug !== undefined && filters.categories.includes(slug)))
  );
}

/**
 * What the loops viewer shows: the storefront's products under the URL filters (?q=&status=&category=),
 * page by page. A shared link's product (?p=) opens first: where it is in the first page the viewer
 * starts there; otherwise it is fetched on its own and shown first, followed by the list without it.
 * A slug of the other storefront, or an unknown one, is ignored. Changing a filter forgets it.
 */
export function useLoopsFeed(storefront: Storefront, { enabled }: { enabled: boolean }) {
  const { catalog, categories, list, query } = useFilteredProducts({ storefront }, { enabled });
  const { filters } = catalog;

  const [params] = useSearchParams();
  const [shared, setShared] = useState(() => params.get(PRODUCT_PARAM));
  // The filters as one value: a change starts the viewer again from the first product.
  const filterKey = JSON.stringify([filters.q.trim(), [...filters.statuses].sort(), filters.categories]);
  const [seenFilterKey, setSeenFilterKey] = useState(filterKey);
  if (seenFilterKey !== filterKey) {
    setSeenFilterKey(filterKey);
    setShared(null);
  }

  const firstPage = query.isPlaceholderData ? undefined : query.data?.pages[0]?.products;
  const sharedIndex = shared && firstPage ? firstPage.findIndex((p) => p.slug === shared) : -1;
  const fetchShared = Boolean(shared && firstPage && sharedIndex < 0);
  // The product query of the product page (same key), asked only when the first page lacks the slug.
  const sharedQuery = useQuery({ ...productQueryOptions(shared ?? ''), enabled: fetchShared });
  // The full product in the list shape, like the slides around it.
  const sharedCard = useMemo(() => {
    const data = fullProduct(sharedQuery.data);
    return data ? cardFromProduct(data) : null;
  }, [sharedQuery.data]);
  const pinned =
    fetchShared && sharedCard?.availableIn === storefront && fitsFilters(sharedCard, filters, categories)
      ? sharedCard
      : null;

  const listed = list.products;
  const products = useMemo(
    () => (pinned ? [pinned, ...listed.filter((p) => p.id !== pinned.id)] : listed),
    [listed, pinned],
  );

  return {
    ...list,
    catalog,
    categories,
    products,
    filterKey,
    /** Where the viewer opens: the shared product's place in the first page, else the first. */
    startIndex: Math.max(0, sharedIndex),
    /** The list (and a shared product fetched on its own) has loaded: the viewer may open. */
    ready: query.isSuccess && !(fetchShared && sharedQuery.isPending),
    isPending: list.isPending || (fetchShared && sharedQuery.isPending),
    isError: list.isError && products.length === 0,
  };
}

export type LoopsFeed = ReturnType<typeof useLoopsFeed>;
