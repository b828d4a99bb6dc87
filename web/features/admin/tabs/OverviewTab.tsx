import type { AdminOverview } from '#contracts/advisor-stats';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { StatCard } from '../../../components/ui/StatCard';
import { formatRupees } from '../../../lib/format';
import { useMe } from '../api/me';
import { useMessageStats, useOverview } from '../api/stats';
import { MessageStatsTable } from '../components/MessageStatsTable';
import { TabSection } from '../components/TabSection';
import { TopPerformers } from '../components/TopPerformers';

const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const perAdvisor = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function Cards({ o }: { o: AdminOverview }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Totals">
      <StatCard
        label="Advisors"
        value={count.format(o.totalAdvisors)}
        detail={`${count.format(o.activeAdvisors)} active`}
      />
      <StatCard
        label="Total revenue"
        value={formatRupees(o.totalRevenue)}
        detail={`${formatRupees(o.averageRevenue)} average per advisor`}
      />
      <StatCard
        label="Registrations"
        value={count.format(o.totalRegistrations)}
        detail={`${count.format(o.registrationsThisMonth)} this month`}
      />
      <StatCard
        label="Conversions"
        value={count.format(o.conversions)}
        detail={`${perAdvisor.format(o.conversionsPerAdvisor)} per advisor · ${percent.format(o.conversionRate)} of registrations`}
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
  const me = useMe();
  const overview = useOverview();
  const isAdmin = me.data?.role === 'admin';
  const messages = useMessageStats(isAdmin);

  return (
    <TabSection
      title="Overview"
      description={
        isAdmin
          ? 'Every advisor code and what it has brought in: joining fees and upgrades, less refunds.'
          : 'The advisors assigned to you and what they have brought in: joining fees and upgrades, less refunds.'
      }
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
