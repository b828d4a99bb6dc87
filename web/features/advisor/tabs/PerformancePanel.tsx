import { useId, useState } from 'react';
import type { AdvisorMonthlyPerformance } from '#contracts/advisor-portal';
import {
  ChartCard,
  ChartFigure,
  COUNT_FORMAT,
  NumbersTable,
  preloadChart,
  RUPEE_FORMAT,
} from '../../../components/charts/ChartCard';
import { columnsFor, DataTable } from '../../../components/ui/DataTable';
import { Label } from '../../../components/ui/Input';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useAdvisorMonthly } from '../api/reads';
import { ADVISOR } from '../i18n';
import { type AdvisorT, monthLabel, monthName, rupeeTick } from '../lib/labels';

const SELECT =
  'h-11 rounded-[3px] border border-border bg-surface px-3 text-sm text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/50';

type Month = AdvisorMonthlyPerformance['months'][number] & { name: string };
const col = columnsFor<Month>();
const figures = { align: 'right', className: 'tabular-nums' } as const;
const columns = (t: AdvisorT) => [
  col.row('month', t('performance.month'), (m) => m.name, { rowHeader: true }),
  col.row(
    'registrations',
    t('performance.registrations'),
    (m) => COUNT_FORMAT.format(m.registrations),
    figures,
  ),
  col.row('revenue', t('performance.revenue'), (m) => formatRupees(m.revenue), figures),
  col.row('commission', t('performance.commission'), (m) => formatRupees(m.commission), figures),
];

const MEASURES = {
  registrations: { colour: 'var(--accent)', ...COUNT_FORMAT },
  commission: { colour: 'var(--gold)', ...RUPEE_FORMAT },
};

function MonthlyChart({
  measure,
  data,
}: {
  measure: keyof typeof MEASURES;
  data: AdvisorMonthlyPerformance;
}) {
  const { t } = useTranslation(ADVISOR);
  const m = MEASURES[measure];
  const value = (n: { registrations: number; commission: string }) =>
    measure === 'registrations' ? n.registrations : Number(n.commission);
  const total = m.format(value(data.totals));
  return (
    <ChartCard
      title={t(`performance.perMonth.${measure}`)}
      summary={t('performance.summary', { total, year: data.year })}
    >
      <ChartFigure
        label={t(`performance.chartLabel.${measure}`, { total, year: data.year })}
        name={measure}
        data={data.months.map((month, i) => ({ label: monthLabel(month.label, i), value: value(month) }))}
        kind="bars"
        series={[{ key: 'value', name: t(`performance.${measure}`) }]}
        barColour={m.colour}
        format={m.format}
        formatTick={measure === 'commission' ? rupeeTick(t) : m.formatTick}
      />
    </ChartCard>
  );
}

/**
 * Performance: the advisor's registrations, revenue and commission per month of a year (the spec fetches
 * the monthly numbers without showing them; here they are charts, with the same numbers as a table).
 */
export function PerformancePanel() {
  const { t } = useTranslation(ADVISOR);
  void preloadChart();
  const [year, setYear] = useState<number | undefined>(undefined);
  const monthly = useAdvisorMonthly(year);
  const yearId = useId();
  const data = monthly.data;

  return (
    <section aria-labelledby="advisor-performance-heading" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="advisor-performance-heading" className="font-display text-3xl">
            {t('performance.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('performance.intro')}</p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={yearId}>{t('performance.year')}</Label>
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
      <QueryState
        query={monthly}
        pending={<Skeletons count={2} className="h-[340px]" gridClassName="grid gap-6 lg:grid-cols-2" />}
      >
        {(d) => (
          <>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <MonthlyChart measure="registrations" data={d} />
              <MonthlyChart measure="commission" data={d} />
            </div>
            <NumbersTable className="min-w-0 rounded-[4px] border border-border bg-surface px-5 py-3">
              <DataTable
                label={t('performance.table', { year: d.year })}
                rows={d.months.map((m, i) => ({ ...m, name: monthName(i) }))}
                columns={columns(t)}
                rowKey={(m) => m.key}
                cellClassName="px-3 py-2"
                boxClassName="mt-2 overflow-x-auto"
              />
            </NumbersTable>
          </>
        )}
      </QueryState>
    </section>
  );
}
