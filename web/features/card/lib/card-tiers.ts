import type { Tier, TierId } from '#contracts/membership';
import type { CardFinish } from '../../../components/MembershipCard';
import { paiseToRupees, toPaise } from '../../../lib/format';
import { registerPath } from '../../../lib/paths';

/** The tier a visitor starts with on the card page. */
export const DEFAULT_PLAN: TierId = 'premium';

/** Tiers shown to visitors: everything but the sandbox-only test tier, in the API's order. */
export function publicTiers(tiers: readonly Tier[] | undefined): Tier[] {
  return (tiers ?? []).filter((t) => !t.sandboxOnly);
}

/** A tier can be chosen on the page only when it can be bought and needs no invitation (Platinum cannot). */
export function isSelectable(tier: Tier): boolean {
  return tier.purchasable && !tier.invitationOnly;
}

/** The plan in effect: the one asked for when it can be chosen, else the first that can (Premium). */
export function chosenPlan(tiers: readonly Tier[] | undefined, wanted: TierId): TierId {
  if (!tiers?.length) return wanted;
  const choices = tiers.filter(isSelectable);
  return choices.some((t) => t.id === wanted) ? wanted : (choices[0]?.id ?? wanted);
}

export function findTier(tiers: readonly Tier[] | undefined, id: TierId): Tier | undefined {
  return tiers?.find((t) => t.id === id);
}

/** The card art for a tier: the three finishes of MembershipCard. */
export function finishOf(id: TierId): CardFinish {
  return id === 'gold' || id === 'platinum' ? id : 'premium';
}

/** Registration with the chosen plan; the registration screen reads `plan`. */
export function applyPath(plan: TierId): string {
  return `${registerPath()}&plan=${encodeURIComponent(plan)}`;
}

/** What moving from one tier to a dearer one costs: the difference of the two prices, as a decimal string. */
export function upgradeCost(from: Tier, to: Tier): string {
  return paiseToRupees(Math.max(0, toPaise(to.price) - toPaise(from.price)));
}

/** True when a decimal price string is above zero ("2000.00"), false for null or "0.00". */
export function hasAmount(price: string | null): price is string {
  return price !== null && toPaise(price) > 0;
}
