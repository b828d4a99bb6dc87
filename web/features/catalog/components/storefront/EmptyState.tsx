import { SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** Nothing matches: No products found, the hint, and Clear All Filters. */
export function EmptyState({ onClear, canClear = true }: { onClear: () => void; canClear?: boolean }) {
  const { t } = useTranslation(CATALOG);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-24 text-center md:py-32">
      <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-muted">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-2 font-display text-3xl md:text-4xl">{t('empty.title')}</p>
      <p className="max-w-sm text-muted">{t('empty.hint')}</p>
      {canClear ? (
        <Button variant="outline" className="mt-4" onClick={onClear}>
          {t('empty.clear')}
        </Button>
      ) : null}
    </div>
  );
}
