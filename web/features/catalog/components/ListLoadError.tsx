import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

/** A product list (grid, board) that could not load: what happened and Try again. */
export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation(CATALOG);
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-24 text-center">
      <p className="font-display text-3xl">{title}</p>
      <p className="text-sm text-muted">{errorMessage(error, t('list.checkConnection'))}</p>
      <Button variant="outline" onClick={() => onRetry()}>
        {t('list.tryAgain')}
      </Button>
    </div>
  );
}
