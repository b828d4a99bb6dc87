import type { CardRules } from '../../../contracts/card-rules.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { PickState } from '../../../contracts/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { addMonths, istParts, monthKey, monthStart } from '../../lib/calendar.ts';
import type { PricingMember } from '../pricing/service.ts';
import * as repo from './picks-repo.ts';

/**
 * The monthly pick: an active card's first LIMITED-EDITION piece of a calendar month (India time) at the
 * pick's price. One order a month holds it (monthly_picks, unique per member and month), taken in the
 * order's transaction; a cancelled, refunded or lapsed order gives it back in the transaction that
 * closes it.
 */
export const pickMonth = (at: Date) => monthKey(istParts(at));

/** When the next month's pick opens: the first of next month, India time. */
export const nextPickOpens = (at: Date) => monthStart(addMonths(istParts(at), 1));

export interface MemberPricing extends PricingMember {
  /** The order holding this month's pick, if any. */
  pickOrderId: string | null;
}

/** The member's pricing facts as pricingFactColumns reads them (undefined: no card account). */
export type PricingFacts = {
  plan: MemberPricing['plan'] | null;
  cardStatus: string | null;
  activatedAt: Date | null;
  pickOrderId: string | null;
  points: number | null;
};

/**
 * The columns that read a member's pricing facts from `accounts` (this month's pick, the points): for a
 * statement that reads them with other things (checkout's first read). `month` is pickMonth(now).
 */
export const pricingFactColumns = repo.pricingFactColumns;

/** The member as the pricing step needs them, from the facts pricingFactColumns read. */
export function pricingMemberFrom(facts: PricingFacts | undefined, now = new Date()): MemberPricing {
  const cardActive = facts?.cardStatus === 'active';
  const activated = facts?.activatedAt;
  let monthsHeld = 0;
  if (activated) {
    const from = istParts(activated);
    const to = istParts(now);
    monthsHeld = Math.max(0, (to.year - from.year) * 12 + (to.month - from.month));
  }
  return {
    plan: facts?.plan ?? 'none',
    cardActive,
    monthsHeld,
    pickAvailable: cardActive && !facts?.pickOrderId,
    pickOrderId: facts?.pickOrderId ?? null,
    pointsBalance: facts?.points ?? 0,
  };
}

/** The member as the pricing step needs them (one statement). */
export async function pricingMemberOf(db: DbOrTx, userId: string, now = new Date()): Promise<MemberPricing> {
  return pricingMemberFrom(await repo.pricingFacts(db, userId, pickMonth(now)), now);
}

/** Take this month's pick for an order (in its transaction): false when another order holds it. */
export function claimMonthlyPick(tx: DbOrTx, input: { userId: string; orderId: string; at: Date }) {
  return repo.claim(tx, { ...input, month: pickMonth(input.at) });
}

/** The order gives back the pick it held (in the transaction that cancels, refunds or lapses it). */
export function releaseMonthlyPick(tx: DbOrTx, orderId: string) {
  return repo.release(tx, orderId);
}

/** The month's pick as the storefront shows it. */
export function pickStateOf(member: PricingMember, rules: CardRules, now = new Date()): PickState {
  const gold = member.plan === 'gold' || member.plan === 'platinum';
  const status = !member.cardActive ? 'none' : member.pickAvailable ? 'available' : 'used';
  return {
    status,
    price:
      status === 'none'
        ? null
        : paiseToPrice(gold ? rules.monthlyPickGoldPaise : rules.monthlyPickPremiumPaise),
    cap: paiseToPrice(rules.monthlyPickCapPaise),
    nextOn: nextPickOpens(now).toISOString(),
  };
}
