import { Crown } from 'lucide-react';
import type { ProductWithSpecs } from '#contracts/catalog';
import { formatDateTime } from '../../../../lib/format';
import { rich, useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { type Countdown, useCountdown } from './use-countdown';

const pad = (n: number) => String(n).padStart(2, '0');

/** "23:59:10": the hours run on past a day (a longer early access shows 47:…). */
export function clockText(c: Countdown): string {
  return `${pad(c.days * 24 + c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
}

/**
 * Gold's early access, as the server says it for this member (`earlyAccess`): the countdown to her
 * opening while it is ahead, else null. The server refuses the bag and the order until then.
 */
export function useEarlyAccess(product: Pick<ProductWithSpecs, 'earlyAccess'>): Countdown | null {
  const countdown = useCountdown(product.earlyAccess?.opensForYouAt ?? null);
  return countdown && !countdown.ended ? countdown : null;
}

/** "Gold early access — opens for you in 23:59:10", ticking, with the opening in India time. */
export function EarlyAccessNotice({
  opensForYouAt,
  countdown,
}: {
  opensForYouAt: string;
  countdown: Countdown;
}) {
  const { t } = useTranslation(CATALOG);
  return (
    <section
      aria-labelledby="early-access-heading"
      className="flex items-start gap-3 rounded-md border border-border border-l-4 border-l-gold bg-surface p-5"
    >
      <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
      <div className="grid gap-1">
        <h2 id="early-access-heading" className="font-sans text-sm font-semibold tracking-[0.04em]">
          {rich(t('earlyAccess.title', { clock: clockText(countdown) }), {
            time: (
              <time dateTime={opensForYouAt} className="tabular-nums" data-testid="early-access-countdown" />
            ),
          })}
        </h2>
        <p className="text-sm text-muted">{t('earlyAccess.body', { time: formatDateTime(opensForYouAt) })}</p>
      </div>
    </section>
  );
}
