import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products, productVotes } from '../../db/schema/index.ts';

/**
 * The person's vote on the design, unless they already voted: the primary key (product_id, user_id)
 * makes a second vote insert nothing. Whether a row went in.
 */
export async function insertVote(tx: DbOrTx, productId: string, userId: string) {
  const rows = await tx
    .insert(productVotes)
    .values({ productId, userId })
    .onConflictDoNothing()
    .returning({ productId: productVotes.productId });
  return rows.length === 1;
}

export async function votedProducts(db: DbOrTx, userId: string) {
  return db
    .select({
      productId: productVotes.productId,
      votedAt: productVotes.createdAt,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      status: products.status,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      imageUrl: sql<string | null>`(select ${productImages.imageUrl} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.isPrimary} desc, ${productImages.position} limit 1)`,
    })
    .from(productVotes)
    .innerJoin(products, eq(products.id, productVotes.productId))
    .where(eq(productVotes.userId, userId))
    .orderBy(desc(productVotes.createdAt), desc(productVotes.productId));
}

/** Everyone who voted for the product (the members a launch tells). */
export async function voterIds(db: DbOrTx, productId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: productVotes.userId })
    .from(productVotes)
    .where(eq(productVotes.productId, productId));
  return rows.map((r) => r.userId);
}

/** Who voted for any of these products (one row per vote). */
export function votesFor(db: DbOrTx, productIds: string[]) {
  return db
    .select({ productId: productVotes.productId, userId: productVotes.userId })
    .from(productVotes)
    .where(inArray(productVotes.productId, productIds));
}
