import { POINT_KIND_LABELS, POINTS_RULES } from '../../../contracts/constants.ts';
import type { Points } from '../../../contracts/membership.ts';
import type { DbOrTx } from '../../db/client.ts';
import { istParts } from '../../lib/calendar.ts';
import { activityLine } from './activity-lines.ts';
import * as repo from './points-repo.ts';

/**
 * Reward points: every movement is a row of the ledger and the balance is their sum. Each movement is
 * keyed (user, kind, reference), so a replayed step (a second "delivered", a re-run job) adds nothing.
 */
export function purchasePoints(totalPaise: number) {
  return Math.floor(totalPaise / POINTS_RULES.paisePerPoint);
}

/** A delivered order earns 1 point per ₹100 (in the transaction that marks it delivered). */
export async function awardPurchasePoints(
  tx: DbOrTx,
  input: { userId: string; orderId: string; orderNumber: string; totalPaise: number; at?: Date },
) {
  const points = purchasePoints(input.totalPaise);
  if (points <= 0) return false;
  return repo.record(tx, {
    userId: input.userId,
    kind: 'purchase',
    points,
    reference: input.orderId,
    note: `Order ${input.orderNumber}`,
    at: input.at,
  });
}

/** A refund takes back what its order earned (nothing when it earned nothing). */
export async function reversePurchasePoints(
  tx: DbOrTx,
  input: { userId: string; orderId: string; orderNumber: string; at?: Date },
) {
  const earned = await repo.find(tx, input.userId, 'purchase', input.orderId);
  if (!earned) return false;
  return repo.record(tx, {
    userId: input.userId,
    kind: 'purchase_reversal',
    points: -earned.points,
    reference: input.orderId,
    note: `Order ${input.orderNumber} refunded`,
    at: input.at,
  });
}

/** The card's activation grants the joining bonus once. */
export function grantJoiningBonus(tx: DbOrTx, input: { userId: string; applicationId: string; at?: Date }) {
  return repo.record(tx, {
    userId: input.userId,
    kind: 'joining_bonus',
    points: POINTS_RULES.joiningBonus,
    reference: input.applicationId,
    at: input.at,
  });
}

/** The birthday bonus, once a year in the birthday month. */
export function grantBirthdayBonus(tx: DbOrTx, input: { userId: string; year: number; at?: Date }) {
  return repo.record(tx, {
    userId: input.userId,
    kind: 'birthday_bonus',
    points: POINTS_RULES.birthdayBonus,
    reference: String(input.year),
    note: `Happy birthday ${input.year}`,
    at: input.at,
  });
}

/** A Dynamo Deal gift of points, once per claim (in the claim's transaction). */
export function grantDealPoints(
  tx: DbOrTx,
  input: { userId: string; claimId: string; points: number; note: string; at?: Date },
) {
  return repo.record(tx, {
    userId: input.userId,
    kind: 'dynamo_deal',
    points: input.points,
    reference: input.claimId,
    note: input.note,
    at: input.at,
  });
}

export async function pointsOf(db: DbOrTx, userId: string): Promise<Points> {
  const [balance, rows] = await Promise.all([repo.balance(db, userId), repo.activity(db, userId, 100)]);
  return {
    balance,
    activity: rows.map((r) => ({
      kind: r.kind,
      label: POINT_KIND_LABELS[r.kind],
      points: r.points,
      note: r.note,
      ...activityLine(r.note),
      at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The birthday job: members whose birthday month it is (in India) and who may have the gift now (an
 * active card, in the tier's month of membership: see birthday.ts) get the bonus once this year. Safe
 * to re-run any number of times.
 */
export async function birthdayRun(
  db: DbOrTx,
  now: Date,
  candidates: string[],
  mayHaveIt: (userId: string) => Promise<boolean>,
) {
  const { year } = istParts(now);
  let granted = 0;
  for (const userId of candidates) {
    if (!(await mayHaveIt(userId))) continue;
    if (await grantBirthdayBonus(db, { userId, year, at: now })) granted++;
  }
  return granted;
}

/**
 * Points spent on an order (in the order's transaction, the member locked by the caller): false when the
 * balance no longer holds them (another order spent them meanwhile).
 */
export async function spendPoints(
  tx: DbOrTx,
  input: { userId: string; orderId: string; orderNumber: string; points: number; at?: Date },
) {
  if (input.points <= 0) return true;
  if ((await repo.balance(tx, input.userId)) < input.points) return false;
  return repo.record(tx, {
    userId: input.userId,
    kind: 'spent',
    points: -input.points,
    reference: input.orderId,
    note: `Order ${input.orderNumber}`,
    at: input.at,
  });
}

/** The spend of an order its late payment revived, after its first spend was given back. */
export const spentAgainReference = (orderId: string) => `${orderId}:again`;

/** A cancelled, refunded or lapsed order gives back the points it spent (once; nothing if none). */
export async function returnSpentPoints(
  tx: DbOrTx,
  input: { userId: string; orderId: string; orderNumber: string; at?: Date },
) {
  let returned = false;
  for (const reference of [input.orderId, spentAgainReference(input.orderId)]) {
    const spent = await repo.find(tx, input.userId, 'spent', reference);
    if (!spent) continue;
    const recorded = await repo.record(tx, {
      userId: input.userId,
      kind: 'spent_return',
      points: -spent.points,
      reference,
      note: `Order ${input.orderNumber} cancelled`,
      at: input.at,
    });
    returned ||= recorded;
  }
  return returned;
}
