import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Performance, PerformancePeriod } from '#contracts/advisor-stats';
import type { ChartSeries } from '../../../components/charts/PerformanceChart';
import { Label } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useAdvisors } from '../api/advisors';
import { usePerformance } from '../api/stats';

/** recharts is the largest part of the back office: its own chunk, fetched while the numbers load. */
const loadChart = () => import('../../../components/charts/PerformanceChart');
const PerformanceChart = lazy(() => loadChart().then((m) => ({ default: m.PerformanceChart })));

const MONTHS = [
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
/** How many advisors get a line of their own (the table beside the chart has every one of them too). */
const LINES = 5;

const count = new Intl.NumberFormat('en-IN');
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The year in India, where the shop keeps its books. */
const currentYear = () =>
  Number(new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()));

const selectClass =
  'h-11 w-full rounded-[3px] border border-border bg-surface px-3 text-[0.95rem] text-text transition-colors hover:border-text/30 focus-visible:border-gold';

/** The pickers live in the URL (?year=&month=&advisor=), so a period can be shared and survives a reload. */
function usePeriod(): [PerformancePeriod, (next: Partial<PerformancePeriod>) => void] {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const query: PerformancePeriod = {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : currentYear(),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
    advisor: params.get('advisor') || null,
  };
  const set = (next: Partial<PerformancePeriod>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams({ year: String(merged.year) });
    if (merged.month) search.set('month', String(merged.month));
    if (merged.advisor) search.set('advisor', merged.advisor);
    setParams(search, { replace: true });
  };
  return [query, set];
}

function Picker({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

type Measure = 'registrations' | 'revenue';

const MEASURES: Record<
  Measure,
  {
    title: string;
    colour: string;
    value: (b: { registrations: number; revenue: string }) => number;
    format: (n: number) => string;
    tick: (n: number) => string;
  }
> = {
  registrations: {
    title: 'Registrations',
    colour: 'var(--accent)',
    value: (b) => b.registrations,
    format: (n) => count.format(n),
    tick: (n) => count.format(n),
  },
  revenue: {
    title: 'Revenue',
    colour: 'var(--gold)',
    value: (b) => Number(b.revenue),
    format: (n) => formatRupees(n.toFixed(2)),
    tick: (n) => compactRupees.format(n),
  },
};

/**
 * One measure's card: the chart (the total as bars, or a line for each of the leading advisors) and,
 * beside it, the same numbers as a table that opens on demand (and that screen readers read).
 */
function MeasureCard({ measure, data, period }: { measure: Measure; data: Performance; period: string }) {
  const m = MEASURES[measure];
  const [view, setView] = useState<'total' | 'advisors'>('total');
  const headingId = useId();
  const perBucket = data.granularity === 'day' ? 'day' : 'month';
  const leaders = data.advisors.slice(0, LINES);
  const canSplit = data.advisor === null && leaders.length > 0;
  const shown = canSplit ? view : 'total';
  const series: ChartSeries[] =
    shown === 'total'
      ? [{ key: 'total', name: `${m.title}, all advisors` }]
      : leaders.map((a) => ({ key: a.id, name: a.name }));
  const rows = data.buckets.map((b, i) => {
    const row: Record<string, string | number> = { label: b.label, total: m.value(b) };
    for (const a of data.advisors) row[a.id] = m.value(a.buckets[i]!);
    return row;
  });
  const total = m.value(data.totals);
  const tableAdvisors = data.advisor === null ? data.advisors : [];

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 content-start gap-4 rounded-[4px] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-2xl">
            {m.title} per {perBucket}
          </h3>
          <p className="text-sm text-muted">
            {m.format(total)} in {period}
          </p>
        </div>
        {canSplit ? (
          <fieldset className="flex rounded-[3px] border border-border p-0.5">
            <legend className="sr-only">{m.title}: show</legend>
            {(['total', 'advisors'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={shown === v}
                onClick={() => setView(v)}
                className={cn(
                  'min-h-10 rounded-[2px] px-3 text-sm transition-colors',
                  shown === v ? 'bg-surface-2 text-text' : 'text-muted hover:text-text',
                )}
              >
                {v === 'total' ? 'Total' : 'By advisor'}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>
      <div
        role="img"
        aria-label={`${m.title} per ${perBucket} in ${period}, ${shown === 'total' ? 'in total' : 'by advisor'}: ${m.format(total)} in all. The table below has the numbers.`}
        data-chart={measure}
      >
        <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
          <PerformanceChart
            data={rows}
            kind={shown === 'total' ? 'bars' : 'lines'}
            series={series}
            barColour={m.colour}
            format={m.format}
            formatTick={m.tick}
          />
        </Suspense>
      </div>
      <details className="min-w-0">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-muted underline-offset-4 hover:text-text hover:underline">
          Show the numbers as a table
        </summary>
        <div className="mt-2 max-h-96 overflow-auto rounded-[3px] border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {m.title} per {perBucket}, {period}
            </caption>
            <thead className="sticky top-0 bg-surface text-[0.68rem] uppercase tracking-[0.14em] text-muted">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 font-medium">
                  {perBucket === 'day' ? 'Day' : 'Month'}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Total
                </th>
                {tableAdvisors.map((a) => (
                  <th key={a.id} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
                    {a.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((r, i) => (
                <tr key={data.buckets[i]!.key}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {perBucket === 'day' ? r.label : MONTHS[i]}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{m.format(Number(r.total))}</td>
                  {tableAdvisors.map((a) => (
                    <td key={a.id} className="px-3 py-2 text-right tabular-nums">
                      {m.format(Number(r[a.id]))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/**
 * Performance (spec 3 section 2, issue 16): month and year pickers over the years that have data, an
 * advisor filter, and the registrations and revenue per day of the month (or per month of the year) as
 * charts, in total and per advisor, each with its table. A sub-admin sees its own advisors only.
 */
export function PerformanceTab() {
  void loadChart();
  const [query, setQuery] = usePeriod();
  const performance = usePerformance(query);
  const advisors = useAdvisors();
  const data = performance.data;
  const years = [...new Set([...(data?.years ?? []), query.year, currentYear()])].sort((a, b) => b - a);
  const periodOf = (p: { year: number; month: number | null }) =>
    p.month ? `${MONTHS[p.month - 1]} ${p.year}` : String(p.year);

  return (
    <section aria-labelledby="performance-heading" className="grid grid-cols-1 gap-6">
      <div>
        <h2 id="performance-heading" className="font-display text-3xl">
          Performance
        </h2>
        <p className="mt-1 text-sm text-muted">
          Registrations and revenue (joining fees and upgrades, less refunds) by day or by month, in India
          time.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Picker label="Year" value={String(query.year)} onChange={(v) => setQuery({ year: Number(v) })}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Picker>
        <Picker
          label="Month"
          value={query.month ? String(query.month) : ''}
          onChange={(v) => setQuery({ month: v ? Number(v) : null })}
        >
          <option value="">Whole year</option>
          {MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </Picker>
        <Picker
          label="Advisor"
          value={query.advisor ?? ''}
          onChange={(v) => setQuery({ advisor: v || null })}
        >
          <option value="">All advisors</option>
          {(advisors.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.code})
            </option>
          ))}
        </Picker>
      </div>

      {performance.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-80 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : performance.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(performance.error)}
        </p>
      ) : (
        <div
          className={cn(
            'grid grid-cols-1 items-start gap-6 lg:grid-cols-2',
            performance.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={performance.isPlaceholderData}
        >
          <MeasureCard
            key={`r-${data!.advisor}`}
            measure="registrations"
            data={data!}
            period={periodOf(data!)}
          />
          <MeasureCard key={`v-${data!.advisor}`} measure="revenue" data={data!} period={periodOf(data!)} />
        </div>
      )}
    </section>
  );
}
