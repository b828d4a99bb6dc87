import { and, desc, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  advisorCommissions,
  advisorReferrals,
  applications,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { istSqlPart } from '../../lib/calendar.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import type { PaidSource } from './stats-repo.ts';

/**
 * The advisor's own registrations (portal.ts), always filtered on one advisor id: the customer (read
 * from accounts' tables, never written), the plan the member holds now, the application's plan and status, the revenue that stands
 * (payments' standing payments) and the commissions. Newest first, keyset paged on (time, id).
 */
export function registrationsPage(
  db: DbOrTx,
  paid: PaidSource,
  advisorCodeId: string,
  opts: { before?: TimeCursor; limit: number },
) {
  const revenue = db
    .select({
      userId: sql<string>`${paid.userId}`.as('rev_user_id'),
      paise: sql<string>`sum(${paid.amountPaise})::bigint`.as('rev_paise'),
    })
    .from(paid)
    .groupBy(sql`${paid.userId}`)
    .as('customer_revenue');
  const commission = db
    .select({
      referralId: advisorCommissions.referralId,
      paise:
        sql<string>`(coalesce(sum(${advisorCommissions.commissionPaise}) filter (where ${advisorCommissions.status} <> 'reversed'), 0))::bigint`.as(
          'com_paise',
        ),
      joiningStatus:
        sql<string>`max(${advisorCommissions.status}::text) filter (where ${advisorCommissions.kind} = 'joining_fee')`.as(
          'joining_status',
        ),
    })
    .from(advisorCommissions)
    .where(eq(advisorCommissions.advisorCodeId, advisorCodeId))
    .groupBy(advisorCommissions.referralId)
    .as('customer_commission');
  const { before } = opts;
  return db
    .select({
      id: advisorReferrals.id,
      createdAt: advisorReferrals.createdAt,
      email: users.email,
      phone: users.phone,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      plan: applications.plan,
      currentPlan: accounts.currentPlan,
      applicationStatus: applications.status,
      revenuePaise: sql<string>`coalesce(${revenue.paise}, 0)`,
      commissionPaise: sql<string>`coalesce(${commission.paise}, 0)`,
      commissionStatus: commission.joiningStatus,
    })
    .from(advisorReferrals)
    .innerJoin(applications, eq(applications.id, advisorReferrals.applicationId))
    .innerJoin(users, eq(users.id, advisorReferrals.userId))
    .leftJoin(profiles, eq(profiles.userId, advisorReferrals.userId))
    .leftJoin(accounts, eq(accounts.userId, advisorReferrals.userId))
    .leftJoin(revenue, eq(revenue.userId, advisorReferrals.userId))
    .leftJoin(commission, eq(commission.referralId, advisorReferrals.id))
    .where(
      and(
        eq(advisorReferrals.advisorCodeId, advisorCodeId),
        before
          ? or(
              lt(advisorReferrals.createdAt, before.at),
              and(eq(advisorReferrals.createdAt, before.at), lt(advisorReferrals.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(advisorReferrals.createdAt), desc(advisorReferrals.id))
    .limit(opts.limit);
}
export type RegistrationRow = Awaited<ReturnType<typeof registrationsPage>>[number];

/** The advisor's commission (reversed left out) per IST month of [from, to), dated when it was recorded. */
export async function commissionByMonth(db: DbOrTx, advisorCodeId: string, from: Date, to: Date) {
  const bucket = istSqlPart('month', advisorCommissions.createdAt);
  const rows = await db
    .select({ bucket, paise: sql<string>`sum(${advisorCommissions.commissionPaise})::bigint` })
    .from(advisorCommissions)
    .where(
      and(
        eq(advisorCommissions.advisorCodeId, advisorCodeId),
        ne(advisorCommissions.status, 'reversed'),
        gte(advisorCommissions.createdAt, from),
        lt(advisorCommissions.createdAt, to),
      ),
    )
    .groupBy(bucket);
  return rows.map((r) => ({ bucket: Number(r.bucket), paise: Number(r.paise) }));
}
