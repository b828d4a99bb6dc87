import type { SalesRegistration } from '#contracts/sales';
import { Badge } from '../../../components/ui/Badge';
import { columnsFor, DataTable } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/QueryState';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { SALES } from '../i18n';
import { planLabel, type SalesT } from '../lib/words';

/** The name from the style profile; before the applicant fills it in, the (masked) e-mail stands in. */
const nameOf = (r: SalesRegistration) => [r.firstName, r.lastName].filter(Boolean).join(' ') || null;

function Who({ r }: { r: SalesRegistration }) {
  const { t } = useTranslation(SALES);
  const name = nameOf(r);
  return (
    <>
      <span className="block truncate">{name ?? r.email ?? t('recent.applicant')}</span>
      <span className="block truncate text-xs font-normal text-muted">
        {name ? (r.email ?? '—') : t('recent.noProfile')}
      </span>
    </>
  );
}

/** Paid in the paid style; anything else (a refunded fee) in the pending style. */
function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation(SALES);
  return status === 'paid' ? (
    <Badge variant="success">{t('recent.paid')}</Badge>
  ) : (
    <Badge variant="vote">{status === 'refunded' ? t('recent.refunded') : t('recent.pending')}</Badge>
  );
}

const col = columnsFor<SalesRegistration>();
const columns = (t: SalesT) => [
  col.row('customer', t('recent.customer'), (r) => <Who r={r} />, { className: 'max-w-[16rem]' }),
  col.row('plan', t('recent.plan'), (r) => planLabel(t, r.plan)),
  col.row('amount', t('recent.amount'), (r) => formatRupees(r.amount), {
    align: 'right',
    className: 'tabular-nums',
  }),
  col.row('payment', t('recent.payment'), (r) => <PaymentBadge status={r.paymentStatus} />),
  col.row('date', t('recent.date'), (r) => formatDate(r.createdAt), {
    className: 'whitespace-nowrap text-muted',
  }),
  col.row('salesPerson', t('recent.salesPerson'), (r) => r.salesPerson.name, {
    className: 'max-w-[12rem] truncate',
  }),
];

/**
 * The recent registrations made with sales codes (the first 5): customer, masked e-mail, plan, amount,
 * payment, date and sales person. A table on a wide screen, cards on a phone.
 */
export function RecentRegistrations({ rows }: { rows: SalesRegistration[] }) {
  const { t } = useTranslation(SALES);
  if (rows.length === 0) {
    return <EmptyState className="p-6 text-sm">{t('recent.empty')}</EmptyState>;
  }
  return (
    <DataTable
      label={t('recent.table')}
      rows={rows}
      columns={columns(t)}
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
              {planLabel(t, r.plan)} ·{' '}
              <span className="tabular-nums text-text">{formatRupees(r.amount)}</span>
            </span>
            <span>{formatDate(r.createdAt)}</span>
          </p>
          <p className="truncate text-xs text-muted">{t('recent.through', { name: r.salesPerson.name })}</p>
        </>
      )}
    />
  );
}
