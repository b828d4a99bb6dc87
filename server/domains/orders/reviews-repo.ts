import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, productReviews, profiles } from '../../db/schema/index.ts';

export async function hasReceived(db: DbOrTx, userId: string, productId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderLines.productId, productId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The review, or undefined when this member already reviewed the product (the unique key decides). */
export async function insertReview(db: DbOrTx, values: typeof productReviews.$inferInsert) {
  const [row] = await db.insert(productReviews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function summary(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${productReviews.rating}), 1)::text`,
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId));
  return { count: row?.count ?? 0, average: row?.average ?? null };
}

export function listForProduct(db: DbOrTx, productId: string, limit: number) {
  return db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      text: productReviews.text,
      createdAt: productReviews.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(productReviews)
    .leftJoin(profiles, eq(profiles.userId, productReviews.userId))
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
}

export async function reviewedOf(db: DbOrTx, userId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productReviews.productId })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), inArray(productReviews.productId, productIds)));
}

export async function nameOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}
