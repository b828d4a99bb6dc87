import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOverview } from '#contracts/advisor-stats';
import { Facts } from '../../../components/ui/DataTable';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ADMIN } from '../i18n';
import { StatusBadge } from './StatusBadge';

/** The advisors who brought in the most, in order, with a link to the Performance tab. */
export function TopPerformers({ o }: { o: AdminOverview }) {
  const { t } = useTranslation(ADMIN);
  return (
    <section
      aria-labelledby="top-performers-heading"
      className="rounded-[4px] border border-border bg-surface"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border px-5 py-4">
        <h3 id="top-performers-heading" className="font-display text-2xl">
          {t('overview.top.title')}
        </h3>
        <Link
          to={`${paths.admin}/performance`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
        >
          {t('overview.top.see')} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {o.topPerformers.length === 0 ? (
        <p className="px-5 py-8 text-center text-muted">{t('overview.top.empty')}</p>
      ) : (
        <ol className="divide-y divide-border" aria-label={t('overview.top.title')}>
          {o.topPerformers.map((a, i) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full border border-gold/40 font-display text-lg text-gold"
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {a.name}
                  {a.isActive ? null : <StatusBadge active={false} />}
                </p>
                <p className="break-all font-mono text-xs tracking-wide text-muted">{a.code}</p>
              </div>
              <Facts
                className="ml-13 flex basis-full gap-8 text-sm sm:ml-0 sm:basis-auto sm:gap-6 sm:text-right"
                facts={[
                  {
                    label: t('overview.top.revenue'),
                    value: formatRupees(a.totalRevenue),
                    className: 'tabular-nums',
                  },
                  {
                    label: t('overview.top.conversions'),
                    value: t('overview.top.conversionsOf', {
                      conversions: a.conversions,
                      registrations: a.totalRegistrations,
                    }),
                    className: 'tabular-nums',
                  },
                ]}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
