import { and, type Column, gte, inArray, lt, type Subquery, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisorCodes, advisorReferrals } from '../../db/schema/index.ts';
import { istSqlPart } from '../../lib/calendar.ts';

/**
 * The queries behind the advisors' numbers (stats.ts has the definitions). Registrations and conversions
 * are the advisors' own referral rows; revenue joins the payments that stand (verified, not refunded),
 * which the payments domain hands over as a subquery (payments service `standingPayments`), on the
 * member an advisor brought. A referral is written in the transaction that settles the joining fee, with
 * the payment's time, so its `created_at` is the time the fee was paid.
 */
export type PaidSource = Subquery & { userId: Column; amountPaise: Column; paidAt: Column };

export type Unit = 'day' | 'month' | 'year';

/** Per advisor: registrations, those paid since `since` and conversions (approved). */
export const referralTotals = (db: DbOrTx, since: Date) =>
  db
    .select({
      advisorCodeId: advisorReferrals.advisorCodeId,
      registrations: sql<number>`count(*)::int`.as('registrations'),
      registrationsSince:
        sql<number>`(count(*) filter (where ${advisorReferrals.createdAt} >= ${since.toISOString()}))::int`.as(
          'registrations_since',
        ),
      conversions: sql<number>`(count(*) filter (where ${advisorReferrals.status} = 'earned'))::int`.as(
        'conversions',
      ),
    })
    .from(advisorReferrals)
    .groupBy(advisorReferrals.advisorCodeId)
    .as('referral_totals');

/** Per advisor: the revenue that stands, in paise (joining fees and upgrades of the members it brought). */
export const revenueTotals = (db: DbOrTx, paid: PaidSource) =>
  db
    .select({
      advisorCodeId: advisorReferrals.advisorCodeId,
      revenuePaise: sql<number>`coalesce(sum(${paid.amountPaise}), 0)::bigint`.as('revenue_paise'),
    })
    .from(advisorReferrals)
    .innerJoin(paid, sql`${paid.userId} = ${advisorReferrals.userId}`)
    .groupBy(advisorReferrals.advisorCodeId)
    .as('revenue_totals');

export interface BucketQuery {
  /** null: every advisor (an admin); otherwise these only (never empty: the caller answers zeros). */
  advisorIds: string[] | null;
  from: Date;
  to: Date;
  unit: 'day' | 'month';
}

const inScope = (ids: string[] | null) => (ids ? inArray(advisorReferrals.advisorCodeId, ids) : undefined);

/** Registrations per advisor and bucket (the IST day or month of the payment) in [from, to). */
export async function registrationsByBucket(db: DbOrTx, q: BucketQuery) {
  const bucket = istSqlPart(q.unit, advisorReferrals.createdAt);
  const rows = await db
    .select({
      advisorCodeId: advisorReferrals.advisorCodeId,
      bucket,
      count: sql<number>`count(*)::int`,
    })
    .from(advisorReferrals)
    .where(
      and(
        inScope(q.advisorIds),
        gte(advisorReferrals.createdAt, q.from),
        lt(advisorReferrals.createdAt, q.to),
      ),
    )
    .groupBy(advisorReferrals.advisorCodeId, bucket);
  return rows.map((r) => ({
    advisorCodeId: r.advisorCodeId,
    bucket: Number(r.bucket),
    count: Number(r.count),
  }));
}

/** Standing revenue per advisor and bucket (the IST day or month each payment was paid) in [from, to). */
export async function revenueByBucket(db: DbOrTx, paid: PaidSource, q: BucketQuery) {
  const bucket = istSqlPart(q.unit, paid.paidAt);
  const rows = await db
    .select({
      advisorCodeId: advisorReferrals.advisorCodeId,
      bucket,
      paise: sql<string>`sum(${paid.amountPaise})::bigint`,
    })
    .from(advisorReferrals)
    .innerJoin(paid, sql`${paid.userId} = ${advisorReferrals.userId}`)
    .where(
      and(
        inScope(q.advisorIds),
        sql`${paid.paidAt} >= ${q.from.toISOString()}`,
        sql`${paid.paidAt} < ${q.to.toISOString()}`,
      ),
    )
    .groupBy(advisorReferrals.advisorCodeId, bucket);
  return rows.map((r) => ({
    advisorCodeId: r.advisorCodeId,
    bucket: Number(r.bucket),
    paise: Number(r.paise),
  }));
}

/** The IST years with a registration or standing revenue, for these advisors (null: all). */
export async function yearsWithData(db: DbOrTx, paid: PaidSource, advisorIds: string[] | null) {
  const regYear = istSqlPart('year', advisorReferrals.createdAt);
  const payYear = istSqlPart('year', paid.paidAt);
  const [regs, pays] = await Promise.all([
    db.selectDistinct({ year: regYear }).from(advisorReferrals).where(inScope(advisorIds)),
    db
      .selectDistinct({ year: payYear })
      .from(advisorReferrals)
      .innerJoin(paid, sql`${paid.userId} = ${advisorReferrals.userId}`)
      .where(inScope(advisorIds)),
  ]);
  return [...regs, ...pays].map((r) => Number(r.year));
}

/** The code and name of each of these advisors (the unknown ones are left out). */
export function advisorsNamed(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: advisorCodes.id, code: advisorCodes.code, name: advisorCodes.name })
    .from(advisorCodes)
    .where(inArray(advisorCodes.id, ids));
}
