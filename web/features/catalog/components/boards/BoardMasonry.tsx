import { type ReactNode, useDeferredValue, useMemo, useRef } from 'react';
import { boardTileSizes } from '#contracts/board';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { whenImagesPainted } from '../../../../lib/images-painted';
import { useAuthSession } from '../../../../lib/session/use-auth-session';
import type { BoardColumns } from '../../hooks/use-board-columns';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { useProgressiveList } from '../../hooks/use-progressive-list';
import { CATALOG } from '../../i18n';
import type { ProductListState } from '../../lib/product-list-state';
import { ListLoadError } from '../ListLoadError';
import { ListMore } from '../ListMore';
import { MemberPricesProvider } from '../MemberPrice';
import { BoardEmptyState } from './BoardEmptyState';
import { BoardTile } from './BoardTile';
import { BoardTileSkeleton } from './BoardTileSkeleton';
import { distributeMasonry, TILE_ASPECTS, tileHeight } from './masonry';

/** How long more tiles wait for the first rows' images at most (a slow network still gets its board). */
const FIRST_IMAGES_WAIT_MS = 2500;

const GAPS: Record<BoardColumns, string> = {
  1: 'gap-10',
  2: 'gap-3 sm:gap-5',
  3: 'gap-4 md:gap-6',
  4: 'gap-3 md:gap-5',
  5: 'gap-3 md:gap-4 xl:gap-5',
};

function Columns({ columns, children }: { columns: BoardColumns; children: ReactNode }) {
  return (
    <div
      className={cn('grid items-start', GAPS[columns], columns === 1 && 'mx-auto max-w-xl')}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {children}
    </div>
  );
}

/**
 * The board: the products in N columns, each next one to the shortest column, in fixed tile shapes (no
 * layout shift as pictures arrive); the loading skeleton, the empty and error states, and the next page
 * as the person nears the end.
 */
export function BoardMasonry({
  list,
  columns,
  onClearAll,
  canClear,
}: {
  list: ProductListState;
  columns: BoardColumns;
  onClearAll: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation(CATALOG);
  const sentinel = useRef<HTMLDivElement>(null);
  const board = useRef<HTMLDivElement>(null);
  // The member's prices beside the tiles say when a piece in Gold's early access opens for her.
  const { signedIn } = useAuthSession();
  // The tiles render as a background (time-sliced) update when products arrive, not one long task;
  // then two rows at once, and, once their images are on screen, two more rows at a time.
  const products = useDeferredValue(list.products);
  const arriving = products.length === 0 && list.products.length > 0;
  const { shown, complete } = useProgressiveList(products, columns * 2, {
    startAfter: () => whenImagesPainted(board.current, FIRST_IMAGES_WAIT_MS),
  });
  const canLoadMore =
    complete && !arriving && list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData;
  useInfiniteScroll(sentinel, { enabled: canLoadMore, onLoadMore: () => list.fetchNextPage() });
  const lists = useMemo(() => distributeMasonry(shown, columns, tileHeight), [shown, columns]);

  if (list.isPending || arriving) {
    return (
      <div role="status" aria-label={t('grid.loading')}>
        <Columns columns={columns}>
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={c} className={cn('grid', GAPS[columns])}>
              {[0, 1].map((r) => (
                <BoardTileSkeleton
                  key={r}
                  aspectClassName={TILE_ASPECTS[(c + r * 2) % TILE_ASPECTS.length]!.className}
                />
              ))}
            </div>
          ))}
        </Columns>
      </div>
    );
  }

  if (list.isError && list.products.length === 0) {
    return <ListLoadError title={t('boards.loadError')} error={list.error} onRetry={list.refetch} />;
  }

  if (list.products.length === 0) return <BoardEmptyState onClear={onClearAll} canClear={canClear} />;

  const sizes = boardTileSizes(columns);
  return (
    <div aria-busy={list.isPlaceholderData || list.isFetchingNextPage}>
      <div
        ref={board}
        data-board=""
        className={cn('transition-opacity duration-200', list.isPlaceholderData && 'opacity-50')}
      >
        <MemberPricesProvider ids={signedIn ? products.map((p) => p.id) : []} enabled={signedIn}>
          <Columns columns={columns}>
            {lists.map((column, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <ul key={c} data-board-column={c} className={cn('@container grid min-w-0', GAPS[columns])}>
                {column.map((product, r) => (
                  <li
                    key={product.id}
                    className="min-w-0 [content-visibility:auto]"
                    // A tile away from the screen is not laid out (each next batch of tiles would
                    // otherwise lay out every one of them on a phone's main thread); until it first
                    // nears the screen it takes its masonry height (a share of the column's width),
                    // then the height it had.
                    style={{ containIntrinsicBlockSize: `auto ${(tileHeight(product) * 100).toFixed(1)}cqi` }}
                  >
                    {/* The first row is what a phone or a laptop shows first: load it at once. */}
                    <BoardTile product={product} eager={r === 0} sizes={sizes} />
                  </li>
                ))}
              </ul>
            ))}
          </Columns>
        </MemberPricesProvider>
      </div>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      <ListMore list={list} what="board" />
    </div>
  );
}
