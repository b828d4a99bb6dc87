import { useQuery } from '@tanstack/react-query';
import { FIT_CHOICES } from '#contracts/constants';
import type { FitCounts } from '#contracts/orders';
import { Skeleton } from '../../../components/ui/Skeleton';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { PRODUCTS_PATH } from '../api/products';
import { ADMIN } from '../i18n';

export const fitQueryOptions = (productId: string) => ({
  queryKey: [PRODUCTS_PATH, productId, 'fit'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiJson<FitCounts>('GET', `${PRODUCTS_PATH}/${encodeURIComponent(productId)}/fit`, undefined, { signal }),
});

/**
 * Fit feedback in the product editor: how many buyers said Small, True to size and Large, and the note
 * the product page shows. Counts only: members' measurements never reach the back office.
 */
export function FitFeedback({ productId }: { productId: string }) {
  const { t } = useTranslation(ADMIN);
  const fit = useQuery(fitQueryOptions(productId));
  const total = fit.data ? fit.data.small + fit.data.true + fit.data.large : 0;
  return (
    <section
      aria-labelledby="fit-feedback-heading"
      className="grid gap-2 rounded-[4px] border border-border p-4"
    >
      <h3 id="fit-feedback-heading" className="font-sans text-sm font-medium">
        {t('products.fit.title')}
      </h3>
      {fit.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : fit.isError ? (
        <p className="text-sm text-danger">{errorMessage(fit.error)}</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {FIT_CHOICES.map((choice) => (
              <div key={choice} className="rounded-[3px] bg-surface px-2 py-2">
                <dt className="text-xs text-muted">{t(`products.fit.choice.${choice}`)}</dt>
                <dd className="text-lg font-medium lining-nums tabular-nums">{fit.data[choice]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted">
            {fit.data.tendency === 'small' || fit.data.tendency === 'large'
              ? t('products.fit.says', { note: t(`products.fit.note.${fit.data.tendency}`) })
              : total < 5
                ? t('products.fit.needs', { total })
                : t('products.fit.none')}
          </p>
        </>
      )}
    </section>
  );
}
