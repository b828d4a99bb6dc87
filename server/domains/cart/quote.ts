import type { CardRules } from '../../../contracts/card-rules.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { CartQuote } from '../../../contracts/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as cardRules from '../card-rules/service.ts';
import * as membership from '../membership/service.ts';
import { maxPointsFor, type PriceQuote, type PricingLine, price } from '../pricing/service.ts';
import * as repo from './repo.ts';

type CheckoutLine = Awaited<ReturnType<typeof repo.checkoutLines>>[number];

/** A bag line as the pricing step reads it (the size, when the line's variant is a size). */
export function pricingLineOf(line: CheckoutLine): PricingLine {
  return {
    key: line.id,
    listPricePaise: line.pricePaise,
    storefront: line.availableIn,
    size: line.variantName === 'size' ? line.variantValue : null,
    quantity: line.quantity,
  };
}

export interface PricedBag {
  rules: CardRules;
  member: membership.MemberPricing;
  quote: PriceQuote;
}

/**
 * The bag priced for its member: the figures in force, the member's card, pick and points, and the lines.
 * `pointsHeld`: points an unpaid order holds that this checkout gives back before it spends (placement).
 */
export async function priceBag(
  db: DbOrTx,
  userId: string,
  lines: CheckoutLine[],
  /** `member`: the member's pricing facts when the caller read them already (checkout's first read). */
  opts: { pointsToUse?: number; pointsHeld?: number; now?: Date; member?: membership.MemberPricing } = {},
): Promise<PricedBag> {
  const now = opts.now ?? new Date();
  const [rules, member] = await Promise.all([
    cardRules.currentRules(db),
    opts.member ?? membership.pricingMemberOf(db, userId, now),
  ]);
  const balance = member.pointsBalance + (opts.pointsHeld ?? 0);
  const quote = price({
    member: { ...member, pointsBalance: balance },
    lines: lines.map(pricingLineOf),
    rules,
    pointsToUse: opts.pointsToUse,
  });
  return { rules, member: { ...member, pointsBalance: balance }, quote };
}

/** GET /api/cart/quote: the bag as the member would pay for it (points when asked). */
export async function cartQuote(
  db: DbOrTx,
  userId: string,
  pointsToUse?: number,
  now = new Date(),
): Promise<CartQuote> {
  const lines = await repo.checkoutLines(db, userId);
  const { rules, member, quote } = await priceBag(db, userId, lines, { pointsToUse, now });
  const usable = Math.min(member.pointsBalance, maxPointsFor(quote.subtotalPaise, rules));
  return {
    lines: quote.lines.map((l) => ({
      id: l.key,
      listPrice: paiseToPrice(l.listPricePaise),
      quantity: l.quantity,
      lineTotal: paiseToPrice(l.lineTotalPaise),
      rules: l.rules,
    })),
    subtotal: paiseToPrice(quote.subtotalPaise),
    rules: quote.rules,
    total: paiseToPrice(quote.totalPaise),
    pick: membership.pickStateOf(member, rules, now),
    cardWouldSave: quote.cardWouldSavePaise > 0 ? paiseToPrice(quote.cardWouldSavePaise) : null,
    points: {
      balance: member.pointsBalance,
      usable,
      pointValue: paiseToPrice(rules.pointValuePaise),
      usableWorth: paiseToPrice(usable * rules.pointValuePaise),
      maxPercent: rules.pointsMaxPercent,
    },
  };
}
