import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SalesPerson, SalesStats } from '#contracts/sales';
import { ChartFigure, RUPEE_FORMAT } from '../../../components/charts/ChartCard';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable } from '../../../components/ui/DataTable';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSalesStats } from '../api/sales';
import { SALES } from '../i18n';
import { monthLabel, rupeeTick, type SalesT } from '../lib/words';

type Month = SalesStats['months'][number];
const col = columnsFor<Month>();
const figures = { align: 'right', className: 'tabular-nums' } as const;
const columns = (t: SalesT) => [
  col.row('month', t('stats.month'), (m) => monthLabel(m.label, Number(m.key.slice(5)) - 1), {
    rowHeader: true,
  }),
  col.row(
    'registrations',
    () => (
      <>
        <span className="sm:hidden">{t('stats.regsShort')}</span>
        <span className="hidden sm:inline">{t('stats.registrations')}</span>
      </>
    ),
    (m) => m.registrations,
    figures,
  ),
  col.row('revenue', t('stats.revenue'), (m) => formatRupees(m.revenue), figures),
  col.row('commission', t('stats.commission'), (m) => formatRupees(m.commission), figures),
];

/**
 * A selected sales person's year (GET /api/sales-people/{id}/stats, fetched only now): totals, revenue
 * per month as a chart, and every month's registrations, revenue and commission in a table.
 */
export function PersonStats({
  person,
  onClose,
  scrollIntoView = false,
}: {
  person: SalesPerson;
  onClose: () => void;
  /** Chosen just now (not opened from the URL): bring the stats into view below the cards. */
  scrollIntoView?: boolean;
}) {
  const { t } = useTranslation(SALES);
  const [year, setYear] = useState<number | null>(null);
  const stats = useSalesStats(person.id, year);
  const yearId = useId();
  const data = stats.data;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!scrollIntoView) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [scrollIntoView]);

  return (
    <section
      ref={ref}
      aria-labelledby="person-stats-heading"
      className="grid min-w-0 scroll-mt-24 gap-5 rounded-[4px] border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="eyebrow text-gold">{t(`region.${person.region}`)}</p>
          <h2 id="person-stats-heading" className="mt-1 font-display text-2xl">
            {person.name}
          </h2>
          <p className="mt-1 text-sm text-muted">
            <span className="font-mono tracking-wide">{person.referralCode}</span> ·{' '}
            {t('stats.rate', { rate: person.commissionRate })}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={yearId} className="text-xs text-muted">
              {t('stats.year')}
            </label>
            <select
              id={yearId}
              value={data?.year ?? ''}
              onChange={(e) => setYear(Number(e.target.value))}
              className="h-11 rounded-[3px] border border-border bg-surface px-3 text-sm"
            >
              {(data?.years ?? []).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('stats.close')}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>

      <QueryState query={stats} pending={<Skeletons count={1} className="h-[300px]" />}>
        {(data) => (
          <>
            <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
              {[
                [t('stats.registrations'), String(data.totals.registrations)],
                [t('stats.revenue'), formatRupees(data.totals.revenue)],
                [t('stats.commission'), formatRupees(data.totals.commission)],
              ].map(([label, value]) => (
                <div
                  key={label}
                  className="flex min-w-0 items-baseline justify-between gap-3 rounded-[3px] bg-surface-2 px-4 py-3 sm:block"
                >
                  <dt className="text-[0.68rem] uppercase tracking-[0.12em] text-muted">{label}</dt>
                  <dd className="truncate font-display text-xl tabular-nums sm:mt-1 sm:text-2xl">{value}</dd>
                </div>
              ))}
            </dl>
            <ChartFigure
              label={t('stats.chart', { year: data.year, total: formatRupees(data.totals.revenue) })}
              fallbackClassName="h-[240px]"
              data={data.months.map((m, i) => ({
                label: monthLabel(m.label, i),
                revenue: Number(m.revenue),
              }))}
              kind="bars"
              series={[{ key: 'revenue', name: t('stats.revenue') }]}
              barColour="var(--gold)"
              {...RUPEE_FORMAT}
              formatTick={rupeeTick(t)}
            />
            <DataTable
              label={t('stats.table', { name: person.name, year: data.year })}
              rows={data.months}
              columns={columns(t)}
              rowKey={(m) => m.key}
              cellClassName="px-2 py-2 sm:px-3"
              headClassName="text-[0.68rem] uppercase tracking-[0.08em] text-muted sm:tracking-[0.14em]"
              boxClassName="overflow-x-auto rounded-[3px] border border-border"
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
