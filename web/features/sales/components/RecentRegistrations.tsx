import { PLAN_LABELS } from '#contracts/membership';
import type { SalesRegistration } from '#contracts/sales';
import { Badge } from '../../../components/ui/Badge';
import { columnsFor, DataTable } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/QueryState';
import { formatDate, formatRupees } from '../../../lib/format';

/** The name from the style profile; before the applicant fills it in, the (masked) e-mail stands in. */
const nameOf = (r: SalesRegistration) => [r.firstName, r.lastName].filter(Boolean).join(' ') || null;

function Who({ r }: { r: SalesRegistration }) {
  const name = nameOf(r);
  return (
    <>
      <span className="block truncate">{name ?? r.email ?? 'Applicant'}</span>
      <span className="block truncate text-xs font-normal text-muted">
        {name ? (r.email ?? '—') : 'Profile not completed'}
      </span>
    </>
  );
}

/** Paid in the paid style; anything else (a refunded fee) in the pending style. */
function PaymentBadge({ status }: { status: string }) {
  return status === 'paid' ? (
    <Badge variant="success">Paid</Badge>
  ) : (
    <Badge variant="vote">{status === 'refunded' ? 'Refunded' : 'Pending'}</Badge>
  );
}

const col = columnsFor<SalesRegistration>();
const COLUMNS = [
  col.row('customer', 'Customer', (r) => <Who r={r} />, { className: 'max-w-[16rem]' }),
  col.row('plan', 'Plan', (r) => PLAN_LABELS[r.plan]),
  col.row('amount', 'Amount', (r) => formatRupees(r.amount), { align: 'right', className: 'tabular-nums' }),
  col.row('payment', 'Payment', (r) => <PaymentBadge status={r.paymentStatus} />),
  col.row('date', 'Date', (r) => formatDate(r.createdAt), { className: 'whitespace-nowrap text-muted' }),
  col.row('salesPerson', 'Sales person', (r) => r.salesPerson.name, { className: 'max-w-[12rem] truncate' }),
];

/**
 * The recent registrations made with sales codes (the first 5): customer, masked e-mail, plan, amount,
 * payment, date and sales person. A table on a wide screen, cards on a phone.
 */
export function RecentRegistrations({ rows }: { rows: SalesRegistration[] }) {
  if (rows.length === 0) {
    return <EmptyState className="p-6 text-sm">No registrations with a sales referral code yet.</EmptyState>;
  }
  return (
    <DataTable
      label="Recent registrations"
      rows={rows}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      cardClassName="grid gap-2 rounded-[4px] border border-border bg-surface p-4 text-sm"
      renderCard={(r) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 font-medium">
              <Who r={r} />
            </div>
            <PaymentBadge status={r.paymentStatus} />
          </div>
          <p className="flex flex-wrap justify-between gap-x-3 text-muted">
            <span>
              {PLAN_LABELS[r.plan]} · <span className="tabular-nums text-text">{formatRupees(r.amount)}</span>
            </span>
            <span>{formatDate(r.createdAt)}</span>
          </p>
          <p className="truncate text-xs text-muted">Through {r.salesPerson.name}</p>
        </>
      )}
    />
  );
}
