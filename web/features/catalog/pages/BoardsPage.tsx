import { LayoutDashboard, Sparkles } from 'lucide-react';
import { Outlet } from 'react-router';
import type { Storefront } from '#contracts/common';
import { PageTitle } from '../../../components/PageTitle';
import { useTranslation } from '../../../lib/i18n';
import { readStoredStorefront } from '../../../lib/storefront';
import { useMembership } from '../api/get-user-profile';
import { BoardMasonry } from '../components/boards/BoardMasonry';
import { BoardToolbar } from '../components/boards/BoardToolbar';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { FilterPopover } from '../components/storefront/FilterPopover';
import { MembershipRequired } from '../components/storefront/MembershipRequired';
import { SearchBox } from '../components/storefront/SearchBox';
import { useBoardColumns } from '../hooks/use-board-columns';
import { useFilteredProducts } from '../hooks/use-filtered-products';
import { CATALOG } from '../i18n';
import { membershipRequired } from '../lib/membership-required';

/** A board asks for 50 products at a time, then more on scroll. */
export const BOARDS_PAGE_SIZE = 50;

/** Each board's words (title, page title, eyebrow, lede, search) are `boards.copy.<storefront | ALL>.*`. */
type BoardCopy = 'title' | 'pageTitle' | 'eyebrow' | 'lede' | 'search';

/**
 * /boards (both storefronts) and /boards/{storefront}: the title, the search, the
 * sticky toolbar (loops, filters, 1-5 columns) and the masonry board. The product dialog renders in the
 * outlet, over the board, inside the same cart provider. LIMITED-EDITION is for members whose card is
 * active; others see Membership Required instead of the tiles.
 */
export function BoardsPage({
  storefront,
  onAddToCart,
}: {
  storefront: Storefront | null;
  onAddToCart: AddToCart;
}) {
  const { t } = useTranslation(CATALOG);
  const copyOf = (part: BoardCopy) => t(`boards.copy.${storefront ?? 'ALL'}.${part}`);
  const copy = {
    title: copyOf('title'),
    pageTitle: copyOf('pageTitle'),
    eyebrow: copyOf('eyebrow'),
    lede: copyOf('lede'),
    search: copyOf('search'),
  };
  const limited = storefront === 'LIMITED-EDITION';
  const membership = useMembership({ enabled: limited });
  const lockedByProfile = limited && membership.isSuccess && !membership.isMember;
  const lockedPending = limited && membership.isPending;

  const { catalog, categories, list, piecesText } = useFilteredProducts(
    { storefront: storefront ?? undefined, limit: BOARDS_PAGE_SIZE },
    { enabled: !lockedByProfile && !lockedPending },
  );
  // A failed profile read does not lock the board by itself: the server's 403 MEMBERSHIP_REQUIRED does.
  const locked = lockedByProfile || membershipRequired(list.error) !== null;
  const { filters, count, canClearAll, setQuery, toggleStatus, toggleCategory, clearAll } = catalog;
  const [columns, setColumns] = useBoardColumns();

  return (
    <CartActionProvider addToCart={onAddToCart}>
      <PageTitle title={copy.pageTitle} />
      <div className="pb-16 md:pb-24">
        <div className="mx-auto grid w-full max-w-[100rem] gap-6 px-5 pb-8 pt-10 md:grid-cols-[1fr_auto] md:items-end md:gap-10 md:px-8 md:pb-10 md:pt-14">
          <div className="max-w-2xl">
            <p className="eyebrow flex items-center gap-2 text-gold">
              {limited ? (
                <Sparkles className="size-3.5" aria-hidden="true" />
              ) : (
                <LayoutDashboard className="size-3.5" aria-hidden="true" />
              )}
              {copy.eyebrow}
            </p>
            <h1 className="mt-3 text-[2.5rem] leading-none tracking-[0.06em] md:text-6xl">{copy.title}</h1>
            <p className="mt-4 max-w-xl text-muted">{copy.lede}</p>
          </div>
          {locked ? null : (
            <SearchBox
              value={filters.q}
              onSearch={setQuery}
              placeholder={copy.search}
              className="w-full md:w-[22rem]"
            />
          )}
        </div>

        {locked ? (
          <div className="container-page">
            <MembershipRequired />
          </div>
        ) : (
          <>
            <BoardToolbar
              loopsStorefront={storefront ?? readStoredStorefront()}
              columns={columns}
              onColumnsChange={setColumns}
              status={piecesText ? <span aria-live="polite">{piecesText}</span> : null}
              filter={
                <FilterPopover
                  statuses={filters.statuses}
                  categories={categories}
                  chosenCategories={filters.categories}
                  count={count}
                  onToggleStatus={toggleStatus}
                  onToggleCategory={toggleCategory}
                  // On a board, Clear All also clears the search text.
                  onClear={clearAll}
                  canClear={canClearAll}
                />
              }
            />
            <section
              aria-label={t('boards.region', { title: copy.title })}
              className="mx-auto w-full max-w-[100rem] px-3 pt-6 sm:px-5 md:px-8 md:pt-8"
            >
              <h2 className="sr-only">{t('boards.pieces')}</h2>
              <BoardMasonry columns={columns} onClearAll={clearAll} canClear={canClearAll} list={list} />
            </section>
          </>
        )}
      </div>
      <Outlet />
    </CartActionProvider>
  );
}
