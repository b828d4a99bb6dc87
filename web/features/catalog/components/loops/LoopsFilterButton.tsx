import { SlidersHorizontal } from 'lucide-react';
import type { Category } from '#contracts/catalog';
import { useTranslation } from '../../../../lib/i18n';
import { useIsMobile } from '../../../../lib/use-media-query';
import type { useCatalogFilters } from '../../hooks/use-catalog-filters';
import { CATALOG } from '../../i18n';
import { FilterPopover } from '../storefront/FilterPopover';
import { SIDE_BUTTON_CLASS } from './loops-constants';

/** The filter side button: the storefront's filter popover (status and categories, Clear All Filters). */
export function LoopsFilterButton({
  catalog,
  categories,
}: {
  catalog: ReturnType<typeof useCatalogFilters>;
  categories: Category[] | undefined;
}) {
  const { t } = useTranslation(CATALOG);
  const mobile = useIsMobile();
  const { filters, count } = catalog;
  return (
    <FilterPopover
      statuses={filters.statuses}
      categories={categories}
      chosenCategories={filters.categories}
      count={count}
      onToggleStatus={catalog.toggleStatus}
      onToggleCategory={catalog.toggleCategory}
      onClear={catalog.clearAll}
      clearLabel={t('empty.clear')}
      side={mobile ? 'bottom' : 'left'}
      contentClassName="z-[70]"
      triggerClassName={`relative ${SIDE_BUTTON_CLASS} data-[state=open]:bg-white data-[state=open]:text-black`}
      triggerContent={
        <>
          <SlidersHorizontal aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -right-1 -top-1 grid size-5 place-items-center rounded-full bg-[#d9bd8c] text-[0.62rem] font-semibold text-black"
            >
              {count}
            </span>
          ) : null}
        </>
      }
    />
  );
}
