import { useState } from 'react';
import type { Performance } from '#contracts/advisor-stats';
import {
  ChartCard,
  ChartFigure,
  COUNT_FORMAT,
  NumbersTable,
  RUPEE_FORMAT,
} from '../../../components/charts/ChartCard';
import type { ChartSeries } from '../../../components/charts/PerformanceChart';
import { type DataColumn, DataTable } from '../../../components/ui/DataTable';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';
import { monthNames, shopLanguage } from './month-names';

/** How many advisors get a line of their own (the table beside the chart has every one of them too). */
const LINES = 5;

type Measure = 'registrations' | 'revenue';
type Bucket = { registrations: number; revenue: string };

const MEASURES = {
  registrations: {
    colour: 'var(--accent)',
    value: (b: Bucket) => b.registrations,
    ...COUNT_FORMAT,
  },
  revenue: {
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
export function MeasureCard({
  measure,
  data,
  period,
}: {
  measure: Measure;
  data: Performance;
  period: string;
}) {
  const { t, i18n } = useTranslation(ADMIN);
  const m = MEASURES[measure];
  const title = t(`performance.measure.${measure}`);
  const months = monthNames(shopLanguage(i18n.resolvedLanguage));
  const [view, setView] = useState<'total' | 'advisors'>('total');
  const perBucket = data.granularity === 'day' ? 'day' : 'month';
  const leaders = data.advisors.slice(0, LINES);
  const canSplit = data.advisor === null && leaders.length > 0;
  const shown = canSplit ? view : 'total';
  const series: ChartSeries[] =
    shown === 'total'
      ? [{ key: 'total', name: t('performance.allSeries', { measure: title }) }]
      : leaders.map((a) => ({ key: a.id, name: a.name }));
  const rows = data.buckets.map((b, i) => {
    const row: Row = {
      key: b.key,
      label: b.label,
      name: perBucket === 'day' ? b.label : months[i]!,
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
      header: perBucket === 'day' ? t('performance.day') : t('performance.monthCol'),
      cell: ({ row }) => row.original.name,
      meta: { rowHeader: true },
    },
    figure('total', t('performance.total')),
    ...(data.advisor === null ? data.advisors.map((a) => figure(a.id, a.name)) : []),
  ];

  return (
    <ChartCard
      title={t(`performance.cardTitle.${perBucket}`, { measure: title })}
      summary={t('performance.summary', { amount: m.format(total), period })}
      control={
        canSplit ? (
          <fieldset className="flex rounded-[3px] border border-border p-0.5">
            <legend className="sr-only">{t('performance.show', { measure: title })}</legend>
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
                {v === 'total' ? t('performance.total') : t('performance.byAdvisor')}
              </button>
            ))}
          </fieldset>
        ) : null
      }
    >
      <ChartFigure
        label={t(
          shown === 'total'
            ? `performance.figureTotal.${perBucket}`
            : `performance.figureAdvisors.${perBucket}`,
          { measure: title, period, amount: m.format(total) },
        )}
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
          label={t(`performance.tableLabel.${perBucket}`, { measure: title, period })}
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
