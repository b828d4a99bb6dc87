import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  advisorCodes,
  advisorCommissions,
  advisorDevices,
  advisorPayouts,
  advisorReferrals,
  users,
} from '../../db/schema/index.ts';

export type CommissionRow = typeof advisorCommissions.$inferSelect;
export type CommissionStatus = CommissionRow['status'];
export type ReferralRow = typeof advisorReferrals.$inferSelect;

/** The advisor's row locked: commissions and payouts of one advisor are written one at a time. */
export async function lockAdvisor(db: DbOrTx, id: string) {
  const [row] = await db.select().from(advisorCodes).where(eq(advisorCodes.id, id)).for('update').limit(1);
  return row;
}

export async function insertReferral(db: DbOrTx, values: typeof advisorReferrals.$inferInsert) {
  const [row] = await db
    .insert(advisorReferrals)
    .values(values)
    .onConflictDoNothing({ target: advisorReferrals.applicationId })
    .returning();
  return row;
}

export async function referralOfApplication(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select()
    .from(advisorReferrals)
    .where(eq(advisorReferrals.applicationId, applicationId))
    .limit(1);
  return row;
}

export async function referralById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(advisorReferrals).where(eq(advisorReferrals.id, id)).limit(1);
  return row;
}

export async function referralOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(advisorReferrals)
    .where(eq(advisorReferrals.userId, userId))
    .orderBy(desc(advisorReferrals.createdAt))
    .limit(1);
  return row;
}

export async function updateReferral(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<ReferralRow, 'status' | 'flagDecision' | 'flagDecidedAt'>>,
) {
  await db.update(advisorReferrals).set(set).where(eq(advisorReferrals.id, id));
}

/** Registrations of the advisor paid in (since, until]. */
export async function countReferralsBetween(db: DbOrTx, advisorCodeId: string, since: Date, until: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(advisorReferrals)
    .where(
      and(
        eq(advisorReferrals.advisorCodeId, advisorCodeId),
        gt(advisorReferrals.createdAt, since),
        lte(advisorReferrals.createdAt, until),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Insert once per payment: undefined when the payment already has its commission (a replay). */
export async function insertCommission(db: DbOrTx, values: typeof advisorCommissions.$inferInsert) {
  const [row] = await db
    .insert(advisorCommissions)
    .values(values)
    .onConflictDoNothing({ target: advisorCommissions.paymentId })
    .returning();
  return row;
}

export async function findCommissionForUpdate(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(advisorCommissions)
    .where(eq(advisorCommissions.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findCommission(db: DbOrTx, id: string) {
  const [row] = await db.select().from(advisorCommissions).where(eq(advisorCommissions.id, id)).limit(1);
  return row;
}

/** Move the commissions of a referral (or of one payment) that are in `from` to `to`. */
export async function moveCommissions(
  db: DbOrTx,
  where: { referralId?: string; paymentId?: string; ids?: string[] },
  from: CommissionStatus[],
  set: Partial<
    Pick<CommissionRow, 'status' | 'reversedAt' | 'decidedAt' | 'decidedBy' | 'decisionNote' | 'payoutId'>
  > & { updatedAt: Date },
) {
  return db
    .update(advisorCommissions)
    .set(set)
    .where(
      and(
        where.referralId ? eq(advisorCommissions.referralId, where.referralId) : undefined,
        where.paymentId ? eq(advisorCommissions.paymentId, where.paymentId) : undefined,
        where.ids ? inArray(advisorCommissions.id, where.ids) : undefined,
        inArray(advisorCommissions.status, from),
      ),
    )
    .returning();
}

/** The advisor's payable commissions, locked (a payout takes exactly these). */
export function payableForUpdate(db: DbOrTx, advisorCodeId: string) {
  return db
    .select({ id: advisorCommissions.id, commissionPaise: advisorCommissions.commissionPaise })
    .from(advisorCommissions)
    .where(and(eq(advisorCommissions.advisorCodeId, advisorCodeId), eq(advisorCommissions.status, 'payable')))
    .orderBy(advisorCommissions.id)
    .for('update');
}

export async function insertPayout(db: DbOrTx, values: typeof advisorPayouts.$inferInsert) {
  const [row] = await db.insert(advisorPayouts).values(values).returning();
  return row!;
}

const payoutColumns = {
  id: advisorPayouts.id,
  advisorCodeId: advisorPayouts.advisorCodeId,
  amountPaise: advisorPayouts.amountPaise,
  reference: advisorPayouts.reference,
  paidOn: advisorPayouts.paidOn,
  createdBy: advisorPayouts.createdBy,
  createdByEmail: users.email,
  createdAt: advisorPayouts.createdAt,
  commissions: sql<number>`(select count(*)::int from ${advisorCommissions} where ${advisorCommissions.payoutId} = ${advisorPayouts.id})`,
};

export function listPayouts(db: DbOrTx, where: { advisorCodeId: string; reference?: string }) {
  return db
    .select(payoutColumns)
    .from(advisorPayouts)
    .leftJoin(users, eq(users.id, advisorPayouts.createdBy))
    .where(
      and(
        eq(advisorPayouts.advisorCodeId, where.advisorCodeId),
        where.reference ? eq(advisorPayouts.reference, where.reference) : undefined,
      ),
    )
    .orderBy(desc(advisorPayouts.createdAt), desc(advisorPayouts.id));
}
export type PayoutRow = Awaited<ReturnType<typeof listPayouts>>[number];

/** The commissions of an advisor, newest first, with the registration's flag. */
export function listCommissions(db: DbOrTx, advisorCodeId: string) {
  return db
    .select({
      commission: advisorCommissions,
      flagDetail: advisorReferrals.flagDetail,
    })
    .from(advisorCommissions)
    .innerJoin(advisorReferrals, eq(advisorReferrals.id, advisorCommissions.referralId))
    .where(eq(advisorCommissions.advisorCodeId, advisorCodeId))
    .orderBy(desc(advisorCommissions.createdAt), desc(advisorCommissions.id));
}

export async function flagDetailOf(db: DbOrTx, referralId: string) {
  const [row] = await db
    .select({ detail: advisorReferrals.flagDetail })
    .from(advisorReferrals)
    .where(eq(advisorReferrals.id, referralId))
    .limit(1);
  return row?.detail ?? null;
}

export async function rememberDevice(db: DbOrTx, advisorCodeId: string, deviceHash: string, now: Date) {
  await db
    .insert(advisorDevices)
    .values({ advisorCodeId, deviceHash, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [advisorDevices.advisorCodeId, advisorDevices.deviceHash],
      set: { lastSeenAt: now },
    });
}

export async function isAdvisorDevice(db: DbOrTx, advisorCodeId: string, deviceHash: string) {
  const [row] = await db
    .select({ h: advisorDevices.deviceHash })
    .from(advisorDevices)
    .where(and(eq(advisorDevices.advisorCodeId, advisorCodeId), eq(advisorDevices.deviceHash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

/** Per advisor: commission in paise by status, and how many registrations are flagged. */
export const commissionTotals = (db: DbOrTx) =>
  db
    .select({
      advisorCodeId: advisorCommissions.advisorCodeId,
      pendingPaise: sumWhere('pending').as('pending_paise'),
      payablePaise: sumWhere('payable').as('payable_paise'),
      paidPaise: sumWhere('paid').as('paid_paise'),
      heldPaise: sumWhere('held').as('held_paise'),
    })
    .from(advisorCommissions)
    .groupBy(advisorCommissions.advisorCodeId)
    .as('commission_totals');

function sumWhere(status: CommissionStatus) {
  return sql<string>`coalesce(sum(${advisorCommissions.commissionPaise}) filter (where ${advisorCommissions.status} = ${status}), 0)::bigint`;
}

export const flaggedTotals = (db: DbOrTx) =>
  db
    .select({
      advisorCodeId: advisorReferrals.advisorCodeId,
      flagged: sql<number>`count(*)::int`.as('flagged'),
      undecided: sql<number>`(count(*) filter (where ${advisorReferrals.flagDecision} is null))::int`.as(
        'undecided',
      ),
    })
    .from(advisorReferrals)
    .where(sql`${advisorReferrals.flag} is not null`)
    .groupBy(advisorReferrals.advisorCodeId)
    .as('flagged_totals');
