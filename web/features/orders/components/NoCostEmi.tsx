import { CalendarClock } from 'lucide-react';
import type { OrderEmi } from '#contracts/emi';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useEmiOffer } from '../api/emi';
import { ORDERS } from '../i18n';

/**
 * The checkout's note for an order that may be paid by no-cost EMI (from the member's sixth paid
 * order). A member who is not there yet sees nothing: she cannot act on it while paying, and the card's
 * pages already state the rule.
 */
export function NoCostEmiNote() {
  const { t } = useTranslation(ORDERS);
  const offer = useEmiOffer();
  if (!offer.data?.eligible || offer.data.months.length === 0) return null;
  const { months } = offer.data;
  // "3, 6, 9 or 12"
  const list =
    months.length > 1
      ? t('emi.or', { list: months.slice(0, -1).join(', '), last: months.at(-1) })
      : String(months[0] ?? '');
  return (
    <p className="mt-4 flex items-start gap-2 rounded-[4px] border border-gold/30 bg-gold/[0.06] p-3 text-sm">
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
      <span>{t('emi.available', { months: list })}</span>
    </p>
  );
}

/** "Paid by no-cost EMI over 6 months (₹1,250/month)" on the order page. */
export function EmiPaidLine({ emi }: { emi: OrderEmi }) {
  const { t } = useTranslation(ORDERS);
  return (
    <p className="mt-3 text-sm font-medium">
      {t('emi.paid', { months: emi.months, monthly: formatRupees(emi.monthly) })}
    </p>
  );
}
