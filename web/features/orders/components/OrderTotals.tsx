import type { AppliedRule } from '#contracts/card-rules';
import { usePricingWords } from '../../../components/pricing/PricingWords';
import { formatDate, formatRupees, formatSignedPaise } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ORDERS } from '../i18n';

/**
 * Subtotal, Free shipping, the total and "Inclusive of all taxes", one wording on the checkout, the
 * confirmation and the order page; with the pre-order shipping note when the order has pre-order pieces.
 */
export function OrderTotals({
  subtotal,
  rules = [],
  total,
  totalLabel,
  preOrderShipsAfter,
}: {
  /** Decimal rupee strings ("4098.00"); no subtotal row when absent. */
  subtotal?: string;
  /** The order's own rules (points spent), as the server priced them. */
  rules?: readonly AppliedRule[];
  total: string;
  totalLabel?: string;
  preOrderShipsAfter?: string | null;
}) {
  const { t } = useTranslation(ORDERS);
  const words = usePricingWords();
  return (
    <>
      <dl className="grid gap-2 border-t border-border pt-4 text-sm">
        {subtotal ? (
          <div className="flex justify-between">
            <dt className="text-muted">{t('totals.subtotal')}</dt>
            <dd className="tabular-nums">{formatRupees(subtotal)}</dd>
          </div>
        ) : null}
        {rules.map((r) => (
          <div key={r.code} className="flex justify-between">
            <dt className="text-muted">{words.ruleLineText(r)}</dt>
            <dd className="tabular-nums text-success">{formatSignedPaise(r.amountPaise)}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt className="text-muted">{t('totals.shipping')}</dt>
          <dd className="text-success">{t('totals.freeShipping')}</dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between border-t border-border pt-3">
          <dt className="font-medium">{totalLabel ?? t('totals.total')}</dt>
          <dd className="font-display text-2xl font-semibold lining-nums tabular-nums">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      {/* After the list: a <dl> holds only dt/dd groups (axe: definition-list). */}
      <p className="mt-2 text-right text-xs text-muted">{t('totals.taxes')}</p>
      {preOrderShipsAfter ? (
        <p className="mt-4 rounded-[3px] bg-info/10 p-3 text-sm text-info">
          {t('totals.preOrderShips', { date: formatDate(preOrderShipsAfter) })}
        </p>
      ) : null}
    </>
  );
}
