import { and, eq, type Placeholder, sql } from 'drizzle-orm';
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
