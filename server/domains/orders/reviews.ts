import type { Review, ReviewBody } from '../../../contracts/orders.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as repo from './reviews-repo.ts';

export const REVIEW_MESSAGES = {
  productNotFound: 'Product not found.',
  membershipRequired: 'Membership Required: Limited Edition pieces are for members whose card is active.',
  notReceived: 'You can review pieces you have received.',
  already: 'You have already reviewed this piece.',
} as const;

/** "Anjali M.", or "Roslis member" without a name. */
function author(first: string | null, last: string | null) {
  const name = first?.trim();
  if (!name) return 'Roslis member';
  const initial = last?.trim().charAt(0);
  return initial ? `${name} ${initial.toUpperCase()}.` : name;
}

/**
 * The product by slug, as its page would answer this viewer (LIMITED-EDITION for active cards only;
 * STUDIO for everyone, a visitor (null) included).
 */
async function visibleProduct(db: DbOrTx, userId: string | null, slug: string) {
  const product = await catalog.findProductBySlug(db, slug);
  if (!product) throw notFound(REVIEW_MESSAGES.productNotFound);
  if (
    product.availableIn === 'LIMITED-EDITION' &&
    (userId === null || (await membership.cardStatusOf(db, userId)) !== 'active')
  ) {
    throw new AppError('MEMBERSHIP_REQUIRED', REVIEW_MESSAGES.membershipRequired).keyed(
      'membership.requiredLimited',
    );
  }
  return product;
}

export async function listReviews(db: Db, userId: string | null, slug: string): Promise<Review[]> {
  const product = await visibleProduct(db, userId, slug);
  const rows = await repo.listForProduct(db, product.id, 100);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    text: r.text,
    author: author(r.firstName, r.lastName),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * A member who received the product rates it once. The review and the product's rating and count
 * change in one transaction; a second review (even two at once) is a 409.
 */
export async function addReview(db: Db, userId: string, slug: string, body: ReviewBody): Promise<Review> {
  const product = await visibleProduct(db, userId, slug);
  if (!(await repo.hasReceived(db, userId, product.id))) throw forbidden(REVIEW_MESSAGES.notReceived);
  const { review, names } = await db.transaction(async (tx) => {
    // The product row first: reviews of one piece queue here, so each count sees every review committed
    // before it (no lost update on PostgreSQL). Locking after the insert would deadlock: the insert's
    // foreign key takes a share lock on the same row.
    await catalog.lockProduct(tx, product.id);
    const row = await repo.insertReview(tx, {
      productId: product.id,
      userId,
      rating: body.rating,
      text: body.text?.trim() ? body.text.trim() : null,
    });
    if (!row) throw new AppError('CONFLICT', REVIEW_MESSAGES.already).keyed('orders.alreadyReviewed');
    const { count, average } = await repo.summary(tx, product.id);
    await catalog.setReviewSummary(tx, product.id, average, count);
    return { review: row, names: await repo.nameOf(tx, userId) };
  });
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    author: author(names?.firstName ?? null, names?.lastName ?? null),
    createdAt: review.createdAt.toISOString(),
  };
}

/** The products of `productIds` this member has reviewed (the order page's Write a review). */
export async function reviewedProductIds(db: DbOrTx, userId: string, productIds: string[]) {
  return new Set((await repo.reviewedOf(db, userId, productIds)).map((r) => r.productId));
}
