import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { catalogLiveChanges, catalogVersion, products } from '../../db/schema/index.ts';
import { liveText } from './repo.ts';

/**
 * The catalogue's live figures (votes, pre-orders, status, stock) read in bulk for live.ts's table,
 * with the catalogue's version and the horizon of the next incremental read.
 */

/** What a live read answers: the next horizon and the catalogue version, then a row per product. */
function liveRead(
  rows: { horizon: number | string; version: number; id: string | null; live: string | null }[],
) {
  const first = rows[0];
  return {
    horizon: Number(first?.horizon ?? 0),
    version: Number(first?.version ?? 0),
    rows: rows.filter((r) => r.id !== null).map((r) => ({ id: r.id as string, live: r.live })),
  };
}

/**
 * The horizon (the oldest transaction still running: every change not visible to this snapshot is
 * from it or a later one) and the catalogue version, in one row, with the products beside it.
 */
const liveHead = sql.raw(`(select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon,
  (select version from catalog_version where id = 1) as version) h`);

/** Every product's live figures, the catalogue version and the next horizon, in one statement. */
export async function liveFiguresAll(db: DbOrTx) {
  const rows = await db.execute(sql`select h.horizon, h.version, f.id, f.live from ${liveHead}
    left join lateral (select p.id, ${liveText('p')} as live from ${products} p) f on true`);
  return liveRead(rowsOf(rows));
}

/**
 * The live figures of the products that transactions from `horizon` on changed (null for a product
 * deleted since), the catalogue version and the next horizon, in one statement.
 */
export async function liveFiguresSince(db: DbOrTx, horizon: number) {
  // Each changed product's figures by its key (a subquery per row): never a join the planner could
  // answer by reading every product.
  const rows = await db.execute(sql`select h.horizon, h.version, f.id, f.live from ${liveHead}
    left join lateral (
      select c.product_id as id, (select ${liveText('p')} from ${products} p where p.id = c.product_id) as live
      from (select distinct product_id from ${catalogLiveChanges} where xid >= ${horizon}) c
    ) f on true`);
  return liveRead(rowsOf(rows));
}

/**
 * Deletes the change rows of transactions before `horizon` (a horizon a reader had a minute ago:
 * every reader still reading has seen them) and older than ten minutes (a reader that paused longer
 * than RELOAD_AFTER_MS reads everything again).
 */
export async function pruneLiveChanges(db: DbOrTx, horizon: number) {
  await db.execute(
    sql`delete from ${catalogLiveChanges} where xid < ${horizon} and at < now() - interval '10 minutes'`,
  );
}

/** The catalogue's version now (one small read). */
export async function catalogVersionNow(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}
