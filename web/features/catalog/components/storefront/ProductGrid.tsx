import { type ReactNode, useRef } from 'react';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import type { Columns } from '../../hooks/use-columns';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { CATALOG } from '../../i18n';
import type { ProductListState } from '../../lib/product-list-state';
import { ListLoadError } from '../ListLoadError';
import { ListMore } from '../ListMore';
import { MemberPricesProvider } from '../MemberPrice';
import { ProductCard, ProductCardSkeleton } from '../ProductCard';
import { ProductListCard, ProductListCardSkeleton } from '../ProductListCard';
import { EmptyState } from './EmptyState';

const GAPS: Record<Columns, string> = {
  1: 'gap-y-8',
  2: 'gap-x-3 gap-y-10 sm:gap-x-5',
  3: 'gap-x-2.5 gap-y-10 sm:gap-x-5 lg:gap-x-7 lg:gap-y-14',
  4: 'gap-x-2 gap-y-8 sm:gap-x-4 lg:gap-x-6 lg:gap-y-12',
};

/**
 * The product grid in the chosen columns (one column shows the reels / list card), the loading
 * skeleton, the empty state, and the next page as the person scrolls near the end.
 */
export function ProductGrid({
  list,
  columns,
  onClearAll,
  canClear,
  empty,
}: {
  list: ProductListState;
  columns: Columns;
  onClearAll: () => void;
  canClear: boolean;
  /** What an empty list shows instead of "No products found" (say, "Add your measurements"). */
  empty?: ReactNode;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData;
  const { t } = useTranslation(CATALOG);
  useInfiniteScroll(sentinel, { enabled: canLoadMore, onLoadMore: () => list.fetchNextPage() });
  const gridStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };

  if (list.isPending) {
    return (
      <div
        role="status"
        aria-label={t('grid.loading')}
        className={cn('grid', GAPS[columns])}
        style={gridStyle}
      >
        {Array.from({ length: columns === 1 ? 2 : columns * 2 }, (_, i) =>
          columns === 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <ProductListCardSkeleton key={i} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <ProductCardSkeleton key={i} />
          ),
        )}
      </div>
    );
  }

  if (list.isError && list.products.length === 0) {
    return <ListLoadError title={t('grid.loadError')} error={list.error} onRetry={list.refetch} />;
  }

  if (list.products.length === 0) return empty ?? <EmptyState onClear={onClearAll} canClear={canClear} />;

  return (
    <MemberPricesProvider ids={list.products.map((p) => p.id)}>
      <div aria-busy={list.isPlaceholderData || list.isFetchingNextPage}>
        <ul
          className={cn(
            'grid transition-opacity duration-200',
            GAPS[columns],
            list.isPlaceholderData && 'opacity-50',
          )}
          style={gridStyle}
        >
          {list.products.map((product, i) => (
            <li key={product.id} className="flex min-w-0 flex-col">
              {columns === 1 ? (
                <ProductListCard product={product} eager={i < 1} />
              ) : (
                <ProductCard product={product} eager={i < columns} />
              )}
            </li>
          ))}
        </ul>
        <div ref={sentinel} aria-hidden="true" className="h-px" />
        <ListMore list={list} what="collection" />
      </div>
    </MemberPricesProvider>
  );
}
