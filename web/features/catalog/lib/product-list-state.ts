import type { ProductCard } from '#contracts/catalog';

/** A product list as the grid, the board and ListMore read it (useFilteredProducts builds it). */
export interface ProductListState {
  products: ProductCard[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** A new filter is loading while the last list shows. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}
