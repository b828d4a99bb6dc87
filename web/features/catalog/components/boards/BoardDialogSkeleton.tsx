import * as Dialog from '@radix-ui/react-dialog';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** The dialog's shape while the product loads. */
export function BoardDialogSkeleton() {
  const { t } = useTranslation(CATALOG);
  return (
    <div
      role="status"
      aria-label={t('states.loading')}
      className="grid md:grid-cols-[min(50%,calc((min(92dvh,64rem)-7rem)*0.75))_minmax(0,1fr)]"
    >
      <Dialog.Title className="sr-only">{t('states.loading')}</Dialog.Title>
      <div className="md:p-6 md:pr-3">
        <Skeleton className="aspect-[3/4] w-full rounded-none md:rounded-[4px]" />
      </div>
      <div className="grid content-start gap-4 px-5 py-7 md:p-10 md:pl-7">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-11 w-4/5" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="mt-4 h-12 w-full" />
        <Skeleton className="h-13 w-full" />
        <Skeleton className="mt-4 h-24 w-full" />
      </div>
    </div>
  );
}
