import { FIT_CHOICES, type FitChoice } from '#contracts/constants';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { i18n, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useReportFit } from '../api/fit';
import { ORDERS } from '../i18n';

/**
 * "How did it fit?" under a delivered piece: Small, True to size or Large, saved as soon as she picks
 * (with her review or alone), and changeable.
 */
export function FitQuestion({
  orderNumber,
  lineId,
  productName,
  fit,
}: {
  orderNumber: string;
  lineId: string;
  productName: string;
  fit: FitChoice | null;
}) {
  const { t } = useTranslation(ORDERS);
  const report = useReportFit(orderNumber);
  const chosen = report.isPending ? report.variables.fit : fit;
  const choose = (next: FitChoice) => {
    if (next === fit || report.isPending) return;
    report.mutate(
      { lineId, fit: next },
      {
        onError: (error) =>
          toast({
            title: i18n.getFixedT(null, ORDERS)('fit.saveError'),
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <fieldset className="mt-2 print:hidden" aria-label={t('fit.named', { name: productName })}>
      <legend className="text-sm font-medium">{t('fit.question')}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {FIT_CHOICES.map((choice) => (
          <label key={choice} className="cursor-pointer">
            <input
              type="radio"
              name={`fit-${lineId}`}
              value={choice}
              checked={chosen === choice}
              disabled={report.isPending}
              onChange={() => choose(choice)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex min-h-11 items-center rounded-[3px] border px-3.5 text-sm transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-gold peer-disabled:cursor-wait',
                chosen === choice
                  ? 'border-gold bg-gold/15 font-medium text-text'
                  : 'border-border text-muted hover:border-text/40 hover:text-text',
              )}
            >
              {t(`fit.${choice}`)}
            </span>
          </label>
        ))}
      </div>
      {fit && !report.isPending ? <p className="mt-1 text-xs text-muted">{t('fit.thanks')}</p> : null}
    </fieldset>
  );
}
