import {
  asList,
  type Category,
  type Product,
  type ProductListFilters,
  type ProductWithSpecs,
  RELATED_PRODUCTS_LIMIT,
} from '../../../contracts/catalog.ts';
import { LIMITS } from '../../../contracts/common.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { UserProfile } from '../../../contracts/user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  badCursor: 'The cursor is not valid. Use the X-Next-Cursor value from the previous page.',
};

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(c: repo.Cursor): string {
  return Buffer.from(`${c.at}|${c.id}`).toString('base64url');
}

export function decodeCursor(raw: string): repo.Cursor {
  const [at, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length || !CURSOR_AT.test(at) || !UUID.test(id))
    throw badRequest(MESSAGES.badCursor);
  return { at, id };
}

/** A database row as the API's product; `now` decides whether a pre-order window is still open. */
export function toProduct(r: repo.ProductRow, now = new Date()): Product {
  const membersOnly = r.availableIn === 'LIMITED-EDITION';
  const unitsLeft = r.preOrderLimit === null ? null : Math.max(0, r.preOrderLimit - r.preOrderCount);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    price: paiseToPrice(r.pricePaise),
    compareAtPrice: r.compareAtPricePaise === null ? null : paiseToPrice(r.compareAtPricePaise),
    status: r.status,
    categoryId: r.categoryId,
    category: { id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
    availableIn: r.availableIn,
    images: r.images,
    variants: r.variants,
    details: r.details,
    voteCount: r.voteCount,
    voteThreshold: r.voteThreshold,
    readyToLaunch: r.readyToLaunchAt !== null,
    preOrderLimit: r.preOrderLimit,
    preOrderEndDate: r.preOrderEndDate?.toISOString() ?? null,
    preOrderCount: r.preOrderCount,
    unitsLeft,
    preOrderOpen:
      r.status === 'PRE_ORDER' &&
      (r.preOrderEndDate === null || r.preOrderEndDate > now) &&
      (unitsLeft === null || unitsLeft > 0),
    rating: r.rating === null ? null : Number(r.rating),
    reviewCount: r.reviewCount,
    createdAt: r.createdAt.toISOString(),
    membersOnly,
    hasAccess: !membersOnly || r.cardActive,
    hasVoted: r.hasVoted,
    inWishlist: r.inWishlist,
  };
}

/** One page: at most one statement (plus the session lookup the route may make). */
export async function listProducts(db: DbOrTx, query: ProductListFilters, viewerId: string | null) {
  const limit = query.limit ?? LIMITS.productListDefaultLimit;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filters: repo.ListFilters = {
    storefront: query.storefront,
    q: query.q || undefined,
    categoryIds: asList(query.categoryId),
    categorySlug: query.categorySlug,
    statuses: asList(query.status),
  };
  const rows = await repo.listProducts(db, filters, limit + 1, viewerId, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  const now = new Date();
  return { products: page.map((r) => toProduct(r, now)), nextCursor };
}

/** Products by id (any order; callers re-order), with the viewer's flags. */
export async function productsByIds(db: DbOrTx, ids: string[], viewerId: string | null) {
  if (ids.length === 0) return [];
  const rows = await repo.listProducts(db, { ids }, ids.length, viewerId);
  const now = new Date();
  return rows.map((r) => toProduct(r, now));
}

export async function getProduct(
  db: DbOrTx,
  slug: string,
  viewerId: string | null,
): Promise<ProductWithSpecs> {
  const [[row], specs] = await Promise.all([
    repo.listProducts(db, { slug }, 1, viewerId),
    repo.attributesForSlug(db, slug),
  ]);
  if (!row) throw notFound(MESSAGES.productNotFound);
  return { ...toProduct(row), specs };
}

/** You Might Also Like: the same category in the same storefront, then the rest of the storefront. */
export async function relatedProducts(db: DbOrTx, slug: string, viewerId: string | null): Promise<Product[]> {
  const found = await repo.findProductIdBySlug(db, slug);
  if (!found) throw notFound(MESSAGES.productNotFound);
  const same = await repo.listProducts(
    db,
    { storefront: found.availableIn, categoryIds: [found.categoryId], excludeIds: [found.id] },
    RELATED_PRODUCTS_LIMIT,
    viewerId,
  );
  const rows =
    same.length < RELATED_PRODUCTS_LIMIT
      ? [
          ...same,
          ...(await repo.listProducts(
            db,
            { storefront: found.availableIn, excludeIds: [found.id, ...same.map((r) => r.id)] },
            RELATED_PRODUCTS_LIMIT - same.length,
            viewerId,
          )),
        ]
      : same;
  const now = new Date();
  return rows.map((r) => toProduct(r, now));
}

export function listCategories(db: DbOrTx): Promise<Category[]> {
  return repo.listCategories(db);
}

export async function getCategory(db: DbOrTx, slug: string): Promise<Category> {
  const found = await repo.findCategoryBySlug(db, slug);
  if (!found) throw notFound(MESSAGES.categoryNotFound);
  return found;
}

/** Storefront view of the signed-in person: membershipTier is NONE unless the card is active. */
export async function getUserProfile(db: DbOrTx, userId: string): Promise<UserProfile> {
  const row = await repo.profileOf(db, userId);
  if (!row) throw notFound('Account not found.');
  const plan = row.plan ?? 'none';
  const cardStatus = row.cardStatus ?? 'none';
  const isMember = cardStatus === 'active' && plan !== 'none';
  return {
    userId,
    email: row.email,
    membershipTier: isMember ? (plan.toUpperCase() as UserProfile['membershipTier']) : 'NONE',
    plan,
    cardStatus,
    isMember,
  };
}

// What the cart (and later orders) may ask of the catalogue.

/** A product's buying facts (status, storefront, pre-order window and counts), or undefined. */
export function findProductForSale(db: DbOrTx, id: string) {
  return repo.findProductById(db, id);
}

export function findVariant(db: DbOrTx, id: string) {
  return repo.findVariant(db, id);
}

/**
 * Hold pre-order units against the product's limit and window, atomically (see the repo): undefined
 * when refused. Call it in the transaction that records what holds them.
 */
export function holdPreOrderUnits(tx: DbOrTx, productId: string, units: number) {
  return repo.holdPreOrderUnits(tx, productId, units);
}

export function releasePreOrderUnits(tx: DbOrTx, productId: string, units: number) {
  return repo.releasePreOrderUnits(tx, productId, units);
}
