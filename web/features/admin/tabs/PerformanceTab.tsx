import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Performance, PerformancePeriod } from '#contracts/advisor-stats';
import {
  ChartCard,
  ChartFigure,
  COUNT_FORMAT,
  NumbersTable,
  preloadChart,
  RUPEE_FORMAT,
} from '../../../components/charts/ChartCard';
import type { ChartSeries } from '../../../components/charts/PerformanceChart';
import { type DataColumn, DataTable } from '../../../components/ui/DataTable';
import { Label } from '../../../components/ui/Input';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { cn } from '../../../lib/cn';
import { useAdvisors } from '../api/advisors';
import { usePerformance } from '../api/stats';
import { TabSection } from '../components/TabSection';

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)),
);
/** How many advisors get a line of their own (the table beside the chart has every one of them too). */
const LINES = 5;

/** The year in India, where the shop keeps its books. */
const currentYear = () =>
  Number(new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()));

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
      <select
        id={id}
        className="h-11 w-full rounded-[3px] border border-border bg-surface px-3 text-[0.95rem] text-text transition-colors hover:border-text/30 focus-visible:border-gold"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

type Measure = 'registrations' | 'revenue';
type Bucket = { registrations: number; revenue: string };

const MEASURES = {
  registrations: {
    title: 'Registrations',
    colour: 'var(--accent)',
    value: (b: Bucket) => b.registrations,
    ...COUNT_FORMAT,
  },
  revenue: {
    title: 'Revenue',
    colour: 'var(--gold)',
    value: (b: Bucket) => Number(b.revenue),
    ...RUPEE_FORMAT,
  },
} satisfies Record<Measure, unknown>;

type Row = Record<string, string | number>;

/**
 * One measure's card: the chart (the total as bars, or a line for each of the leading advisors) and,
 * beside it, the same numbers as a table that opens on demand (and that screen readers read).
 */
function MeasureCard({ measure, data, period }: { measure: Measure; data: Performance; period: string }) {
  const m = MEASURES[measure];
  const [view, setView] = useState<'total' | 'advisors'>('total');
  const perBucket = data.granularity === 'day' ? 'day' : 'month';
  const leaders = data.advisors.slice(0, LINES);
  const canSplit = data.advisor === null && leaders.length > 0;
  const shown = canSplit ? view : 'total';
  const series: ChartSeries[] =
    shown === 'total'
      ? [{ key: 'total', name: `${m.title}, all advisors` }]
      : leaders.map((a) => ({ key: a.id, name: a.name }));
  const rows = data.buckets.map((b, i) => {
    const row: Row = {
      key: b.key,
      label: b.label,
      name: perBucket === 'day' ? b.label : MONTHS[i]!,
      total: m.value(b),
    };
    for (const a of data.advisors) row[a.id] = m.value(a.buckets[i]!);
    return row;
  });
  const total = m.value(data.totals);
  const figure = (id: string, header: string): DataColumn<Row> => ({
    id,
    header,
    cell: ({ row }) => m.format(Number(row.original[id])),
    meta: { align: 'right', className: 'tabular-nums', headerClassName: 'whitespace-nowrap' },
  });
  const columns: DataColumn<Row>[] = [
    {
      id: 'label',
      header: perBucket === 'day' ? 'Day' : 'Month',
      cell: ({ row }) => row.original.name,
      meta: { rowHeader: true },
    },
    figure('total', 'Total'),
    ...(data.advisor === null ? data.advisors.map((a) => figure(a.id, a.name)) : []),
  ];

  return (
    <ChartCard
      title={`${m.title} per ${perBucket}`}
      summary={`${m.format(total)} in ${period}`}
      control={
        canSplit ? (
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
        ) : null
      }
    >
      <ChartFigure
        label={`${m.title} per ${perBucket} in ${period}, ${shown === 'total' ? 'in total' : 'by advisor'}: ${m.format(total)} in all. The table below has the numbers.`}
        name={measure}
        data={rows}
        kind={shown === 'total' ? 'bars' : 'lines'}
        series={series}
        barColour={m.colour}
        format={m.format}
        formatTick={m.formatTick}
      />
      <NumbersTable>
        <DataTable
          label={`${m.title} per ${perBucket}, ${period}`}
          rows={rows}
          columns={columns}
          rowKey={(r) => String(r.key)}
          cellClassName="px-3 py-2"
          headClassName="sticky top-0 bg-surface text-[0.68rem] uppercase tracking-[0.14em] text-muted"
          boxClassName="mt-2 max-h-96 overflow-auto rounded-[3px] border border-border"
        />
      </NumbersTable>
    </ChartCard>
  );
}

/**
 * Performance: month and year pickers over the years that have data, an advisor filter, and the
 * registrations and revenue per day of the month (or per month of the year) as charts, in total and per
 * advisor, each with its table. A sub-admin sees its own advisors only.
 */
export function PerformanceTab() {
  void preloadChart();
  const [query, setQuery] = usePeriod();
  const performance = usePerformance(query);
  const advisors = useAdvisors();
  const years = [...new Set([...(performance.data?.years ?? []), query.year, currentYear()])].sort(
    (a, b) => b - a,
  );
  const periodOf = (p: { year: number; month: number | null }) =>
    p.month ? `${MONTHS[p.month - 1]} ${p.year}` : String(p.year);

  return (
    <TabSection
      title="Performance"
      description="Registrations and revenue (joining fees and upgrades, less refunds) by day or by month, in India time."
      className="grid-cols-1"
    >
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

      <QueryState
        query={performance}
        pending={<Skeletons count={2} className="h-80" gridClassName="grid gap-6 lg:grid-cols-2" />}
      >
        {(data) => (
          <div
            className={cn(
              'grid grid-cols-1 items-start gap-6 lg:grid-cols-2',
              performance.isPlaceholderData && 'opacity-60',
            )}
            aria-busy={performance.isPlaceholderData}
          >
            <MeasureCard
              key={`r-${data.advisor}`}
              measure="registrations"
              data={data}
              period={periodOf(data)}
            />
            <MeasureCard key={`v-${data.advisor}`} measure="revenue" data={data} period={periodOf(data)} />
          </div>
        )}
      </QueryState>
    </TabSection>
  );
}
