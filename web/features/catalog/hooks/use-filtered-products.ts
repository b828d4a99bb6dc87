import { useMemo } from 'react';
import type { ProductCard } from '#contracts/catalog';
import type { Storefront } from '#contracts/common';
import { useCategories } from '../api/get-categories';
import { useProductsInfinite } from '../api/get-products';
import { piecesText } from '../lib/pieces-text';
import type { ProductListState } from '../lib/product-list-state';
import { categoryIdsOf, useCatalogFilters } from './use-catalog-filters';

const NO_PRODUCTS: ProductCard[] = [];

/** What a list asks for before the URL's filters: a storefront or a category, and its page size. */
interface ProductScope {
  storefront?: Storefront;
  categorySlug?: string;
  signature?: boolean;
  limit?: number;
}

interface FilteredProductsOptions {
  /** False while the list may not be asked for yet (say, the membership check of LIMITED-EDITION). */
  enabled?: boolean;
  /** False where the scope is one category already: no category filter, no categories to read. */
  withCategories?: boolean;
}

/**
 * The products of a scope under the URL's filters (?q=&status=&category=&fitFor=), page by page: the grid, the
 * board and the loops viewer all list this way. Category filters are slugs in the URL and ids for the
 * API, so the list waits for the categories when the URL names some; the categories load alongside any
 * other check. `products` is one array per answer (not per render), so a list can defer its render on it.
 */
export function useFilteredProducts(
  scope: ProductScope,
  { enabled = true, withCategories = true }: FilteredProductsOptions = {},
) {
  const catalog = useCatalogFilters();
  const { filters } = catalog;
  const categories = useCategories({ enabled: withCategories });
  const categoryIds = categoryIdsOf(filters.categories, withCategories ? categories.data : []);
  const query = useProductsInfinite(
    {
      ...scope,
      q: filters.q,
      statuses: filters.statuses,
      categoryIds: categoryIds ?? [],
      fitFor: filters.fitFor,
    },
    { enabled: enabled && categoryIds !== null },
  );
  const products = useMemo(() => query.data?.pages.flatMap((p) => p.products) ?? NO_PRODUCTS, [query.data]);
  const list: ProductListState = {
    products,
    // Pending too while the list may not be asked for yet, or waits for the categories.
    isPending: !enabled || categoryIds === null || query.isPending,
    isError: query.isError,
    error: query.error,
    isPlaceholderData: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
  return {
    catalog,
    categories: categories.data,
    /** The list's state, as the grid and the board take it. */
    list,
    /** The toolbar's count ("24+ pieces matching “kurta”"), once the list has loaded. */
    piecesText: query.isSuccess ? piecesText(products.length, query.hasNextPage, filters.q) : null,
    /** "In my size" is on for a person the shop cannot suggest a size for yet. */
    noSizes: Boolean(filters.fitFor && query.data?.pages[0]?.noSizes && !query.isPlaceholderData),
    /** The query itself, for what the list state does not say (its first page, say). */
    query,
  };
}
