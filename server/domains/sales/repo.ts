import { and, type Column, desc, eq, lt, or, type Subquery, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applications,
  payments,
  profiles,
  salesPeople,
  salesRegistrations,
  users,
} from '../../db/schema/index.ts';
import { istSqlPart } from '../../lib/calendar.ts';

/**
 * The sales domain's queries. It owns sales_people and sales_registrations; the registrations list reads
 * the application, its payment, the user and the profile (never writes them). Revenue joins the payments
 * that stand (verified, not refunded), which the payments service hands over (`standingPayments`).
 */
export type SalesPersonRow = typeof salesPeople.$inferSelect;
export type PaidSource = Subquery & { userId: Column; amountPaise: Column; paidAt: Column };

export async function findByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(salesPeople).where(eq(salesPeople.referralCode, code)).limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(salesPeople).where(eq(salesPeople.id, id)).limit(1);
  return row;
}

export async function emailTaken(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: salesPeople.id })
    .from(salesPeople)
    .where(sql`lower(${salesPeople.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** Insert a person; undefined when the code or the e-mail is taken meanwhile (the caller tells which). */
export async function insertSalesPerson(db: DbOrTx, values: typeof salesPeople.$inferInsert) {
  const [row] = await db.insert(salesPeople).values(values).onConflictDoNothing().returning();
  return row;
}

/** The registration of an application, once (a second settlement of the same application is a no-op). */
export async function insertRegistration(db: DbOrTx, values: typeof salesRegistrations.$inferInsert) {
  const rows = await db
    .insert(salesRegistrations)
    .values(values)
    .onConflictDoNothing({ target: salesRegistrations.applicationId })
    .returning({ id: salesRegistrations.id });
  return rows.length > 0;
}

/**
 * Commission of a standing payment at the rate kept on the registration: amount x rate / 100 in paise,
 * rounded half up (the amounts are positive, and numeric rounding is half away from zero).
 */
const commissionOf = (paid: PaidSource) =>
  sql`round(${paid.amountPaise}::numeric * ${salesRegistrations.commissionRate} / 100)`;

/** Every person (or one), newest first, with registrations, standing revenue and commission. */
export async function listWithTotals(db: DbOrTx, paid: PaidSource, opts: { id?: string } = {}) {
  const regs = db
    .select({
      salesPersonId: salesRegistrations.salesPersonId,
      registrations: sql<number>`count(*)::int`.as('registrations'),
    })
    .from(salesRegistrations)
    .groupBy(salesRegistrations.salesPersonId)
    .as('reg_totals');
  const money = db
    .select({
      salesPersonId: salesRegistrations.salesPersonId,
      revenuePaise: sql<string>`coalesce(sum(${paid.amountPaise}), 0)::bigint`.as('revenue_paise'),
      commissionPaise: sql<string>`coalesce(sum(${commissionOf(paid)}), 0)::bigint`.as('commission_paise'),
    })
    .from(salesRegistrations)
    .innerJoin(paid, sql`${paid.userId} = ${salesRegistrations.userId}`)
    .groupBy(salesRegistrations.salesPersonId)
    .as('money_totals');
  return db
    .select({
      person: salesPeople,
      registrations: sql<number>`coalesce(${regs.registrations}, 0)`,
      revenuePaise: sql<string>`coalesce(${money.revenuePaise}, 0)`,
      commissionPaise: sql<string>`coalesce(${money.commissionPaise}, 0)`,
    })
    .from(salesPeople)
    .leftJoin(regs, eq(regs.salesPersonId, salesPeople.id))
    .leftJoin(money, eq(money.salesPersonId, salesPeople.id))
    .where(opts.id ? eq(salesPeople.id, opts.id) : undefined)
    .orderBy(desc(salesPeople.createdAt), desc(salesPeople.id));
}

/** Registrations made with sales codes, newest first, after the cursor (keyset on time and id). */
export function listRegistrations(
  db: DbOrTx,
  opts: { limit: number; after?: { at: Date; id: string }; salesPersonId?: string },
) {
  const r = salesRegistrations;
  const after = opts.after
    ? or(lt(r.createdAt, opts.after.at), and(eq(r.createdAt, opts.after.at), lt(r.id, opts.after.id)))
    : undefined;
  return db
    .select({
      id: r.id,
      createdAt: r.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      phone: users.phone,
      plan: applications.plan,
      amountPaise: r.amountPaise,
      paymentStatus: payments.status,
      personId: salesPeople.id,
      personName: salesPeople.name,
      personCode: salesPeople.referralCode,
    })
    .from(r)
    .innerJoin(salesPeople, eq(salesPeople.id, r.salesPersonId))
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .innerJoin(payments, eq(payments.id, applications.orderId))
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(profiles, eq(profiles.userId, r.userId))
    .where(and(opts.salesPersonId ? eq(r.salesPersonId, opts.salesPersonId) : undefined, after))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(opts.limit);
}

/** One person's registrations per IST month in [from, to). */
export async function registrationsByMonth(db: DbOrTx, id: string, from: Date, to: Date) {
  const month = istSqlPart('month', salesRegistrations.createdAt);
  const rows = await db
    .select({ month, count: sql<number>`count(*)::int` })
    .from(salesRegistrations)
    .where(
      and(
        eq(salesRegistrations.salesPersonId, id),
        sql`${salesRegistrations.createdAt} >= ${from.toISOString()}`,
        sql`${salesRegistrations.createdAt} < ${to.toISOString()}`,
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({ month: Number(r.month), count: Number(r.count) }));
}

/** One person's standing revenue and commission per IST month each payment was paid, in [from, to). */
export async function moneyByMonth(db: DbOrTx, paid: PaidSource, id: string, from: Date, to: Date) {
  const month = istSqlPart('month', paid.paidAt);
  const rows = await db
    .select({
      month,
      revenuePaise: sql<string>`sum(${paid.amountPaise})::bigint`,
      commissionPaise: sql<string>`sum(${commissionOf(paid)})::bigint`,
    })
    .from(salesRegistrations)
    .innerJoin(paid, sql`${paid.userId} = ${salesRegistrations.userId}`)
    .where(
      and(
        eq(salesRegistrations.salesPersonId, id),
        sql`${paid.paidAt} >= ${from.toISOString()}`,
        sql`${paid.paidAt} < ${to.toISOString()}`,
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({
    month: Number(r.month),
    revenuePaise: Number(r.revenuePaise),
    commissionPaise: Number(r.commissionPaise),
  }));
}

/** The IST years in which the person had a registration or standing revenue. */
export async function yearsWithData(db: DbOrTx, paid: PaidSource, id: string) {
  const regYear = istSqlPart('year', salesRegistrations.createdAt);
  const payYear = istSqlPart('year', paid.paidAt);
  const [regs, pays] = await Promise.all([
    db
      .selectDistinct({ year: regYear })
      .from(salesRegistrations)
      .where(eq(salesRegistrations.salesPersonId, id)),
    db
      .selectDistinct({ year: payYear })
      .from(salesRegistrations)
      .innerJoin(paid, sql`${paid.userId} = ${salesRegistrations.userId}`)
      .where(eq(salesRegistrations.salesPersonId, id)),
  ]);
  return [...regs, ...pays].map((r) => Number(r.year));
}
