import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, productImages, products, productVariants } from '../../db/schema/index.ts';

export async function listLines(db: DbOrTx, userId: string) {
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      isPreOrder: cartItems.isPreOrder,
      held: cartItems.held,
      variantId: cartItems.variantId,
      variantName: productVariants.name,
      variantValue: productVariants.value,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      availableIn: products.availableIn,
      status: products.status,
      preOrderEndDate: products.preOrderEndDate,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function primaryImages(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productImages.productId,
      imageUrl: productImages.imageUrl,
      isPrimary: productImages.isPrimary,
      position: productImages.position,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position));
}

/** The user's line, locked until the transaction ends (quantity changes of pre-orders move held units). */
export async function findLineForUpdate(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

export async function variantCount(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row?.n ?? 0;
}

/**
 * Add to the user's line for this product and variant, or create it; the database keeps the
 * total within 1..max in one statement, so two concurrent adds cannot overshoot. Returns the line,
 * or undefined when the total would pass the maximum.
 */
export async function addOrMerge(
  db: DbOrTx,
  values: {
    userId: string;
    productId: string;
    variantId: string | null;
    quantity: number;
    isPreOrder: boolean;
  },
  max: number,
) {
  const [row] = await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
    })
    .returning();
  return row;
}

export async function setQuantity(db: DbOrTx, userId: string, id: string, quantity: number) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning();
  return row;
}

export async function deleteLine(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      isPreOrder: cartItems.isPreOrder,
    });
  return row;
}
