import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PointKind } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/index.ts';

/** One movement, once per user, kind and reference: false when it was already there. */
export async function record(
  db: DbOrTx,
  row: {
    userId: string;
    kind: PointKind;
    points: number;
    reference: string;
    note?: string | null;
    at?: Date;
  },
) {
  const inserted = await db
    .insert(pointsLedger)
    .values({
      userId: row.userId,
      kind: row.kind,
      points: row.points,
      reference: row.reference,
      note: row.note ?? null,
      ...(row.at ? { createdAt: row.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return inserted.length === 1;
}

/**
 * Spending points on an order, as a CTE for a statement another domain composes (orders' placement):
 * defines `spent(id)`, the ledger's 'spent' row for the order just placed (reference: the order's id),
 * or no row when the member's balance no longer holds the points (the rule: a balance never spent below
 * zero) or the order already spent them. Expects a CTE `placed(id, user_id)` from the composer (the
 * order; no row: nothing is spent). Placeholders: `points` (int: how many; 0 spends nothing),
 * `pointsNote` (text: the ledger's note) and `at` (timestamptz). Writes `points_ledger` only, one row;
 * the balance it reads takes no lock, so the composer runs it under a lock that keeps the member's other
 * spending out until it commits (orders' checkout lock per member).
 */
export function spendPointsSql(): SQL {
  return sql`spent as (
      insert into ${pointsLedger} (user_id, kind, points, reference, note, created_at)
      select placed.user_id, 'spent', -${sql.placeholder('points')}::int, placed.id::text,
        ${sql.placeholder('pointsNote')}::text, ${sql.placeholder('at')}::timestamptz
      from placed
      where ${sql.placeholder('points')}::int > 0
        and (select coalesce(sum(pl.points), 0) from ${pointsLedger} pl where pl.user_id = placed.user_id)
          >= ${sql.placeholder('points')}::int
      on conflict do nothing
      returning id
    )`;
}

export async function find(db: DbOrTx, userId: string, kind: PointKind, reference: string) {
  const [row] = await db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.kind, kind),
        eq(pointsLedger.reference, reference),
      ),
    )
    .limit(1);
  return row;
}

export async function balance(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.n ?? 0;
}

export function activity(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
}
