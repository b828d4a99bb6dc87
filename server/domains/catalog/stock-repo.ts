import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';

/**
 * Stock and pre-order units: the rules that keep them from going below zero or past a run's limit, as
 * single statements and as the CTE fragments checkout composes. Only the catalogue writes these columns.
 */

/**
 * Hold `units` pre-order units in one atomic conditional update: only while the product is a
 * pre-order, the window is open and the limit leaves room. The row lock it takes serialises
 * concurrent pre-orders, and a CHECK constraint backs the limit. Returns undefined when refused.
 */
export async function holdPreOrderUnits(db: DbOrTx, productId: string, units: number) {
  const [row] = await db
    .update(products)
    .set({ preOrderCount: sql`${products.preOrderCount} + ${units}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'PRE_ORDER'),
        or(isNull(products.preOrderEndDate), gt(products.preOrderEndDate, sql`now()`)),
        or(
          isNull(products.preOrderLimit),
          sql`${products.preOrderCount} + ${units} <= ${products.preOrderLimit}`,
        ),
      ),
    )
    .returning({ preOrderCount: products.preOrderCount });
  return row;
}

export async function releasePreOrderUnits(db: DbOrTx, productId: string, units: number) {
  await db
    .update(products)
    .set({ preOrderCount: sql`greatest(${products.preOrderCount} - ${units}, 0)`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

export interface StockItem {
  variantId: string;
  quantity: number;
}

function stockValues(items: StockItem[]) {
  return sql.join(
    items.map((i) => sql`(${i.variantId}::uuid, ${i.quantity}::int)`),
    sql`, `,
  );
}

/**
 * Take stock for several sizes in one statement, each only where enough is left (the CHECK on stock
 * backs it). Rows are locked in id order first, so two orders over the same sizes never deadlock.
 * Answers the variant ids that were taken; the caller rolls back unless all were.
 */
export async function takeStock(db: DbOrTx, items: StockItem[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await db.execute(sql`
    with locked as (
      select v.id from ${productVariants} v
      where v.id in (${sql.join(
        items.map((i) => sql`${i.variantId}::uuid`),
        sql`, `,
      )})
      order by v.id
      for update
    )
    update ${productVariants} v set stock = v.stock - x.qty
    from (values ${stockValues(items)}) as x(id, qty), locked
    where v.id = x.id and locked.id = v.id and v.stock >= x.qty
    returning v.id`);
  return new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
}

/**
 * Checkout's size stock, as CTEs for a statement another domain composes (orders' reservation: the
 * order's rows and the others' fragments around it). It defines:
 * - `wanted(id, qty)`: the sizes asked for, from the placeholders `variantIds` (uuid[], each id once)
 *   and `quantities` (int[], the units of each, in the same order);
 * - `sizes(id, stock)`: those sizes' rows, locked FOR NO KEY UPDATE in id order (so two orders over the
 *   same sizes never deadlock), with the stock as it stood under the lock (for a refusal's message);
 * - `taken(id)`: the sizes whose stock went down by their units, each only where its stock covers them
 *   (the rule: stock never goes below zero; a CHECK on stock backs it);
 * - `every_size(ok)`: one row, true when every size asked for was taken. The composer writes nothing
 *   else the order needs unless it is true, and rolls back when it is false.
 * Writes `product_variants.stock` only. Expects no CTE from the composer.
 */
export function takeStockSql(): SQL {
  return sql`wanted as (
      select w.id, w.qty
      from unnest(${sql.placeholder('variantIds')}::uuid[], ${sql.placeholder('quantities')}::int[]) as w(id, qty)
    ),
    sizes as (
      select v.id, v.stock from ${productVariants} v
      where v.id = any(${sql.placeholder('variantIds')}::uuid[])
      order by v.id
      for no key update
    ),
    taken as (
      update ${productVariants} v set stock = v.stock - w.qty
      from wanted w, sizes s
      where v.id = any(${sql.placeholder('variantIds')}::uuid[]) and v.id = w.id and s.id = v.id
        and v.stock >= w.qty
      returning v.id
    ),
    every_size as (
      select (select count(*) from taken) = cardinality(${sql.placeholder('variantIds')}::uuid[]) as ok
    )`;
}

/**
 * Checkout's pre-order units, as CTEs for a statement another domain composes (orders' reservation).
 * Expects a CTE `units(product_id, units)` from the composer (the units to hold per product, one row a
 * product; empty when nothing is to be held) and the placeholder `preProducts` (uuid[]: every product
 * `units` may name, so the rows are found by their key). It defines:
 * - `runs(id, status, pre_order_end_date, pre_order_limit, pre_order_count)`: those products' rows,
 *   locked FOR NO KEY UPDATE in id order, with their figures as they stood under the lock (for a
 *   refusal's message);
 * - `held(id)`: the products whose `pre_order_count` went up by their units, each only while it is a
 *   pre-order, its window is open and its limit leaves room (the rule; a CHECK backs the limit).
 * Writes `products.pre_order_count` (and `updated_at`) only. Run it after the sizes (takeStockSql): the
 * size rows are locked first, then the products.
 */
export function holdPreOrdersSql(): SQL {
  return sql`runs as (
      select p.id, p.status, p.pre_order_end_date, p.pre_order_limit, p.pre_order_count
      from ${products} p
      where p.id = any(${sql.placeholder('preProducts')}::uuid[]) and p.id in (select product_id from units)
      order by p.id
      for no key update
    ),
    held as (
      update ${products} p set pre_order_count = p.pre_order_count + u.units, updated_at = now()
      from units u, runs r
      where p.id = any(${sql.placeholder('preProducts')}::uuid[]) and p.id = u.product_id and r.id = p.id
        and p.status = 'PRE_ORDER'
        and (p.pre_order_end_date is null or p.pre_order_end_date > now())
        and (p.pre_order_limit is null or p.pre_order_count + u.units <= p.pre_order_limit)
      returning p.id
    )`;
}

/** Put stock back (a cancelled or expired order). */
export async function returnStock(db: DbOrTx, items: StockItem[]) {
  if (items.length === 0) return;
  await db.execute(sql`
    update ${productVariants} v set stock = v.stock + x.qty
    from (values ${stockValues(items)}) as x(id, qty)
    where v.id = x.id`);
}

/** Stock left per variant (for the sold-out message). */
export async function stockOf(db: DbOrTx, variantIds: string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
}

/** Hold the product's row until the transaction ends (review figures are recomputed one at a time). */
export async function lockProduct(db: DbOrTx, productId: string) {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}
