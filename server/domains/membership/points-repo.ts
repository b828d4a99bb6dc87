import { and, desc, eq, sql } from 'drizzle-orm';
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
