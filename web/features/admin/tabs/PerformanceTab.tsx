import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { PerformancePeriod } from '#contracts/advisor-stats';
import { preloadChart } from '../../../components/charts/ChartCard';
import { Label } from '../../../components/ui/Input';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { useAdvisors } from '../api/advisors';
import { usePerformance } from '../api/stats';
import { MeasureCard } from '../components/MeasureCard';
import { monthNames, shopLanguage } from '../components/month-names';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

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

/**
 * Performance: month and year pickers over the years that have data, an advisor filter, and the
 * registrations and revenue per day of the month (or per month of the year) as charts, in total and per
 * advisor, each with its table. A sub-admin sees its own advisors only.
 */
export function PerformanceTab() {
  const { t, i18n } = useTranslation(ADMIN);
  const months = monthNames(shopLanguage(i18n.resolvedLanguage));
  void preloadChart();
  const [query, setQuery] = usePeriod();
  const performance = usePerformance(query);
  const advisors = useAdvisors();
  const years = [...new Set([...(performance.data?.years ?? []), query.year, currentYear()])].sort(
    (a, b) => b - a,
  );
  const periodOf = (p: { year: number; month: number | null }) =>
    p.month ? `${months[p.month - 1]} ${p.year}` : String(p.year);

  return (
    <TabSection
      title={t('performance.title')}
      description={t('performance.description')}
      className="grid-cols-1"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Picker
          label={t('performance.year')}
          value={String(query.year)}
          onChange={(v) => setQuery({ year: Number(v) })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Picker>
        <Picker
          label={t('performance.month')}
          value={query.month ? String(query.month) : ''}
          onChange={(v) => setQuery({ month: v ? Number(v) : null })}
        >
          <option value="">{t('performance.wholeYear')}</option>
          {months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </Picker>
        <Picker
          label={t('performance.advisor')}
          value={query.advisor ?? ''}
          onChange={(v) => setQuery({ advisor: v || null })}
        >
          <option value="">{t('performance.allAdvisors')}</option>
          {(advisors.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {t('performance.advisorOption', { name: a.name, code: a.code })}
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
