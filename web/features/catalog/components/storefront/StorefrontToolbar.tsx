import { GalleryVerticalEnd, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Storefront } from '#contracts/common';
import { useTranslation } from '../../../../lib/i18n';
import { boardsPath, loopsPath } from '../../../../lib/paths';
import type { Columns } from '../../hooks/use-columns';
import { useStickyTop } from '../../hooks/use-sticky-top';
import { CATALOG } from '../../i18n';
import { ColumnChoice } from './ColumnChoice';

const viewLinkClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 px-3 text-[0.72rem] font-medium uppercase tracking-[0.16em] text-text transition-colors hover:bg-text/[0.05]';

/**
 * The sticky toolbar: the reels (Loops) and boards views, the result count, the
 * filter popover and the 1-4 column choice, and under them "In my size" when the page offers it. It stays under the site header while that shows.
 */
export function StorefrontToolbar({
  storefront,
  status,
  filter,
  columns,
  onColumnsChange,
  below,
}: {
  storefront?: Storefront;
  status?: ReactNode;
  filter: ReactNode;
  /** A second row under the buttons ("In my size" and whose size). */
  below?: ReactNode;
  columns: Columns;
  onColumnsChange: (columns: Columns) => void;
}) {
  const { t } = useTranslation(CATALOG);
  const top = useStickyTop();
  return (
    <div
      className="sticky z-30 border-y border-border bg-background/92 backdrop-blur-md transition-[top] duration-300 ease-out supports-[backdrop-filter]:bg-background/80"
      style={{ top }}
    >
      <div
        role="toolbar"
        aria-label={t('toolbar.label')}
        className="container-page flex min-h-16 items-center justify-between gap-1.5 py-2.5 sm:gap-3"
      >
        {storefront ? (
          <div className="flex rounded-[3px] border border-text/20">
            <Link to={loopsPath(storefront)} className={viewLinkClass} aria-label={t('toolbar.loopsView')}>
              <GalleryVerticalEnd className="size-4" aria-hidden="true" />
              <span className="hidden md:inline" aria-hidden="true">
                {t('toolbar.loops')}
              </span>
            </Link>
            <Link
              to={boardsPath(storefront)}
              className={`${viewLinkClass} border-l border-text/20`}
              aria-label={t('toolbar.boardsView')}
            >
              <LayoutDashboard className="size-4" aria-hidden="true" />
              <span className="hidden md:inline" aria-hidden="true">
                {t('toolbar.boards')}
              </span>
            </Link>
          </div>
        ) : null}
        <div className="hidden min-w-0 flex-1 truncate px-2 text-center text-sm text-muted lg:block">
          {status}
        </div>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
          {filter}
          <ColumnChoice value={columns} onChange={onColumnsChange} />
        </div>
      </div>
      {below ? <div className="container-page pb-2.5">{below}</div> : null}
    </div>
  );
}
