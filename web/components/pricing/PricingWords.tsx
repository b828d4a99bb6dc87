import type { TFunction } from 'i18next';
import type { AppliedRule, RuleLineParams } from '#contracts/card-rules';
import type { PickState } from '#contracts/pricing';
import { cn } from '../../lib/cn';
import { formatDayMonth, formatRupees, formatSignedPaise, paiseToRupees } from '../../lib/format';
import { i18n, useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';

/**
 * The card's words, one wording everywhere (the grid, the product page, the bag, checkout, the order):
 * the month's pick, the rules applied to a line, and what an active card would save. The figures are
 * the server's; the words are the catalogue's, in the language shown.
 */

type UiT = TFunction<typeof UI>;
/** Outside a render (or without one given): the words of the language in force. */
const shownT = (): UiT => i18n.getFixedT(null, UI) as UiT;

/** "Your monthly pick: ₹999" (free for Gold and Platinum) until it is used, then when the next opens. */
export function pickText(pick: PickState, t: UiT = shownT()): string | null {
  if (pick.status === 'none' || pick.price === null) return null;
  if (pick.status === 'used') return t('pricing.pick.used', { date: formatDayMonth(pick.nextOn) });
  return Number(pick.price) === 0
    ? t('pricing.pick.free')
    : t('pricing.pick.price', { price: formatRupees(pick.price) });
}

const PLANS = ['basic', 'premium', 'gold', 'platinum'] as const;
const paise = (value: string | number | undefined) => formatRupees(paiseToRupees(Number(value ?? 0)));

/**
 * A rule line's words from the server's key and figures ("Gold member price −20 %", "Size 3XL +₹200"),
 * or the server's English label for a key this page does not know (an order priced before the keys).
 */
export function ruleLineText(
  line: { label: string; key?: string | undefined; params?: RuleLineParams | undefined },
  t: UiT = shownT(),
): string {
  const p = line.params ?? {};
  switch (line.key) {
    case 'monthlyPick':
      return t('pricing.rule.monthlyPick');
    case 'memberPrice': {
      const plan = PLANS.find((x) => x === p.plan);
      if (!plan || typeof p.percent !== 'number') return line.label;
      return t('pricing.rule.memberPrice', { plan: t(`pricing.plan.${plan}`), percent: p.percent });
    }
    case 'sizeSurcharge':
      if (typeof p.size !== 'string' || typeof p.amountPaise !== 'number') return line.label;
      return t('pricing.rule.sizeSurcharge', { size: p.size, amount: paise(p.amountPaise) });
    case 'points':
      if (typeof p.amountPaise !== 'number') return line.label;
      return t('pricing.rule.points', { amount: paise(p.amountPaise) });
    default:
      return line.label;
  }
}

/** The pricing words bound to this render's language (for a component outside the UI kit). */
export function usePricingWords() {
  const { t } = useTranslation(UI);
  return {
    pickText: (pick: PickState) => pickText(pick, t),
    ruleLineText: (line: Parameters<typeof ruleLineText>[0]) => ruleLineText(line, t),
  };
}

export function PickNote({ pick, className }: { pick: PickState | undefined; className?: string }) {
  const { t } = useTranslation(UI);
  const text = pick ? pickText(pick, t) : null;
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
  const { t } = useTranslation(UI);
  if (rules.length === 0) return null;
  return (
    <ul className={cn('grid gap-0.5 text-xs', className)} aria-label={t('pricing.rulesApplied')}>
      {rules.map((r) => (
        <li key={`${r.code}-${r.label}`} className="flex justify-between gap-3">
          <span className={r.amountPaise < 0 ? 'text-success' : 'text-muted'}>{ruleLineText(r, t)}</span>
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
  const { t } = useTranslation(UI);
  if (!amount || Number(amount) <= 0) return null;
  return (
    <p className={cn('text-xs text-muted', className)}>
      {t('pricing.wouldSave', { amount: formatRupees(amount) })}
    </p>
  );
}
