import { GalleryVerticalEnd } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Storefront } from '#contracts/common';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { loopsPath } from '../../../../lib/paths';
import { useHeaderVisibility } from '../../../../lib/use-header-visibility';
import { BOARD_COLUMN_CHOICES, type BoardColumns } from '../../hooks/use-board-columns';
import { useStickyTop } from '../../hooks/use-sticky-top';
import { CATALOG } from '../../i18n';
import { ColumnChoice } from '../storefront/ColumnChoice';

/**
 * The board's sticky toolbar: the loops button, the result count, the filter popover
 * and the 1-5 column choice. It follows the site header: it slides away while the person scrolls down
 * and comes back on any scroll up or near the top (the header's own rule).
 */
export function BoardToolbar({
  loopsStorefront,
  status,
  filter,
  columns,
  onColumnsChange,
}: {
  loopsStorefront: Storefront;
  status?: ReactNode;
  filter: ReactNode;
  columns: BoardColumns;
  onColumnsChange: (columns: BoardColumns) => void;
}) {
  const { t } = useTranslation(CATALOG);
  const top = useStickyTop();
  const [visible, setVisible] = useHeaderVisibility();
  return (
    <div
      data-visible={visible}
      // A keyboard user tabbing into a hidden toolbar brings it back.
      onFocusCapture={() => setVisible(true)}
      className={cn(
        'sticky z-30 border-y border-border bg-background/92 backdrop-blur-md transition-[top,transform] duration-300 ease-out supports-[backdrop-filter]:bg-background/80',
        !visible && '-translate-y-full',
      )}
      style={{ top }}
    >
      <div
        role="toolbar"
        aria-label={t('boards.toolbar')}
        className="mx-auto flex min-h-16 w-full max-w-[100rem] items-center justify-between gap-2 px-5 py-2.5 sm:gap-3 md:px-8"
      >
        <Link
          to={loopsPath(loopsStorefront)}
          aria-label={t('toolbar.loopsView')}
          className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-[3px] border border-text/20 px-3 text-[0.72rem] font-medium uppercase tracking-[0.16em] text-text transition-colors hover:border-text/50 hover:bg-text/[0.04]"
        >
          <GalleryVerticalEnd className="size-4" aria-hidden="true" />
          <span className="hidden md:inline" aria-hidden="true">
            {t('toolbar.loops')}
          </span>
        </Link>
        <div className="hidden min-w-0 flex-1 truncate px-2 text-center text-sm text-muted lg:block">
          {status}
        </div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {filter}
          <ColumnChoice value={columns} onChange={onColumnsChange} choices={BOARD_COLUMN_CHOICES} />
        </div>
      </div>
    </div>
  );
}
