import type { AppliedRule } from '#contracts/card-rules';
import type { PickState } from '#contracts/pricing';
import { cn } from '../../lib/cn';
import { formatDayMonth, formatRupees, formatSignedPaise } from '../../lib/format';

/**
 * The card's words, one wording everywhere (the grid, the product page, the bag, checkout, the order):
 * the month's pick, the rules applied to a line, and what an active card would save. The figures are
 * the server's.
 */

/** "Your monthly pick: ₹999" (free for Gold and Platinum) until it is used, then when the next opens. */
export function pickText(pick: PickState): string | null {
  if (pick.status === 'none' || pick.price === null) return null;
  if (pick.status === 'used') return `Monthly pick used — next on ${formatDayMonth(pick.nextOn)}`;
  return `Your monthly pick: ${Number(pick.price) === 0 ? 'free' : formatRupees(pick.price)}`;
}

export function PickNote({ pick, className }: { pick: PickState | undefined; className?: string }) {
  const text = pick ? pickText(pick) : null;
  if (!text) return null;
  return (
    <p
      className={cn(
        'text-sm',
        pick?.status === 'available' ? 'font-medium text-gold' : 'text-muted',
        className,
      )}
    >
      {text}
    </p>
  );
}

/** The rules applied to a line or an order, each with its signed amount ("Monthly pick −₹1,500"). */
export function RuleList({ rules, className }: { rules: readonly AppliedRule[]; className?: string }) {
  if (rules.length === 0) return null;
  return (
    <ul className={cn('grid gap-0.5 text-xs', className)} aria-label="Card rules applied">
      {rules.map((r) => (
        <li key={`${r.code}-${r.label}`} className="flex justify-between gap-3">
          <span className={r.amountPaise < 0 ? 'text-success' : 'text-muted'}>{r.label}</span>
          <span className="whitespace-nowrap tabular-nums text-muted">
            {formatSignedPaise(r.amountPaise)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Without an active card: what the card's member price would take off. */
export function CardWouldSave({
  amount,
  className,
}: {
  amount: string | null | undefined;
  className?: string;
}) {
  if (!amount || Number(amount) <= 0) return null;
  return (
    <p className={cn('text-xs text-muted', className)}>
      An active card would save you {formatRupees(amount)}
    </p>
  );
}
