import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, monthlyPicks } from '../../db/schema/index.ts';

/**
 * What pricing needs of a member, as columns of a select from `accounts`: plan, card status and
 * activation, the order holding this month's pick, and the points balance. A pick held by an order still
 * awaiting payment counts as free: the member's next checkout replaces that order (and its pick goes
 * back in the same transaction). `month` may be a placeholder (a prepared statement: checkout's first
 * read joins these to the member's other facts).
 */
export function pricingFactColumns(month: string | Placeholder) {
  return {
    plan: accounts.currentPlan,
    cardStatus: accounts.cardStatus,
    activatedAt: accounts.cardActivatedAt,
    // Qualified by hand: a subquery's bare column names would be ambiguous.
    pickOrderId: sql<
      string | null
    >`(select mp.order_id from monthly_picks mp join orders o on o.id = mp.order_id
        where mp.user_id = "accounts"."user_id" and mp.month = ${month} and o.status <> 'pending_payment')`,
    points: sql<number>`(select coalesce(sum(pl.points), 0)::int from points_ledger pl
        where pl.user_id = "accounts"."user_id")`,
  };
}

/** What pricing needs of a member, in one statement (see pricingFactColumns). */
export async function pricingFacts(db: DbOrTx, userId: string, month: string) {
  const [row] = await db
    .select(pricingFactColumns(month))
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .limit(1);
  return row;
}

/** Take the month's pick for an order: false when another order holds it. */
export async function claim(db: DbOrTx, row: { userId: string; month: string; orderId: string; at: Date }) {
  const inserted = await db
    .insert(monthlyPicks)
    .values({ userId: row.userId, month: row.month, orderId: row.orderId, createdAt: row.at })
    .onConflictDoNothing()
    .returning({ orderId: monthlyPicks.orderId });
  return inserted.length === 1;
}

/**
 * claim as a CTE for a statement another domain composes (orders' placement): defines `pick(order_id)`,
 * the month's pick taken by the order just placed, or no row when another order of the member holds it
 * (the rule: one pick per member and month, kept by the table's unique key; never an error, so the
 * composer can answer with a message). Expects a CTE `placed(id, user_id)` from the composer (the
 * order; no row: nothing is claimed). Placeholders: `usesPick` (boolean: claim only when true), `month`
 * (text, pickMonth's '2026-11') and `at` (timestamptz: when it was taken). Writes `monthly_picks` only:
 * one row, its key locked until the transaction ends.
 */
export function claimPickSql(): SQL {
  return sql`pick as (
      insert into ${monthlyPicks} (user_id, month, order_id, created_at)
      select placed.user_id, ${sql.placeholder('month')}::text, placed.id, ${sql.placeholder('at')}::timestamptz
      from placed where ${sql.placeholder('usesPick')}::boolean
      on conflict do nothing
      returning order_id
    )`;
}

/** The order gives its pick back (nothing when it held none). */
export async function release(db: DbOrTx, orderId: string) {
  const deleted = await db
    .delete(monthlyPicks)
    .where(eq(monthlyPicks.orderId, orderId))
    .returning({ month: monthlyPicks.month });
  return deleted[0]?.month ?? null;
}

export async function pickOf(db: DbOrTx, userId: string, month: string) {
  const [row] = await db
    .select()
    .from(monthlyPicks)
    .where(and(eq(monthlyPicks.userId, userId), eq(monthlyPicks.month, month)))
    .limit(1);
  return row;
}
