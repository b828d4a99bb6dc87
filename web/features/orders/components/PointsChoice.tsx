import type { CartQuote } from '#contracts/pricing';
import { formatRupees } from '../../../lib/format';

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
          Use {points.usable.toLocaleString('en-IN')} points ({formatRupees(points.usableWorth)})
        </span>
        <span className="text-xs text-muted">
          You have {points.balance.toLocaleString('en-IN')} points; up to {points.maxPercent} % of an order
          can be paid with them.
        </span>
      </span>
    </label>
  );
}
