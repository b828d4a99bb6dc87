import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Category, ProductStatus } from '#contracts/catalog';
import { PRODUCT_STATUSES } from '#contracts/constants';
import { MenuButtonBeforePaint } from '../../../../components/ui/MenuButtonBeforePaint';
import { cn } from '../../../../lib/cn';
import { i18n, useTranslation } from '../../../../lib/i18n';
import { useAfterPaint } from '../../../../lib/use-after-paint';
import { CATALOG } from '../../i18n';

export function filtersAppliedText(count: number): string {
  const t = i18n.getFixedT(null, CATALOG);
  return count === 0 ? t('filters.none') : t('filters.applied', { count });
}

const itemClass =
  'flex min-h-11 cursor-pointer select-none items-center justify-between gap-3 rounded-[3px] px-3 text-sm outline-none transition-colors data-[highlighted]:bg-text/[0.06] data-[state=checked]:font-medium';

function CheckItem({
  checked,
  onToggle,
  children,
}: {
  checked: boolean;
  onToggle: () => void;
  children: string;
}) {
  return (
    <Menu.CheckboxItem
      checked={checked}
      // Keep the popover open while choosing several values.
      onSelect={(e) => e.preventDefault()}
      onCheckedChange={onToggle}
      className={itemClass}
    >
      {children}
      <span
        aria-hidden="true"
        className={cn(
          'grid size-[1.1rem] place-items-center rounded-[3px] border transition-colors',
          checked ? 'border-accent bg-accent text-accent-foreground' : 'border-text/30',
        )}
      >
        <Menu.ItemIndicator>
          <Check className="size-3.5" strokeWidth={3} />
        </Menu.ItemIndicator>
      </span>
    </Menu.CheckboxItem>
  );
}

const TRIGGER_CLASS =
  'relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-[3px] border border-text/20 px-3 text-[0.72rem] font-medium uppercase tracking-[0.16em] transition-colors hover:border-text/50 data-[state=open]:border-text/60 data-[state=open]:bg-text/[0.04]';

/**
 * The filter popover: Product Status and Categories as checkboxes, the count line
 * ("N filters applied" / "No filters applied") and Clear All. Another view (the loops viewer) may
 * restyle or replace the trigger's look, lift the menu above its own layer and rename Clear All.
 */
export function FilterPopover({
  statuses,
  categories,
  chosenCategories,
  count,
  onToggleStatus,
  onToggleCategory,
  onClear,
  showCategories = true,
  clearLabel,
  triggerClassName,
  triggerContent,
  contentClassName,
  side = 'bottom',
  canClear = count > 0,
}: {
  statuses: readonly ProductStatus[];
  categories: readonly Category[] | undefined;
  chosenCategories: readonly string[];
  count: number;
  onToggleStatus: (status: ProductStatus) => void;
  onToggleCategory: (slug: string) => void;
  onClear: () => void;
  showCategories?: boolean;
  /** The clear item's text (the loops viewer: Clear All Filters). */
  clearLabel?: string;
  /** Replaces the trigger's classes (its accessible name stays). */
  triggerClassName?: string;
  /** Replaces what the trigger shows (icon, "Filter" and the count). */
  triggerContent?: ReactNode;
  /** Extra classes for the menu (a z-index above a full-screen layer). */
  contentClassName?: string;
  /** Where the menu opens from the trigger (a side column opens it to the left). */
  side?: 'bottom' | 'left';
  /** Whether Clear All has anything to clear (a board's Clear All also clears the search). */
  canClear?: boolean;
}) {
  const { t } = useTranslation(CATALOG);
  const live = useAfterPaint(typeof window === 'undefined');
  const [open, setOpen] = useState(false);
  const label =
    count > 0 ? t('filters.labelWith', { applied: filtersAppliedText(count) }) : t('filters.label');
  const face = triggerContent ?? (
    <>
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {/* The visible word is the name's first (WCAG 2.5.3); the space keeps it apart from the count. */}
      <span className="hidden sm:inline">{t('filters.label')}</span>{' '}
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-1.5 -top-1.5 grid size-5 place-items-center rounded-full bg-accent text-[0.62rem] font-semibold tracking-normal text-accent-foreground sm:static sm:size-5"
        >
          {count}
        </span>
      ) : null}
    </>
  );
  // Radix's menu once the page's first frame is painted (MenuButtonBeforePaint says why).
  if (!live && !open) {
    return (
      <MenuButtonBeforePaint
        label={label}
        className={triggerClassName ?? TRIGGER_CLASS}
        onOpen={() => setOpen(true)}
      >
        {face}
      </MenuButtonBeforePaint>
    );
  }
  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger aria-label={label} className={triggerClassName ?? TRIGGER_CLASS}>
        {face}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          side={side}
          align={side === 'left' ? 'center' : 'end'}
          sideOffset={10}
          collisionPadding={12}
          className={cn(
            'anim-pop z-50 flex max-h-[min(34rem,var(--radix-dropdown-menu-content-available-height))] w-[min(20rem,calc(100vw-1.5rem))] flex-col rounded-md border border-border bg-surface text-text shadow-[0_24px_60px_-24px_rgba(0,0,0,0.45)]',
            contentClassName,
          )}
        >
          <div className="overflow-y-auto overscroll-contain p-2">
            <Menu.Label className="eyebrow px-3 pb-1 pt-2">{t('filters.status')}</Menu.Label>
            <Menu.Group>
              {PRODUCT_STATUSES.map((s) => (
                <CheckItem key={s} checked={statuses.includes(s)} onToggle={() => onToggleStatus(s)}>
                  {t(`status.${s}`)}
                </CheckItem>
              ))}
            </Menu.Group>
            {showCategories ? (
              <>
                <Menu.Separator className="mx-1 my-2 h-px bg-border" />
                <Menu.Label className="eyebrow px-3 pb-1 pt-1">{t('filters.categories')}</Menu.Label>
                <Menu.Group>
                  {categories === undefined ? (
                    <p className="px-3 py-2 text-sm text-muted">{t('filters.loadingCategories')}</p>
                  ) : (
                    categories.map((c) => (
                      <CheckItem
                        key={c.id}
                        checked={chosenCategories.includes(c.slug)}
                        onToggle={() => onToggleCategory(c.slug)}
                      >
                        {c.name}
                      </CheckItem>
                    ))
                  )}
                </Menu.Group>
              </>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-border py-1.5 pl-5 pr-2">
            <p className="text-xs text-muted" aria-live="polite">
              {filtersAppliedText(count)}
            </p>
            <Menu.Item
              disabled={!canClear}
              onSelect={(e) => {
                e.preventDefault();
                onClear();
              }}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-[3px] px-3 text-[0.7rem] font-medium uppercase tracking-[0.16em] outline-none data-[disabled]:cursor-default data-[disabled]:opacity-40 data-[highlighted]:bg-text/[0.06]"
            >
              {clearLabel ?? t('filters.clearAll')}
            </Menu.Item>
          </div>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
