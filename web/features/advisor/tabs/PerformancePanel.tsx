import { lazy, Suspense, useId, useState } from 'react';
import type { AdvisorMonthlyPerformance } from '#contracts/advisor-portal';
import { Label } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useAdvisorMonthly } from '../api/reads';

/** recharts in its own chunk (shared with the back office), fetched while the numbers load. */
const loadChart = () => import('../../../components/charts/PerformanceChart');
const PerformanceChart = lazy(() => loadChart().then((m) => ({ default: m.PerformanceChart })));

const count = new Intl.NumberFormat('en-IN');
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const SELECT =
  'h-11 rounded-[3px] border border-border bg-surface px-3 text-sm text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/50';

type Measure = 'registrations' | 'commission';
const MEASURES: Record<
  Measure,
  { title: string; colour: string; format: (n: number) => string; tick: (n: number) => string }
> = {
  registrations: {
    title: 'Registrations',
    colour: 'var(--accent)',
    format: (n) => count.format(n),
    tick: (n) => count.format(n),
  },
  commission: {
    title: 'Commission',
    colour: 'var(--gold)',
    format: (n) => formatRupees(n.toFixed(2)),
    tick: (n) => compactRupees.format(n),
  },
};

function ChartCard({ measure, data }: { measure: Measure; data: AdvisorMonthlyPerformance }) {
  const m = MEASURES[measure];
  const headingId = useId();
  const rows = data.months.map((month) => ({
    label: month.label,
    value: measure === 'registrations' ? month.registrations : Number(month.commission),
  }));
  const total = measure === 'registrations' ? data.totals.registrations : Number(data.totals.commission);
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-[4px] border border-border bg-surface p-5"
    >
      <div>
        <h3 id={headingId} className="font-display text-2xl">
          {m.title} per month
        </h3>
        <p className="text-sm text-muted">
          {m.format(total)} in {data.year}
        </p>
      </div>
      <div
        role="img"
        aria-label={`${m.title} per month in ${data.year}: ${m.format(total)} in all. The table below has the numbers.`}
        data-chart={measure}
      >
        <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
          <PerformanceChart
            data={rows}
            kind="bars"
            series={[{ key: 'value', name: m.title }]}
            barColour={m.colour}
            format={m.format}
            formatTick={m.tick}
          />
        </Suspense>
      </div>
    </section>
  );
}

/**
 * Performance: the advisor's registrations, revenue and commission per month of a year (the spec fetches
 * the monthly numbers without showing them; here they are charts, with the same numbers as a table).
 */
export function PerformancePanel() {
  void loadChart();
  const [year, setYear] = useState<number | undefined>(undefined);
  const monthly = useAdvisorMonthly(year);
  const yearId = useId();
  const data = monthly.data;

  return (
    <section aria-labelledby="advisor-performance-heading" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="advisor-performance-heading" className="font-display text-3xl">
            Performance
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your registrations, and the commission on their joining fees and upgrades, by month (India time).
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={yearId}>Year</Label>
          <select
            id={yearId}
            className={SELECT}
            value={data?.year ?? ''}
            onChange={(e) => setYear(Number(e.target.value))}
            disabled={!data}
          >
            {(data?.years ?? []).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {monthly.isError ? <p className="text-danger">{errorMessage(monthly.error)}</p> : null}
      {!data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-[340px] w-full" />
          <Skeleton className="h-[340px] w-full" />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ChartCard measure="registrations" data={data} />
            <ChartCard measure="commission" data={data} />
          </div>
          <details className="min-w-0 rounded-[4px] border border-border bg-surface px-5 py-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-muted underline-offset-4 hover:text-text hover:underline">
              Show the numbers as a table
            </summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  Registrations, revenue and commission per month, {data.year}
                </caption>
                <thead className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">
                  <tr className="border-b border-border">
                    <th scope="col" className="px-3 py-2 font-medium">
                      Month
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Registrations
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Revenue
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Commission
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.months.map((month, i) => (
                    <tr key={month.key}>
                      <th scope="row" className="px-3 py-2 font-normal">
                        {MONTH_NAMES[i]}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {count.format(month.registrations)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatRupees(month.revenue)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatRupees(month.commission)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
