import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FitChoice } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fitReports } from '../../db/schema/index.ts';

/** The buyer's answer for the line: written, or changed when she answered before (one per line). */
export async function upsertFit(
  db: DbOrTx,
  values: { orderLineId: string; productId: string; userId: string; fit: FitChoice },
) {
  const [row] = await db
    .insert(fitReports)
    .values(values)
    .onConflictDoUpdate({
      target: fitReports.orderLineId,
      set: { fit: values.fit, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** How many answers of each kind the product has. */
export async function countsFor(db: DbOrTx, productId: string): Promise<Record<FitChoice, number>> {
  const rows = await db
    .select({ fit: fitReports.fit, n: sql<number>`count(*)::int` })
    .from(fitReports)
    .where(eq(fitReports.productId, productId))
    .groupBy(fitReports.fit);
  const counts = { small: 0, true: 0, large: 0 };
  for (const r of rows) counts[r.fit] = r.n;
  return counts;
}

/** The member's answers for these lines, by line id. */
export async function fitsOfLines(db: DbOrTx, userId: string, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, FitChoice>();
  const rows = await db
    .select({ lineId: fitReports.orderLineId, fit: fitReports.fit })
    .from(fitReports)
    .where(and(eq(fitReports.userId, userId), inArray(fitReports.orderLineId, lineIds)));
  return new Map(rows.map((r) => [r.lineId, r.fit]));
}
