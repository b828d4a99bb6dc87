import type { AdminOverview } from '#contracts/advisor-stats';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { StatCard } from '../../../components/ui/StatCard';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMe } from '../api/me';
import { useMessageStats, useOverview } from '../api/stats';
import { MessageStatsTable } from '../components/MessageStatsTable';
import { TabSection } from '../components/TabSection';
import { TopPerformers } from '../components/TopPerformers';
import { ADMIN } from '../i18n';

const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const perAdvisor = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function Cards({ o }: { o: AdminOverview }) {
  const { t } = useTranslation(ADMIN);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('overview.totals')}>
      <StatCard
        label={t('overview.advisors')}
        value={count.format(o.totalAdvisors)}
        detail={t('overview.activeCount', { n: count.format(o.activeAdvisors) })}
      />
      <StatCard
        label={t('overview.totalRevenue')}
        value={formatRupees(o.totalRevenue)}
        detail={t('overview.averageRevenue', { amount: formatRupees(o.averageRevenue) })}
      />
      <StatCard
        label={t('overview.registrations')}
        value={count.format(o.totalRegistrations)}
        detail={t('overview.thisMonth', { n: count.format(o.registrationsThisMonth) })}
      />
      <StatCard
        label={t('overview.conversions')}
        value={count.format(o.conversions)}
        detail={t('overview.conversionsDetail', {
          perAdvisor: perAdvisor.format(o.conversionsPerAdvisor),
          rate: percent.format(o.conversionRate),
        })}
      />
    </dl>
  );
}

/**
 * Overview: total and active advisors, total and average revenue, registrations (and
 * this month's), conversions per advisor with the rate, and the top performers; an admin's over every
 * advisor, a sub-admin's over its own. Numbers from GET /api/admin/overview. An admin also sees the
 * shop's messages per channel (GET /api/admin/messages/stats).
 */
export function OverviewTab() {
  const { t } = useTranslation(ADMIN);
  const me = useMe();
  const overview = useOverview();
  const isAdmin = me.data?.role === 'admin';
  const messages = useMessageStats(isAdmin);

  return (
    <TabSection
      title={t('overview.title')}
      description={isAdmin ? t('overview.descriptionAdmin') : t('overview.descriptionSubadmin')}
    >
      <QueryState
        query={overview}
        pending={
          <Skeletons count={4} className="h-32" gridClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" />
        }
      >
        {(o) => (
          <>
            <Cards o={o} />
            <TopPerformers o={o} />
          </>
        )}
      </QueryState>
      {isAdmin ? (
        <QueryState query={messages} pending={<Skeletons count={1} className="h-48" />}>
          {(stats) => <MessageStatsTable stats={stats} />}
        </QueryState>
      ) : null}
    </TabSection>
  );
}
