import { eq, inArray } from 'drizzle-orm';
import type { SizeChartRow } from '../../../contracts/fit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { categories, sizeCharts } from '../../db/schema/index.ts';

/** Queries on the fit domain's own table, size_charts (categories are read, never written). */

const chartColumns = {
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  rows: sizeCharts.rows,
  updatedAt: sizeCharts.updatedAt,
};

/** A category and its chart (rows null when it has none); undefined for an unknown category. */
export async function chartOfCategory(db: DbOrTx, where: { id: string } | { slug: string }) {
  const [row] = await db
    .select(chartColumns)
    .from(categories)
    .leftJoin(sizeCharts, eq(sizeCharts.categoryId, categories.id))
    .where('id' in where ? eq(categories.id, where.id) : eq(categories.slug, where.slug))
    .limit(1);
  return row;
}

/** The charts of these categories, by category id (categories without one are absent). */
export async function chartsOf(db: DbOrTx, categoryIds: string[]): Promise<Map<string, SizeChartRow[]>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: sizeCharts.categoryId, rows: sizeCharts.rows })
    .from(sizeCharts)
    .where(inArray(sizeCharts.categoryId, categoryIds));
  return new Map(rows.map((r) => [r.categoryId, r.rows]));
}

/** The category's chart row, locked for the edit (undefined when it has none yet). */
export async function lockChart(tx: DbOrTx, categoryId: string) {
  const [row] = await tx
    .select({ rows: sizeCharts.rows })
    .from(sizeCharts)
    .where(eq(sizeCharts.categoryId, categoryId))
    .for('update');
  return row;
}

export async function saveChart(tx: DbOrTx, categoryId: string, rows: SizeChartRow[], updatedBy: string) {
  const now = new Date();
  await tx
    .insert(sizeCharts)
    .values({ categoryId, rows, updatedAt: now, updatedBy })
    .onConflictDoUpdate({ target: sizeCharts.categoryId, set: { rows, updatedAt: now, updatedBy } });
}
