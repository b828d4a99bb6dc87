import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdvisorDashboardProfile } from '#contracts/advisor-portal';
import { formatPaise, priceToPaise } from '#contracts/money';
import { CARD_CLASS } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/QueryState';
import { StatCard } from '../../../components/ui/StatCard';
import { formatNumber, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { RegistrationCard } from '../components/RegistrationRow';
import { ADVISOR } from '../i18n';

/** The Overview: totals (registrations, revenue, commission pending vs paid, averages) and the 5 latest. */
export function OverviewPanel({
  profile,
  registrationsPath,
}: {
  profile: AdvisorDashboardProfile;
  registrationsPath: string;
}) {
  const { t } = useTranslation(ADVISOR);
  const totals = profile.totals;
  const earned = priceToPaise(totals.commissionPayable) + priceToPaise(totals.commissionPaid);
  const waiting = priceToPaise(totals.commissionPending) + priceToPaise(totals.commissionHeld);
  const paidOut = {
    payable: formatRupees(totals.commissionPayable),
    pending: formatPaise(waiting),
    held: formatRupees(totals.commissionHeld),
  };
  return (
    <div className="grid gap-8">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('overview.totals')}>
        <StatCard
          label={t('overview.registrations')}
          value={formatNumber(totals.registrations)}
          detail={t('overview.approved', { count: totals.conversions, n: formatNumber(totals.conversions) })}
        />
        <StatCard
          label={t('overview.revenue')}
          value={formatRupees(totals.revenue)}
          detail={t('overview.perCustomer', { amount: formatRupees(totals.averageRevenuePerCustomer) })}
        />
        <StatCard
          label={t('overview.earned')}
          value={formatPaise(earned)}
          detail={t('overview.earnedDetail', {
            amount: formatRupees(totals.averageCommissionPerCustomer),
            rate: profile.commissionRate,
          })}
        />
        <StatCard
          label={t('overview.paidOut')}
          value={formatRupees(totals.commissionPaid)}
          detail={
            priceToPaise(totals.commissionHeld) > 0
              ? t('overview.paidOutDetailHeld', paidOut)
              : t('overview.paidOutDetail', paidOut)
          }
        />
      </dl>
      <section aria-labelledby="recent-heading" className="grid gap-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id="recent-heading" className="font-display text-2xl">
            {t('overview.recent')}
          </h2>
          {profile.recent.length > 0 ? (
            <Link
              to={registrationsPath}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap text-sm text-muted underline-offset-4 hover:text-text hover:underline"
            >
              {t('overview.seeAll')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        {profile.recent.length === 0 ? (
          <EmptyState className="p-6">{t('overview.empty')}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {profile.recent.map((r) => (
              <li key={r.id} className={CARD_CLASS}>
                <RegistrationCard r={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
