import * as Dialog from '@radix-ui/react-dialog';
import { SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** Product Not Found (a 404) or a failed load, inside the dialog, with Close (and Try again). */
export function BoardDialogMessage({
  kind,
  onClose,
  onRetry,
}: {
  kind: 'not-found' | 'error';
  onClose: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(CATALOG);
  const notFound = kind === 'not-found';
  return (
    <div className="grid min-h-[60dvh] content-center justify-items-center gap-5 px-6 py-20 text-center md:min-h-[28rem]">
      <SearchX aria-hidden="true" className="size-10 text-gold" />
      <Dialog.Title className="text-4xl md:text-5xl">
        {notFound ? t('states.notFound') : t('states.loadError')}
      </Dialog.Title>
      <p className="max-w-md text-muted">
        {notFound ? t('states.notFoundBody') : t('states.checkConnection')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('states.tryAgain')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('buy.close')}</Button>
      </div>
    </div>
  );
}
