import type { Tier, TierId } from '../../../contracts/membership.ts';
import { TIER_IDS } from '../../../contracts/membership.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { istParts } from '../../lib/calendar.ts';
import * as accounts from '../accounts/service.ts';
import { currentRules } from '../card-rules/service.ts';
import { birthdayGiftStartsAt, cardStartOf } from './birthday.ts';
import { birthdayRun } from './points.ts';
import * as repo from './repo.ts';

function isTierId(id: string): id is TierId {
  return (TIER_IDS as readonly string[]).includes(id);
}

/** Tier facts for every screen, from one table. Basic (a test tier) only when asked for. */
export async function listTiers(db: Db, opts: { includeSandbox: boolean }): Promise<Tier[]> {
  const rows = await repo.listTiers(db);
  return rows
    .filter((r) => isTierId(r.id) && (opts.includeSandbox || !r.sandboxOnly))
    .map((r) => ({
      id: r.id as TierId,
      name: r.name,
      price: paiseToPrice(r.pricePaise),
      annualFee: r.annualFeePaise === null ? null : paiseToPrice(r.annualFeePaise),
      validity: r.validity,
      purchasable: r.purchasable,
      invitationOnly: r.invitationOnly,
      sandboxOnly: r.sandboxOnly,
      tagline: r.tagline,
      benefits: r.benefits,
    }));
}

export type MembershipTier = NonNullable<Awaited<ReturnType<typeof repo.findTier>>>;

/** One tier's row (price in paise, whether it can be bought), or undefined for an unknown id. */
export function findTier(db: DbOrTx, id: string): Promise<MembershipTier | undefined> {
  return repo.findTier(db, id);
}

// Applications: made when the joining fee is paid, reviewed by staff (applications.ts).
export { markProfileCompleted, openApplication } from './applications.ts';

/** The user's card status ('none' when there is no card account): LIMITED-EDITION needs 'active'. */
export function cardStatusOf(db: DbOrTx, userId: string) {
  return repo.cardStatusOf(db, userId);
}

/**
 * The members with an active card, of these plans (all plans when none is given), among these users
 * (everyone when not given): who a broadcast to cardholders is for.
 */
export function activeMemberIds(
  db: DbOrTx,
  filter: { plans?: readonly ('premium' | 'basic' | 'gold' | 'platinum')[]; among?: readonly string[] } = {},
) {
  return repo.activeMemberIds(db, filter);
}

// The monthly pick and what pricing needs of a member (picks.ts).
export {
  claimMonthlyPick,
  type MemberPricing,
  nextPickOpens,
  type PricingFacts,
  pickMonth,
  pickStateOf,
  pricingFactColumns,
  pricingMemberFrom,
  pricingMemberOf,
  releaseMonthlyPick,
} from './picks.ts';
// The month's pick an order takes, as a fragment of the one statement orders composes to place an order
// (its CTE, placeholders and rule are in its doc comment).
export { claimPickSql } from './picks-repo.ts';
export {
  awardPurchasePoints,
  grantBirthdayBonus,
  grantDealPoints,
  pointsOf,
  returnSpentPoints,
  reversePurchasePoints,
  spendPoints,
  spentAgainReference,
} from './points.ts';
// The points an order spends, as a fragment of that same statement.
export { spendPointsSql } from './points-repo.ts';

/**
 * The birthday bonus job (see points.ts): an active card whose tier's month of membership has begun
 * (birthday.ts: Premium from the 6th, Gold and Platinum from the 1st, counted from the card's start).
 */
export async function grantBirthdayBonuses(db: Db, now = new Date()) {
  const candidates = await accounts.birthdaysIn(db, istParts(now).month);
  if (candidates.length === 0) return 0;
  const rules = await currentRules(db);
  return birthdayRun(db, now, candidates, async (userId) => {
    const account = await repo.findAccount(db, userId);
    if (account?.cardStatus !== 'active' || account.currentPlan === 'none') return false;
    return birthdayGiftStartsAt(rules, account.currentPlan, cardStartOf(account)) <= now;
  });
}
