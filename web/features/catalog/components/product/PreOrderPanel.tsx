import { CalendarClock, Truck } from 'lucide-react';
import type { Product } from '#contracts/catalog';
import { isPreOrderOpen, PRE_ORDER_WINDOW_DAYS } from '#contracts/constants';
import { formatDate } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { timeLeftText, useCountdown } from './use-countdown';

type PreOrderFields = Pick<
  Product,
  'status' | 'preOrderEndDate' | 'preOrderLimit' | 'preOrderCount' | 'unitsLeft'
>;

const pad = (n: number) => String(n).padStart(2, '0');

function Bar({ label, value, tone }: { label: string; value: number; tone: 'info' | 'gold' }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-1.5 overflow-hidden rounded-full bg-text/10"
    >
      <div
        className={tone === 'info' ? 'h-full rounded-full bg-info' : 'h-full rounded-full bg-gold'}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

/**
 * A countdown to the end date; the 30-day window bar (its fill from the days left rounded up, never
 * below zero) with the time left in the countdown's own words; units left from real pre-orders against
 * the limit; and when pre-orders ship. The countdown, the line and the bar are one computation
 * (countdownTo), so they never disagree.
 */
export function PreOrderPanel({ product }: { product: PreOrderFields }) {
  const { t } = useTranslation(CATALOG);
  const countdown = useCountdown(product.preOrderEndDate);
  const daysLeft = countdown?.daysLeft ?? 0;
  const windowPct =
    ((PRE_ORDER_WINDOW_DAYS - Math.min(daysLeft, PRE_ORDER_WINDOW_DAYS)) / PRE_ORDER_WINDOW_DAYS) * 100;
  const limit = product.preOrderLimit;
  const left = product.unitsLeft;
  const closed = !isPreOrderOpen(product) || countdown?.ended === true;
  const soldOut = left !== null && left <= 0;

  return (
    <section
      aria-labelledby="pre-order-heading"
      className="grid gap-5 rounded-md border border-border border-l-4 border-l-info bg-surface p-5"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
        <div>
          <h2 id="pre-order-heading" className="font-sans text-sm font-semibold uppercase tracking-[0.16em]">
            {closed ? t('preOrder.closedTitle') : t('preOrder.openTitle')}
          </h2>
          {product.preOrderEndDate ? (
            <p className="mt-1 text-sm text-muted">
              {t(closed ? 'preOrder.closedOn' : 'preOrder.closesOn', {
                date: formatDate(product.preOrderEndDate),
              })}
            </p>
          ) : null}
        </div>
      </div>

      {countdown && !countdown.ended ? (
        <div aria-label={t('preOrder.timeLeft')} role="timer" className="grid grid-cols-4 gap-2 text-center">
          {(
            [
              [t('preOrder.days'), String(countdown.days)],
              [t('preOrder.hours'), pad(countdown.hours)],
              [t('preOrder.minutes'), pad(countdown.minutes)],
              [t('preOrder.seconds'), pad(countdown.seconds)],
            ] as const
          ).map(([unit, value]) => (
            <div key={unit} className="rounded-[3px] bg-background px-1 py-2.5 ring-1 ring-border">
              <span className="block font-display text-3xl leading-none tabular-nums lining-nums">
                {value}
              </span>
              <span className="mt-1 block text-[0.6rem] uppercase tracking-[0.18em] text-muted">{unit}</span>
            </div>
          ))}
        </div>
      ) : null}

      <div className="grid gap-2">
        <p className="flex justify-between gap-3 text-sm">
          <span className="text-muted">{t('preOrder.window', { days: PRE_ORDER_WINDOW_DAYS })}</span>
          <span className="whitespace-nowrap font-medium tabular-nums">
            {countdown && !closed ? timeLeftText(countdown) : t('preOrder.closed')}
          </span>
        </p>
        <Bar label={t('preOrder.elapsed')} value={windowPct} tone="info" />
      </div>

      {limit !== null && left !== null ? (
        <div className="grid gap-2">
          <p className="flex justify-between gap-3 text-sm">
            <span className="text-muted">
              {soldOut ? t('preOrder.allReserved') : t('preOrder.unitsLeft')}
            </span>
            <span className="font-medium tabular-nums">
              {t('preOrder.leftOf', { left: Math.max(0, left), limit })}
            </span>
          </p>
          <Bar
            label={t('preOrder.reserved')}
            value={(product.preOrderCount / Math.max(1, limit)) * 100}
            tone="gold"
          />
        </div>
      ) : null}

      <p className="flex items-start gap-2 border-t border-border pt-4 text-sm text-muted">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('notes.preOrderShipping')}
      </p>
    </section>
  );
}
