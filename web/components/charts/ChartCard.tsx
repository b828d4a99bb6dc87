import { type ComponentProps, lazy, type ReactNode, Suspense, useId } from 'react';
import { formatRupees } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';
import { Skeleton } from '../ui/Skeleton';
import type { PerformanceChart as Chart } from './PerformanceChart';

/** recharts is the largest library of the dashboards: a chunk of its own, fetched here only. */
export const preloadChart = () => import('./PerformanceChart');
const PerformanceChart = lazy(() => preloadChart().then((m) => ({ default: m.PerformanceChart })));

const count = new Intl.NumberFormat('en-IN');
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The months by name (January…), for the rows of a year's table and the month pickers. */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)),
);

/** How a chart of counts writes its values and its axis. */
export const COUNT_FORMAT = {
  format: (n: number) => count.format(n),
  formatTick: (n: number) => count.format(n),
};

/** How a chart of rupees writes its values (₹45,000) and its axis (₹45K). */
export const RUPEE_FORMAT = {
  format: (n: number) => formatRupees(n.toFixed(2)),
  formatTick: (n: number) => compactRupees.format(n),
};

/**
 * A chart as one described image (its numbers are in a table beside it for everyone): drawn once
 * recharts has loaded, a grey block of its height until then.
 */
export function ChartFigure({
  label,
  name,
  fallbackClassName = 'h-[260px]',
  ...chart
}: ComponentProps<typeof Chart> & {
  /** What the image says to a screen reader: the measure, the period and the total. */
  label: string;
  /** The chart's name for the journeys (data-chart). */
  name?: string;
  fallbackClassName?: string;
}) {
  return (
    <div role="img" aria-label={label} data-chart={name}>
      <Suspense fallback={<Skeleton className={`w-full ${fallbackClassName}`} />}>
        <PerformanceChart {...chart} />
      </Suspense>
    </div>
  );
}

/** "Show the numbers as a table": a chart's numbers, one click away. */
export function NumbersTable({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation(UI);
  return (
    <details className={className ?? 'min-w-0'}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-muted underline-offset-4 hover:text-text hover:underline">
        {t('charts.showTable')}
      </summary>
      {children}
    </details>
  );
}

/**
 * A dashboard's chart card: its heading and total, a control beside them (Total / By advisor), the
 * chart, then whatever follows (its numbers as a table).
 */
export function ChartCard({
  title,
  summary,
  control,
  children,
}: {
  title: string;
  summary: string;
  control?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-[4px] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-2xl">
            {title}
          </h3>
          <p className="text-sm text-muted">{summary}</p>
        </div>
        {control}
      </div>
      {children}
    </section>
  );
}
