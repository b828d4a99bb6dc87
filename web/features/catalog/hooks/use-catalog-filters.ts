import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category, ProductStatus } from '#contracts/catalog';
import { PRODUCT_STATUSES } from '#contracts/constants';

export interface CatalogFilters {
  /** The search text as typed into the URL (?q=). */
  q: string;
  statuses: ProductStatus[];
  /** Category slugs (?category=tops,shirts): readable links; the server gets their ids. */
  categories: string[];
  /**
   * "In my size" (?fitFor=me, or one of her profiles' ids): only the pieces that can be had in the size
   * suggested for that person; '' when off.
   */
  fitFor: string;
}

const isStatus = (v: string): v is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v);
const listOf = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function readFilters(params: URLSearchParams): CatalogFilters {
  return {
    q: params.get('q') ?? '',
    statuses: [...new Set(listOf(params.get('status')).filter(isStatus))],
    categories: [...new Set(listOf(params.get('category')))],
    fitFor: params.get('fitFor')?.trim() ?? '',
  };
}

/** "N filters applied": each chosen status and category counts once (the search text does not). */
export function countFilters(filters: Pick<CatalogFilters, 'statuses' | 'categories'>): number {
  return filters.statuses.length + filters.categories.length;
}

/** The chosen category slugs as ids; null while the categories are still loading. */
export function categoryIdsOf(slugs: readonly string[], categories: Category[] | undefined): string[] | null {
  if (slugs.length === 0) return [];
  if (!categories) return null;
  return slugs.flatMap((slug) => categories.find((c) => c.slug === slug)?.id ?? []);
}

/**
 * The filters kept in the URL (?q=&status=&category=&fitFor=), so a filtered view can be
 * shared, reloaded and left with Back. Changes replace the history entry instead of adding one.
 */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<CatalogFilters>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (change.q !== undefined) set('q', change.q);
          if (change.statuses) set('status', change.statuses.join(','));
          if (change.categories) set('category', change.categories.join(','));
          if (change.fitFor !== undefined) set('fitFor', change.fitFor);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const toggleStatus = useCallback(
    (status: ProductStatus) =>
      update({
        statuses: filters.statuses.includes(status)
          ? filters.statuses.filter((s) => s !== status)
          : [...filters.statuses, status],
      }),
    [filters.statuses, update],
  );

  const toggleCategory = useCallback(
    (slug: string) =>
      update({
        categories: filters.categories.includes(slug)
          ? filters.categories.filter((s) => s !== slug)
          : [...filters.categories, slug],
      }),
    [filters.categories, update],
  );

  /** Clear All in the popover: statuses and categories. */
  const clearFilters = useCallback(() => update({ statuses: [], categories: [] }), [update]);
  /** Clear All Filters in the empty state: the search text and "In my size" too. */
  const clearAll = useCallback(() => update({ q: '', statuses: [], categories: [], fitFor: '' }), [update]);

  const count = countFilters(filters);
  return {
    filters,
    count,
    /** Whether Clear All Filters (the empty state's, or a board's Clear All) has anything to clear. */
    canClearAll: count > 0 || filters.q !== '' || filters.fitFor !== '',
    setQuery: (q: string) => update({ q }),
    /** "In my size" for 'me' or one of her profiles' ids; '' turns it off. */
    setFitFor: (fitFor: string) => update({ fitFor }),
    toggleStatus,
    toggleCategory,
    clearFilters,
    clearAll,
  };
}
