import { CalendarClock, Truck } from 'lucide-react';
import type { Product } from '#contracts/catalog';
import { isPreOrderOpen, PRE_ORDER_WINDOW_DAYS } from '#contracts/constants';
import { formatDate } from '../../../../lib/format';
import { PRE_ORDER_SHIPPING_NOTE } from './labels';
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
            {closed ? 'Pre-orders closed' : 'Pre-order now'}
          </h2>
          {product.preOrderEndDate ? (
            <p className="mt-1 text-sm text-muted">
              {closed ? 'The pre-order window closed on ' : 'The pre-order window closes on '}
              {formatDate(product.preOrderEndDate)}.
            </p>
          ) : null}
        </div>
      </div>

      {countdown && !countdown.ended ? (
        <div aria-label="Time left to pre-order" role="timer" className="grid grid-cols-4 gap-2 text-center">
          {(
            [
              ['Days', String(countdown.days)],
              ['Hours', pad(countdown.hours)],
              ['Minutes', pad(countdown.minutes)],
              ['Seconds', pad(countdown.seconds)],
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
          <span className="text-muted">{PRE_ORDER_WINDOW_DAYS}-day pre-order window</span>
          <span className="whitespace-nowrap font-medium tabular-nums">
            {countdown && !closed ? timeLeftText(countdown) : 'Closed'}
          </span>
        </p>
        <Bar label="Pre-order window elapsed" value={windowPct} tone="info" />
      </div>

      {limit !== null && left !== null ? (
        <div className="grid gap-2">
          <p className="flex justify-between gap-3 text-sm">
            <span className="text-muted">{soldOut ? 'All units reserved' : 'Units left'}</span>
            <span className="font-medium tabular-nums">
              {Math.max(0, left)} of {limit} left
            </span>
          </p>
          <Bar
            label="Pre-order units reserved"
            value={(product.preOrderCount / Math.max(1, limit)) * 100}
            tone="gold"
          />
        </div>
      ) : null}

      <p className="flex items-start gap-2 border-t border-border pt-4 text-sm text-muted">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {PRE_ORDER_SHIPPING_NOTE}
      </p>
    </section>
  );
}
