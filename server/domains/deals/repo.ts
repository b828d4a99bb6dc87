import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dealClaims, deals, products, productVariants, profiles, users } from '../../db/schema/index.ts';

export type DealRow = typeof deals.$inferSelect;
export type NewDeal = Omit<typeof deals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A deal with its piece's name and size (reads the catalogue's tables for the names only). */
const dealWithGift = {
  deal: deals,
  productName: products.name,
  productSlug: products.slug,
  size: productVariants.value,
};

function withGift(db: DbOrTx) {
  return db
    .select(dealWithGift)
    .from(deals)
    .leftJoin(products, eq(products.id, deals.productId))
    .leftJoin(productVariants, eq(productVariants.id, deals.variantId));
}

export type DealWithGift = Awaited<ReturnType<typeof findByDay>>;

export async function findByDay(db: DbOrTx, day: string) {
  const [row] = await withGift(db).where(eq(deals.day, day)).limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await withGift(db).where(eq(deals.id, id)).limit(1);
  return row;
}

/** A new deal; undefined when its day already has one. */
export async function insertDeal(tx: DbOrTx, row: NewDeal) {
  const [created] = await tx
    .insert(deals)
    .values(row)
    .onConflictDoNothing({ target: deals.day })
    .returning({ id: deals.id });
  return created;
}

/** Change a deal nobody has claimed yet (remaining = quantity); undefined otherwise. */
export async function updateUnclaimed(tx: DbOrTx, id: string, set: Partial<NewDeal>) {
  const [row] = await tx
    .update(deals)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(deals.id, id), eq(deals.remaining, deals.quantity)))
    .returning({ id: deals.id });
  return row;
}

/** Remove a deal nobody has claimed yet; false otherwise. */
export async function deleteUnclaimed(tx: DbOrTx, id: string) {
  const rows = await tx
    .delete(deals)
    .where(and(eq(deals.id, id), eq(deals.remaining, deals.quantity)))
    .returning({ id: deals.id });
  return rows.length === 1;
}

/**
 * Take one gift of the deal, in one statement with its guard: only while some remain. Under a rush the
 * row's lock makes the claims wait their turn, and each re-reads `remaining` before it takes one.
 */
export async function takeOne(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(deals)
    .set({ remaining: sql`${deals.remaining} - 1` })
    .where(and(eq(deals.id, id), gt(deals.remaining, 0)))
    .returning({ remaining: deals.remaining });
  return row;
}

/** The member's claim; undefined when she had already claimed this deal. */
export async function insertClaim(tx: DbOrTx, dealId: string, userId: string, at: Date) {
  const [row] = await tx
    .insert(dealClaims)
    .values({ dealId, userId, claimedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function claimOf(db: DbOrTx, dealId: string, userId: string) {
  const [row] = await db
    .select()
    .from(dealClaims)
    .where(and(eq(dealClaims.dealId, dealId), eq(dealClaims.userId, userId)))
    .limit(1);
  return row;
}

/** Upcoming deals (from `today`, soonest first) or past ones (newest first), after the cursor's day. */
export function listDeals(
  db: DbOrTx,
  q: { when: 'upcoming' | 'past'; today: string; after?: string; limit: number },
) {
  const upcoming = q.when === 'upcoming';
  const range = upcoming ? gte(deals.day, q.today) : lt(deals.day, q.today);
  const page = q.after ? (upcoming ? gt(deals.day, q.after) : lt(deals.day, q.after)) : undefined;
  return withGift(db)
    .where(and(range, page))
    .orderBy(upcoming ? asc(deals.day) : desc(deals.day))
    .limit(q.limit);
}

/** Who claimed a deal, first first (reads accounts' tables for the names). */
export function claimsOf(db: DbOrTx, dealId: string) {
  return db
    .select({
      id: dealClaims.id,
      userId: dealClaims.userId,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      claimedAt: dealClaims.claimedAt,
      sentAt: dealClaims.sentAt,
    })
    .from(dealClaims)
    .innerJoin(users, eq(users.id, dealClaims.userId))
    .leftJoin(profiles, eq(profiles.userId, dealClaims.userId))
    .where(eq(dealClaims.dealId, dealId))
    .orderBy(asc(dealClaims.claimedAt), asc(dealClaims.id));
}

/** One claim with its deal's day, kind and title, and the member's e-mail (for staff's words). */
export async function claimById(db: DbOrTx, claimId: string) {
  const [row] = await db
    .select({
      id: dealClaims.id,
      dealId: dealClaims.dealId,
      userId: dealClaims.userId,
      claimedAt: dealClaims.claimedAt,
      sentAt: dealClaims.sentAt,
      day: deals.day,
      kind: deals.kind,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      productName: products.name,
    })
    .from(dealClaims)
    .innerJoin(deals, eq(deals.id, dealClaims.dealId))
    .innerJoin(users, eq(users.id, dealClaims.userId))
    .leftJoin(profiles, eq(profiles.userId, dealClaims.userId))
    .leftJoin(products, eq(products.id, deals.productId))
    .where(eq(dealClaims.id, claimId))
    .limit(1);
  return row;
}

/** Mark a claim sent, once: undefined when it was sent already (the first mark stands). */
export async function markSent(tx: DbOrTx, claimId: string, by: string | null, at: Date) {
  const [row] = await tx
    .update(dealClaims)
    .set({ sentAt: at, sentBy: by })
    .where(and(eq(dealClaims.id, claimId), isNull(dealClaims.sentAt)))
    .returning({ sentAt: dealClaims.sentAt });
  return row;
}

/**
 * The member's latest free piece claimed from a deal of a day in [fromDay, beforeDay), still waiting to
 * be sent or sent after `sentSince`.
 */
export async function latestPieceClaim(
  db: DbOrTx,
  userId: string,
  q: { fromDay: string; beforeDay: string; sentSince: Date },
) {
  const [row] = await db
    .select({ ...dealWithGift, sentAt: dealClaims.sentAt })
    .from(dealClaims)
    .innerJoin(deals, eq(deals.id, dealClaims.dealId))
    .leftJoin(products, eq(products.id, deals.productId))
    .leftJoin(productVariants, eq(productVariants.id, deals.variantId))
    .where(
      and(
        eq(dealClaims.userId, userId),
        eq(deals.kind, 'piece'),
        gte(deals.day, q.fromDay),
        lt(deals.day, q.beforeDay),
        or(isNull(dealClaims.sentAt), gte(dealClaims.sentAt, q.sentSince)),
      ),
    )
    .orderBy(desc(deals.day))
    .limit(1);
  return row;
}

/** Pieces staff may give: products in stock, each size with stock (or the product once, unsized). */
export function giftablePieces(db: DbOrTx, limit: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      variantId: productVariants.id,
      size: productVariants.value,
      stock: productVariants.stock,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.status, 'IN_STOCK'),
        sql`(${productVariants.id} is null or ${productVariants.stock} > 0)`,
      ),
    )
    .orderBy(asc(products.name), asc(products.id), asc(productVariants.position))
    .limit(limit);
}

/** A product's sizes with their stock (the catalogue's rows, read to check a piece staff chose). */
export function sizesOf(db: DbOrTx, productId: string) {
  return db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
}
