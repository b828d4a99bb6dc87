import type { AdvisorRegistration } from '#contracts/advisor-portal';
import { Badge } from '../../../components/ui/Badge';
import { columnsFor, PhoneCard } from '../../../components/ui/DataTable';
import { formatDate, formatRupees } from '../../../lib/format';
import {
  APPLICATION_LABELS,
  COMMISSION_BADGES,
  COMMISSION_LABELS,
  contactOf,
  customerOf,
  planOf,
} from '../lib/labels';

const CommissionBadge = ({ r, className }: { r: AdvisorRegistration; className?: string }) => (
  <Badge variant={COMMISSION_BADGES[r.commissionStatus]} className={className}>
    {COMMISSION_LABELS[r.commissionStatus]}
  </Badge>
);

/** A registration as a card (phones, and the Overview's recent five): inside a CARD_CLASS list item. */
export function RegistrationCard({ r }: { r: AdvisorRegistration }) {
  return (
    <PhoneCard
      title={
        <>
          <p className="truncate font-medium">{customerOf(r)}</p>
          <p className="truncate text-sm text-muted">{contactOf(r)}</p>
        </>
      }
      aside={<CommissionBadge r={r} />}
      factsClassName="grid grid-cols-3 gap-2 text-sm"
      facts={[
        { label: planOf(r), value: formatDate(r.registrationDate) },
        { label: 'Revenue', value: formatRupees(r.revenue), className: 'tabular-nums' },
        { label: 'Commission', value: formatRupees(r.commission), className: 'tabular-nums' },
      ]}
    >
      <p className="text-xs text-muted">{APPLICATION_LABELS[r.applicationStatus]}</p>
    </PhoneCard>
  );
}

const col = columnsFor<AdvisorRegistration>();

/** The registrations as a table (wide screens): the customer names each row. */
export const REGISTRATION_COLUMNS = [
  col.row(
    'customer',
    'Customer',
    (r) => (
      <>
        <span className="block font-medium">{customerOf(r)}</span>
        <span className="block text-muted">{contactOf(r)}</span>
      </>
    ),
    { rowHeader: true },
  ),
  col.row('plan', 'Plan', planOf),
  col.row('date', 'Date', (r) => formatDate(r.registrationDate), { className: 'whitespace-nowrap' }),
  col.row('application', 'Application', (r) => APPLICATION_LABELS[r.applicationStatus]),
  col.row('revenue', 'Revenue', (r) => formatRupees(r.revenue), {
    align: 'right',
    className: 'tabular-nums',
  }),
  col.row(
    'commission',
    'Commission',
    (r) => (
      <>
        <span className="block tabular-nums">{formatRupees(r.commission)}</span>
        <CommissionBadge r={r} className="mt-1" />
      </>
    ),
    { align: 'right' },
  ),
];
