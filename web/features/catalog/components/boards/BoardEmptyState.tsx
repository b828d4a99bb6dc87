import { SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** Nothing matches on a board, with the way back to everything. */
export function BoardEmptyState({ onClear, canClear }: { onClear: () => void; canClear: boolean }) {
  const { t } = useTranslation(CATALOG);
  return (
    <div role="status" className="grid justify-items-center gap-4 py-24 text-center md:py-32">
      <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-muted">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-2 max-w-md font-display text-3xl leading-tight md:text-4xl">{t('boards.empty')}</p>
      {canClear ? (
        <Button variant="outline" className="mt-3" onClick={onClear}>
          {t('empty.clear')}
        </Button>
      ) : null}
    </div>
  );
}
