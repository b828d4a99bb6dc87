import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';

export async function listItems(db: DbOrTx, userId: string) {
  return db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
}

export async function productExists(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return Boolean(row);
}

/** Adds the product once; returns whether a row was inserted and the time it was first added. */
export async function addItem(db: DbOrTx, userId: string, productId: string) {
  const [inserted] = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ addedAt: wishlistItems.createdAt });
  if (inserted) return { created: true, addedAt: inserted.addedAt };
  const [existing] = await db
    .select({ addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return { created: false, addedAt: existing?.addedAt ?? new Date() };
}

export async function removeItem(db: DbOrTx, userId: string, productId: string) {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return rows.length > 0;
}

/** Who saved any of these products (one row per saved piece). */
export function savedBy(db: DbOrTx, productIds: string[]) {
  return db
    .select({ productId: wishlistItems.productId, userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(inArray(wishlistItems.productId, productIds));
}
