import type { ReactNode } from 'react';
import type { Storefront } from '#contracts/common';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { usePeople } from '../../api/get-people';
import { useColumns } from '../../hooks/use-columns';
import { useFilteredProducts } from '../../hooks/use-filtered-products';
import { CATALOG } from '../../i18n';
import { PRODUCTS_ANCHOR } from '../../lib/hero-slides';
import { membershipRequired } from '../../lib/membership-required';
import { FilterPopover } from './FilterPopover';
import { AddMeasurements, fitForOf, InMySize } from './InMySize';
import { MembershipRequired } from './MembershipRequired';
import { ProductGrid } from './ProductGrid';
import { SearchBox } from './SearchBox';
import { StorefrontToolbar } from './StorefrontToolbar';

/**
 * The collection of a storefront or a category: heading and search, the sticky toolbar with the filter
 * popover and column choice, "In my size" under them, then the grid. Search and filters go to the
 * server (name contains the text AND category in the set AND status in the set AND, with "In my size",
 * can be had in the size suggested for the person chosen), so they work on any catalogue size.
 * `locked` (or the server's 403 MEMBERSHIP_REQUIRED for the list) shows the members-only branch
 * instead of the products.
 */
export function CollectionSection({
  storefront,
  categorySlug,
  signature,
  eyebrow,
  title,
  lede,
  searchPlaceholder,
  locked: lockedByProfile = false,
  lockedPending = false,
  tight = false,
}: {
  storefront?: Storefront;
  categorySlug?: string;
  /** Only the Signature Line's pieces (across both storefronts). */
  signature?: boolean;
  eyebrow: ReactNode;
  title: string;
  lede: string;
  searchPlaceholder: string;
  locked?: boolean;
  /** Whether the person may see the products is still being checked. */
  lockedPending?: boolean;
  /** Less space above the heading (under breadcrumbs). */
  tight?: boolean;
}) {
  const { t } = useTranslation(CATALOG);
  const withCategories = !categorySlug;
  const { catalog, categories, list, piecesText, noSizes } = useFilteredProducts(
    { storefront, categorySlug, signature },
    { enabled: !lockedByProfile && !lockedPending, withCategories },
  );
  const {
    filters,
    count,
    canClearAll,
    setQuery,
    setFitFor,
    toggleStatus,
    toggleCategory,
    clearFilters,
    clearAll,
  } = catalog;
  const [columns, setColumns] = useColumns(storefront);
  const locked = lockedByProfile || membershipRequired(list.error) !== null;
  // Her people's names for "In my size: For Me / Amma" (asked once the toggle is on, or the URL has it).
  const people = usePeople({ enabled: filters.fitFor !== '' && !locked });
  const person = people.data?.find((p) => fitForOf(p) === filters.fitFor);

  return (
    <section id={PRODUCTS_ANCHOR} aria-labelledby="collection-title" className="scroll-mt-20">
      <div
        className={cn(
          'container-page grid gap-6 pb-8 md:grid-cols-[1fr_auto] md:items-end md:gap-10 md:pb-10',
          tight ? 'pt-4 md:pt-6' : 'pt-12 md:pt-16',
        )}
      >
        <div className="max-w-2xl">
          <p className="eyebrow flex items-center gap-2 text-gold">{eyebrow}</p>
          <h1 id="collection-title" className="mt-3 text-[2.6rem] leading-none md:text-6xl">
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-muted">{lede}</p>
        </div>
        {locked ? null : (
          <SearchBox
            value={filters.q}
            onSearch={setQuery}
            placeholder={searchPlaceholder}
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
          <StorefrontToolbar
            storefront={storefront}
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
                onClear={clearFilters}
                showCategories={withCategories}
              />
            }
            below={<InMySize fitFor={filters.fitFor} people={people.data ?? []} onChange={setFitFor} />}
          />
          <div className="container-page pt-8 md:pt-10">
            {/* The cards' names are h3: keep the outline h1 > h2 > h3 for screen readers. */}
            <h2 className="sr-only">{t('grid.piecesIn', { title })}</h2>
            <ProductGrid
              columns={columns}
              onClearAll={clearAll}
              canClear={canClearAll}
              list={list}
              empty={noSizes ? <AddMeasurements person={person} /> : undefined}
            />
          </div>
        </>
      )}
    </section>
  );
}
