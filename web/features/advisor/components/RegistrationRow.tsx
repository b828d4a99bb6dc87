import type { AdvisorRegistration } from '#contracts/advisor-portal';
import { Badge } from '../../../components/ui/Badge';
import { columnsFor, PhoneCard } from '../../../components/ui/DataTable';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ADVISOR } from '../i18n';
import { type AdvisorT, COMMISSION_BADGES, contactOf, customerOf, planOf } from '../lib/labels';

const CommissionBadge = ({ r, className }: { r: AdvisorRegistration; className?: string }) => {
  const { t } = useTranslation(ADVISOR);
  return (
    <Badge variant={COMMISSION_BADGES[r.commissionStatus]} className={className}>
      {t(`commissionStatus.${r.commissionStatus}`)}
    </Badge>
  );
};

/** A registration as a card (phones, and the Overview's recent five): inside a CARD_CLASS list item. */
export function RegistrationCard({ r }: { r: AdvisorRegistration }) {
  const { t } = useTranslation(ADVISOR);
  return (
    <PhoneCard
      title={
        <>
          <p className="truncate font-medium">{customerOf(t, r)}</p>
          <p className="truncate text-sm text-muted">{contactOf(r)}</p>
        </>
      }
      aside={<CommissionBadge r={r} />}
      factsClassName="grid grid-cols-3 gap-2 text-sm"
      facts={[
        { label: planOf(t, r), value: formatDate(r.registrationDate) },
        { label: t('registrations.revenue'), value: formatRupees(r.revenue), className: 'tabular-nums' },
        {
          label: t('registrations.commission'),
          value: formatRupees(r.commission),
          className: 'tabular-nums',
        },
      ]}
    >
      <p className="text-xs text-muted">{t(`applicationStatus.${r.applicationStatus}`)}</p>
    </PhoneCard>
  );
}

const col = columnsFor<AdvisorRegistration>();

/** The registrations as a table (wide screens): the customer names each row. */
export const registrationColumns = (t: AdvisorT) => [
  col.row(
    'customer',
    t('registrations.customer'),
    (r) => (
      <>
        <span className="block font-medium">{customerOf(t, r)}</span>
        <span className="block text-muted">{contactOf(r)}</span>
      </>
    ),
    { rowHeader: true },
  ),
  col.row('plan', t('registrations.plan'), (r) => planOf(t, r)),
  col.row('date', t('registrations.date'), (r) => formatDate(r.registrationDate), {
    className: 'whitespace-nowrap',
  }),
  col.row('application', t('registrations.application'), (r) =>
    t(`applicationStatus.${r.applicationStatus}`),
  ),
  col.row('revenue', t('registrations.revenue'), (r) => formatRupees(r.revenue), {
    align: 'right',
    className: 'tabular-nums',
  }),
  col.row(
    'commission',
    t('registrations.commission'),
    (r) => (
      <>
        <span className="block tabular-nums">{formatRupees(r.commission)}</span>
        <CommissionBadge r={r} className="mt-1" />
      </>
    ),
    { align: 'right' },
  ),
];
