import type { Storefront } from '#contracts/common';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';

const OPTIONS = [
  { value: 'LIMITED-EDITION', label: 'nav.limitedEdition' },
  { value: 'STUDIO', label: 'nav.studio' },
] as const satisfies { value: Storefront; label: string }[];

/** The LIMITED EDITION / STUDIO switch of the account menu (a two-button toggle). */
export function StorefrontSwitch({
  value,
  onChange,
  className,
}: {
  value: Storefront;
  onChange: (storefront: Storefront) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="eyebrow mb-2">{t('account.storefront')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-[4px] border border-border bg-background p-1">
        {OPTIONS.map((o) => {
          const active = o.value === value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(o.value)}
              className={cn(
                'min-h-11 rounded-[3px] px-2 text-[0.68rem] font-semibold uppercase tracking-[0.16em] transition-colors',
                active
                  ? 'bg-accent text-accent-foreground'
                  : 'text-muted hover:bg-text/[0.05] hover:text-text',
              )}
            >
              {t(o.label)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
