import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdvisorDashboardProfile } from '#contracts/advisor-portal';
import { formatPaise, priceToPaise } from '#contracts/money';
import { CARD_CLASS } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/QueryState';
import { StatCard } from '../../../components/ui/StatCard';
import { formatRupees } from '../../../lib/format';
import { RegistrationCard } from '../components/RegistrationRow';

const count = new Intl.NumberFormat('en-IN');

/** The Overview: totals (registrations, revenue, commission pending vs paid, averages) and the 5 latest. */
export function OverviewPanel({
  profile,
  registrationsPath,
}: {
  profile: AdvisorDashboardProfile;
  registrationsPath: string;
}) {
  const t = profile.totals;
  const earned = priceToPaise(t.commissionPayable) + priceToPaise(t.commissionPaid);
  const waiting = priceToPaise(t.commissionPending) + priceToPaise(t.commissionHeld);
  return (
    <div className="grid gap-8">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Your totals">
        <StatCard
          label="Registrations"
          value={count.format(t.registrations)}
          detail={`${count.format(t.conversions)} approved`}
        />
        <StatCard
          label="Revenue"
          value={formatRupees(t.revenue)}
          detail={`${formatRupees(t.averageRevenuePerCustomer)} per customer`}
        />
        <StatCard
          label="Commission earned"
          value={formatPaise(earned)}
          detail={`${formatRupees(t.averageCommissionPerCustomer)} per customer · ${profile.commissionRate}% rate`}
        />
        <StatCard
          label="Paid out"
          value={formatRupees(t.commissionPaid)}
          detail={`${formatRupees(t.commissionPayable)} to be paid · ${formatPaise(waiting)} pending${
            priceToPaise(t.commissionHeld) > 0 ? ` (${formatRupees(t.commissionHeld)} on hold)` : ''
          }`}
        />
      </dl>
      <section aria-labelledby="recent-heading" className="grid gap-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id="recent-heading" className="font-display text-2xl">
            Recent registrations
          </h2>
          {profile.recent.length > 0 ? (
            <Link
              to={registrationsPath}
              className="inline-flex min-h-11 items-center gap-2 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
            >
              See all <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        {profile.recent.length === 0 ? (
          <EmptyState className="p-6">
            No registrations yet. Share your code or QR code, and everyone who applies with it shows here.
          </EmptyState>
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
