import type { CartQuote } from '#contracts/pricing';
import { formatNumber, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ORDERS } from '../i18n';

/** Checkout: use points (the most the bag may take, as the server counts it). */
export function PointsChoice({
  points,
  checked,
  onChange,
}: {
  points: CartQuote['points'];
  checked: boolean;
  onChange: (use: boolean) => void;
}) {
  const { t } = useTranslation(ORDERS);
  return (
    <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-[4px] border border-border p-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-[var(--gold)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="grid gap-0.5">
        <span className="font-medium">
          {t('points.use', { points: formatNumber(points.usable), worth: formatRupees(points.usableWorth) })}
        </span>
        <span className="text-xs text-muted">
          {t('points.have', { balance: formatNumber(points.balance), percent: points.maxPercent })}
        </span>
      </span>
    </label>
  );
}
