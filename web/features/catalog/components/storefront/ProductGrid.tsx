import { type ReactNode, useDeferredValue, useRef } from 'react';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { whenImagesPainted } from '../../../../lib/images-painted';
import type { Columns } from '../../hooks/use-columns';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { useProgressiveList } from '../../hooks/use-progressive-list';
import { CATALOG } from '../../i18n';
import type { ProductListState } from '../../lib/product-list-state';
import { ListLoadError } from '../ListLoadError';
import { ListMore } from '../ListMore';
import { MemberPricesProvider } from '../MemberPrice';
import { ProductCard, ProductCardSkeleton } from '../ProductCard';
import { ProductListCard, ProductListCardSkeleton } from '../ProductListCard';
import { EmptyState } from './EmptyState';

/** How long more cards wait for the first rows' pictures at most (a slow network still gets its grid). */
const FIRST_IMAGES_WAIT_MS = 2500;

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
  const grid = useRef<HTMLUListElement>(null);
  // The cards render as a background (time-sliced) update when products arrive, not one long task on a
  // phone: two rows at once, then, once their pictures are on screen, two more rows at a time.
  const products = useDeferredValue(list.products);
  const arriving = products.length === 0 && list.products.length > 0;
  const { shown, complete } = useProgressiveList(products, columns === 1 ? 2 : columns * 2, {
    startAfter: () => whenImagesPainted(grid.current, FIRST_IMAGES_WAIT_MS),
  });
  const canLoadMore =
    complete && !arriving && list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData;
  const { t } = useTranslation(CATALOG);
  useInfiniteScroll(sentinel, { enabled: canLoadMore, onLoadMore: () => list.fetchNextPage() });
  const gridStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };

  if (list.isPending || arriving) {
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
          ref={grid}
          className={cn(
            'grid transition-opacity duration-200',
            GAPS[columns],
            list.isPlaceholderData && 'opacity-50',
          )}
          style={gridStyle}
        >
          {shown.map((product, i) => (
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
