import { PLAN_LABELS } from '#contracts/membership';
import type { SalesRegistration } from '#contracts/sales';
import { Badge } from '../../../components/ui/Badge';
import { TableScroller } from '../../../components/ui/TableScroller';
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

/** Paid in the paid style; anything else (a refunded fee) in the pending style (spec 3 section 4). */
function PaymentBadge({ status }: { status: string }) {
  return status === 'paid' ? (
    <Badge variant="success">Paid</Badge>
  ) : (
    <Badge variant="vote">{status === 'refunded' ? 'Refunded' : 'Pending'}</Badge>
  );
}

/**
 * The recent registrations made with sales codes (the first 5, spec 3 section 2): customer, masked
 * e-mail, plan, amount, payment, date and sales person. A table on a wide screen, cards on a phone.
 */
export function RecentRegistrations({ rows }: { rows: SalesRegistration[] }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-[4px] border border-dashed border-border p-6 text-center text-sm text-muted">
        No registrations with a sales referral code yet.
      </p>
    );
  }
  return (
    <>
      <TableScroller label="Recent registrations" className="hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Recent registrations</caption>
          <thead className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">
            <tr className="border-b border-border">
              {['Customer', 'Plan', 'Amount', 'Payment', 'Date', 'Sales person'].map((h) => (
                <th
                  key={h}
                  scope="col"
                  className={`px-4 py-3 font-medium ${h === 'Amount' ? 'text-right' : ''}`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="max-w-[16rem] px-4 py-3">
                  <Who r={r} />
                </td>
                <td className="px-4 py-3">{PLAN_LABELS[r.plan]}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatRupees(r.amount)}</td>
                <td className="px-4 py-3">
                  <PaymentBadge status={r.paymentStatus} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted">{formatDate(r.createdAt)}</td>
                <td className="max-w-[12rem] truncate px-4 py-3">{r.salesPerson.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="grid gap-3 md:hidden" aria-label="Recent registrations">
        {rows.map((r) => (
          <li key={r.id} className="grid gap-2 rounded-[4px] border border-border bg-surface p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 font-medium">
                <Who r={r} />
              </div>
              <PaymentBadge status={r.paymentStatus} />
            </div>
            <p className="flex flex-wrap justify-between gap-x-3 text-muted">
              <span>
                {PLAN_LABELS[r.plan]} ·{' '}
                <span className="tabular-nums text-text">{formatRupees(r.amount)}</span>
              </span>
              <span>{formatDate(r.createdAt)}</span>
            </p>
            <p className="truncate text-xs text-muted">Through {r.salesPerson.name}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
