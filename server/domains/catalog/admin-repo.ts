import { and, asc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ProductStatus } from '../../../contracts/catalog.ts';
import type { Storefront } from '../../../contracts/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImages, products, productVariants } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

/** Queries of the back office's Products tab (the catalogue's own tables; no other domain's). */

export interface AdminListFilters {
  q?: string;
  storefront?: Storefront;
  status?: ProductStatus;
  categoryId?: string;
  ready?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Milliseconds, as the cursor carries them (JavaScript dates). */
const createdMs = sql`date_trunc('milliseconds', ${products.createdAt})`;
const isReady = sql<boolean>`(${products.status} = 'VOTE_TO_LAUNCH' and ${products.voteCount} >= ${products.voteThreshold})`;

/** A page of products, newest first (keyset on created_at, id), with stock and the primary picture. */
export async function listProducts(db: DbOrTx, filters: AdminListFilters, limit: number, after?: TimeCursor) {
  const where: SQL[] = [];
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`;
    where.push(sql`(${ilike(products.name, like)} or ${ilike(products.slug, like)})`);
  }
  if (filters.storefront) where.push(eq(products.availableIn, filters.storefront));
  if (filters.status) where.push(eq(products.status, filters.status));
  if (filters.categoryId) where.push(eq(products.categoryId, filters.categoryId));
  if (filters.ready !== undefined) where.push(filters.ready ? isReady : sql`not ${isReady}`);
  if (after)
    where.push(
      sql`(${createdMs}, ${products.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  const id = sql.raw('"products"."id"');
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      availableIn: products.availableIn,
      status: products.status,
      categoryId: products.categoryId,
      categoryName: categories.name,
      pricePaise: products.pricePaise,
      compareAtPricePaise: products.compareAtPricePaise,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      ready: isReady,
      stock: sql<number>`(select coalesce(sum(v.stock), 0)::int from ${productVariants} v
        where v.product_id = ${id} and v.name = 'size')`.mapWith(Number),
      imageUrl: sql<string | null>`(select i.image_url from ${productImages} i where i.product_id = ${id}
        order by i.is_primary desc, i.position limit 1)`,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...where))
    .orderBy(sql`${createdMs} desc`, sql`${products.id} desc`)
    .limit(limit);
}

export type AdminListRow = Awaited<ReturnType<typeof listProducts>>[number];

/** The product row, locked for the change being made (undefined when unknown). */
export async function findForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function findProduct(db: DbOrTx, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export type ProductRecord = typeof products.$inferSelect;

export function variantsOf(db: DbOrTx, productId: string) {
  return db
    .select({
      id: productVariants.id,
      name: productVariants.name,
      value: productVariants.value,
      stock: productVariants.stock,
      position: productVariants.position,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.name), asc(productVariants.position));
}

export function imagesOf(db: DbOrTx, productId: string) {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export type ImageRecord = typeof productImages.$inferSelect;

export async function categoryExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return row !== undefined;
}

/** Another product already has this slug. */
export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), exceptId ? sql`${products.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** Insert; undefined when the slug was taken meanwhile (the unique index decides). */
export async function insertProduct(tx: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProduct(tx: DbOrTx, id: string, values: Partial<typeof products.$inferInsert>) {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/**
 * Make the product's sizes and colours exactly `wanted` (in order): a variant kept by name and value
 * keeps its id (carts and orders point at it), its stock and position are set; the rest are removed.
 */
export async function replaceVariants(
  tx: DbOrTx,
  productId: string,
  wanted: { name: 'size' | 'color'; value: string; stock: number }[],
) {
  const keep = wanted.map((v) => sql`(${v.name}::variant_kind, ${v.value})`);
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keep.length
          ? sql`(${productVariants.name}, ${productVariants.value}) not in (${sql.join(keep, sql`, `)})`
          : undefined,
      ),
    );
  if (wanted.length === 0) return;
  const position = new Map<string, number>();
  await tx
    .insert(productVariants)
    .values(
      wanted.map((v) => {
        const n = position.get(v.name) ?? 0;
        position.set(v.name, n + 1);
        return { productId, name: v.name, value: v.value, stock: v.stock, position: n };
      }),
    )
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.name, productVariants.value],
      set: { stock: sql`excluded.stock`, position: sql`excluded.position` },
    });
}

/** One size's stock (a launch In Stock sets what the dialog asked for). */
export async function setVariantStock(tx: DbOrTx, productId: string, variantId: string, stock: number) {
  await tx
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.id, variantId)));
}

export async function insertImage(tx: DbOrTx, values: typeof productImages.$inferInsert) {
  const [row] = await tx.insert(productImages).values(values).returning();
  return row!;
}

/** Lock the product's pictures (in id order) for a reorder, a new primary or a removal. */
export function lockImages(tx: DbOrTx, productId: string) {
  return tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.id))
    .for('update');
}

export async function setImagePositions(tx: DbOrTx, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${productImages} i set position = x.position
    from (values ${sql.join(
      ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
      sql`, `,
    )}) as x(id, position)
    where i.id = x.id and i.product_id = ${productId}`);
}

export async function setPrimary(tx: DbOrTx, productId: string, imageId: string | null) {
  await tx
    .update(productImages)
    .set({ isPrimary: sql`${productImages.id} = ${imageId}` })
    .where(eq(productImages.productId, productId));
}

export async function deleteImage(tx: DbOrTx, productId: string, imageId: string) {
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)))
    .returning();
  return row;
}

/**
 * The launch, once: VOTE_TO_LAUNCH and at its threshold becomes `to`. The row lock serialises two
 * launches; the second finds the status changed and updates nothing (undefined).
 */
export async function launch(tx: DbOrTx, id: string, to: 'PRE_ORDER' | 'IN_STOCK', launchedAt: Date) {
  const [row] = await tx
    .update(products)
    .set({ status: to, launchedAt, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, id),
        eq(products.status, 'VOTE_TO_LAUNCH'),
        sql`${products.voteCount} >= ${products.voteThreshold}`,
      ),
    )
    .returning();
  return row;
}

/** Files of pictures stored for a product (to remove them with it). */
export async function storedImageKeys(db: DbOrTx, productId: string) {
  return db
    .select({ storageKey: productImages.storageKey, variants: productImages.variants })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNotNull(productImages.storageKey)));
}
