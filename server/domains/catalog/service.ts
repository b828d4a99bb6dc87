import {
  asList,
  type Category,
  FEATURED_PIECES,
  type FeaturedPiece,
  type ProductCard,
  type ProductListFilters,
  type ProductVariant,
  type ProductWithSpecs,
  type PublicProduct,
  RELATED_PRODUCTS_LIMIT,
  type VariantKind,
} from '../../../contracts/catalog.ts';
import { LIMITS } from '../../../contracts/common.ts';
import type { FitChoice } from '../../../contracts/constants.ts';
import type { SizeMap } from '../../../contracts/fit.ts';
import type { UserProfile } from '../../../contracts/user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as listRepo from './list-repo.ts';
import { LiveFigures, type LiveSource } from './live.ts';
import * as liveRepo from './live-repo.ts';
import * as repo from './repo.ts';
import * as sitemapRepo from './sitemap-repo.ts';
import * as stockRepo from './stock-repo.ts';

export const MESSAGES = {
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  badCursor: 'The cursor is not valid. Use the X-Next-Cursor value from the previous page.',
};

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(c: listRepo.Cursor): string {
  return Buffer.from(`${c.at}|${c.id}`).toString('base64url');
}

export function decodeCursor(raw: string): listRepo.Cursor {
  const [at, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length || !CURSOR_AT.test(at) || !UUID.test(id))
    throw badRequest(MESSAGES.badCursor);
  return { at, id };
}

/**
 * The product page as its ready JSON holds it (product_cards.page): the whole shape less the live
 * figures, and the variants without their stock.
 */
export type StaticPage = Omit<
  ProductWithSpecs,
  'variants' | 'voteCount' | 'preOrderCount' | 'unitsLeft' | 'earlyAccess'
> & { variants: Omit<ProductVariant, 'stock'>[] };

/** A product page: its ready part and its live figures. */
export function productOf(page: StaticPage, live: LiveFigures): ProductWithSpecs {
  return {
    ...page,
    variants: page.variants.map((v) => ({ ...v, stock: live.stockOf(v.name, v.value) })),
    voteCount: live.voteCount,
    preOrderCount: live.preOrderCount,
    unitsLeft: live.unitsLeft,
  };
}

/**
 * A STUDIO piece as a visitor sees it (a friend who opened a member's link): the design without its
 * stock per size and pre-order counts (contracts/catalog.ts publicProduct).
 */
export function toPublicProduct(p: ProductWithSpecs): PublicProduct {
  const { variants, preOrderCount: _count, unitsLeft: _left, readyToLaunch: _ready, ...rest } = p;
  return {
    ...rest,
    variants: variants.map(({ id, name, value }) => ({ id, name, value })),
    forVisitors: true,
  };
}

/** A card: its ready JSON (product_cards.card) with its live figures. */
export function cardOf(card: string, live: LiveFigures): ProductCard {
  return {
    ...(JSON.parse(card) as Omit<ProductCard, 'voteCount' | 'unitsLeft' | 'sizesInStock'>),
    voteCount: live.voteCount,
    unitsLeft: live.unitsLeft,
    sizesInStock: live.sizesInStock,
  };
}

/** The list filters as the repo takes them (the audience has already narrowed the storefront). */
export function listFilters(query: ProductListFilters): listRepo.ListFilters {
  return {
    storefront: query.storefront,
    q: query.q || undefined,
    categoryIds: asList(query.categoryId),
    categorySlug: query.categorySlug,
    statuses: asList(query.status),
    signature: query.signature === 'true' || undefined,
  };
}

/** A page of cards as ready JSON, the next page's cursor and the catalogue version they were read at. */
export interface CardPage {
  cards: listRepo.CardText[];
  /** null on the last page. */
  nextCursor: string | null;
  /** null when the page is empty. */
  version: number | null;
}

/**
 * A size map ("In my size") as the list filters take it: one row per category, cut and size, sorted,
 * so the same sizes give the same rows (and the same cache key) whoever they are for. Null for an
 * empty map (nothing to suggest).
 */
export function sizeRows(map: SizeMap): listRepo.SizeRows | null {
  const rows = Object.entries(map)
    .flatMap(([categoryId, cuts]) =>
      Object.entries(cuts).flatMap(([fit, size]) => (size ? [[categoryId, fit, size] as const] : [])),
    )
    .sort((a, b) => (a.join('|') < b.join('|') ? -1 : a.join('|') > b.join('|') ? 1 : 0));
  if (rows.length === 0) return null;
  return {
    categoryIds: rows.map((r) => r[0]),
    fits: rows.map((r) => r[1]),
    sizes: rows.map((r) => r[2]),
  };
}

/** The size rows as a cache key's part: the same text for the same sizes (no person in it). */
export function sizeRowsKey(rows: listRepo.SizeRows): string {
  return rows.categoryIds.map((c, i) => `${c}:${rows.fits[i]}:${rows.sizes[i]}`).join(',');
}

/**
 * One page of cards as their ready JSON (without the live figures): one statement. `sizes` narrows it
 * to the pieces that can be had in one of those sizes ("In my size").
 */
export async function listCardTexts(
  db: DbOrTx,
  query: ProductListFilters,
  sizes?: listRepo.SizeRows,
): Promise<CardPage> {
  const limit = query.limit ?? LIMITS.productListDefaultLimit;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listRepo.listCardTexts(db, { ...listFilters(query), sizes }, limit + 1, after);
  const cards = rows.slice(0, limit);
  const last = cards.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { cards, nextCursor, version: rows[0]?.version ?? null };
}

/** Products by id as cards with their figures read now (any order; callers re-order): the wishlist's pieces. */
export async function cardsByIds(db: DbOrTx, ids: string[]): Promise<ProductCard[]> {
  const rows = await repo.cardsWithFigures(db, ids);
  return rows.map((r) => cardOf(r.card, new LiveFigures(r.live)));
}

/**
 * The product page's ready part (without its live figures), its id, when it launched and the catalogue
 * version, or undefined for an unknown slug: one statement.
 */
export async function productPage(db: DbOrTx, slug: string) {
  const row = await repo.productPageText(db, slug);
  return (
    row && {
      id: row.id,
      page: JSON.parse(row.page) as StaticPage,
      /** The ready JSON's length (what keeping it costs). */
      bytes: row.page.length,
      launchedAt: row.launchedAt,
      version: Number(row.version),
    }
  );
}

/** The product page's shape with its figures read now (not cached: link previews), or undefined. */
export async function findProduct(db: DbOrTx, slug: string) {
  const row = await repo.productPageWithFigures(db, slug);
  return (
    row && {
      product: productOf(JSON.parse(row.page) as StaticPage, new LiveFigures(row.live)),
      version: Number(row.version),
      launchedAt: row.launchedAt,
    }
  );
}

/** You Might Also Like: the same category in the same storefront, then the rest of the storefront. */
export async function relatedCardTexts(db: DbOrTx, slug: string) {
  const found = await repo.findProductIdBySlug(db, slug);
  if (!found) throw notFound(MESSAGES.productNotFound);
  const same = await listRepo.listCardTexts(
    db,
    { storefront: found.availableIn, categoryIds: [found.categoryId], excludeIds: [found.id] },
    RELATED_PRODUCTS_LIMIT,
  );
  const cards =
    same.length < RELATED_PRODUCTS_LIMIT
      ? [
          ...same,
          ...(await listRepo.listCardTexts(
            db,
            { storefront: found.availableIn, excludeIds: [found.id, ...same.map((r) => r.id)] },
            RELATED_PRODUCTS_LIMIT - same.length,
          )),
        ]
      : same;
  return { availableIn: found.availableIn, cards };
}

/**
 * Where the live layer reads: every product's figures, or those changed since a horizon, with the
 * catalogue version of the same snapshot (one statement each), and the pruning of old change rows.
 */
export function liveSource(db: DbOrTx): LiveSource {
  return {
    all: () => liveRepo.liveFiguresAll(db),
    since: (horizon) => liveRepo.liveFiguresSince(db, horizon),
    prune: (horizon) => liveRepo.pruneLiveChanges(db, horizon),
  };
}

/** The home page's pictures: the newest STUDIO pieces, names and pictures only. */
export function featuredPieces(db: DbOrTx): Promise<FeaturedPiece[]> {
  return repo.featuredPieces(db, FEATURED_PIECES);
}

/** A picture only members may see: it belongs to LIMITED-EDITION products alone. */
export function imageIsMembersOnly(db: DbOrTx, imageUrl: string): Promise<boolean> {
  return repo.imageIsMembersOnly(db, imageUrl);
}

/**
 * The catalogue's (the cards') version now: a change to what a card or a page shows moves it; stock,
 * vote and pre-order counts do not (they are the live figures).
 */
export function catalogVersion(db: DbOrTx): Promise<number> {
  return liveRepo.catalogVersionNow(db);
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

/** A product's size or colour by its value (what a card's one-tap Add to Cart names). */
export function findVariantByValue(db: DbOrTx, productId: string, name: VariantKind, value: string) {
  return repo.findVariantByValue(db, productId, name, value);
}

/**
 * Hold pre-order units against the product's limit and window, atomically (see the repo): undefined
 * when refused. Call it in the transaction that records what holds them.
 */
export function holdPreOrderUnits(tx: DbOrTx, productId: string, units: number) {
  return stockRepo.holdPreOrderUnits(tx, productId, units);
}

export function releasePreOrderUnits(tx: DbOrTx, productId: string, units: number) {
  return stockRepo.releasePreOrderUnits(tx, productId, units);
}

export type { StockItem } from './stock-repo.ts';

/** Take size stock for an order's lines in one statement: the variant ids taken (all, or roll back). */
export function takeStock(tx: DbOrTx, items: stockRepo.StockItem[]) {
  return stockRepo.takeStock(tx, items);
}

// Checkout's size stock and pre-order units as fragments of the one statement orders composes (each
// one's CTEs, placeholders, locks and rule are in its doc comment in repo.ts).
export { holdPreOrdersSql, takeStockSql } from './stock-repo.ts';

/** Put an order's size stock back (cancelled or expired). */
export function returnStock(tx: DbOrTx, items: stockRepo.StockItem[]) {
  return stockRepo.returnStock(tx, items);
}

export function stockOf(db: DbOrTx, variantIds: string[]) {
  return stockRepo.stockOf(db, variantIds);
}

/**
 * Hold the product's row until `tx` ends: whoever recomputes its review figures next waits, then
 * counts the reviews this transaction added (two members reviewing at once both count).
 */
export function lockProduct(tx: DbOrTx, productId: string) {
  return stockRepo.lockProduct(tx, productId);
}

/** Where a design stands in the vote (undefined for an unknown product): voting checks it first. */
export async function voteStanding(db: DbOrTx, productId: string) {
  const row = await repo.voteStanding(db, productId);
  return (
    row && {
      status: row.status,
      membersOnly: row.availableIn === 'LIMITED-EDITION',
      voteCount: row.voteCount,
      voteThreshold: row.voteThreshold,
      ready: row.readyToLaunchAt !== null,
    }
  );
}

/**
 * Count one more vote on a design, in the transaction that records the vote (voting's product_votes
 * row): the new count, and whether the design is now ready to launch. Concurrent votes queue on the
 * design's row, so each adds to the count the one before it left and the count stays exact.
 */
export async function addVote(tx: DbOrTx, productId: string) {
  const row = await repo.addVote(tx, productId);
  return { voteCount: row.voteCount, voteThreshold: row.voteThreshold, ready: row.readyToLaunchAt !== null };
}

// A design that reached its votes launches (launch.ts): voting asks, and tells the voters.
export type { Staff } from './admin.ts';
export { refuseBeforeOpening } from './early-access.ts';
export { launchProduct } from './launch.ts';

/** The product's rating (one decimal, or null) and review count, as its reviews say. */
/**
 * The product's fit tendency, as orders' fit answers say (in the caller's transaction). A change moves
 * the catalogue's version and rewrites the product's ready page, as a review's does.
 */
export function setFitTendency(tx: DbOrTx, productId: string, tendency: FitChoice | null) {
  return repo.setFitTendency(tx, productId, tendency);
}

export function setReviewSummary(tx: DbOrTx, productId: string, rating: string | null, count: number) {
  return repo.setReviewSummary(tx, productId, rating, count);
}

/** A product's id, name and storefront by its slug (for reviews), or undefined. */
export function findProductBySlug(db: DbOrTx, slug: string) {
  return repo.findProductIdBySlug(db, slug);
}

/** The public (STUDIO) products a sitemap may list: slug and last change, at most `limit`. */
export function studioProductSlugs(db: DbOrTx, limit: number) {
  return sitemapRepo.productSlugs(db, 'STUDIO', limit);
}

/** "Your size" (the fit domain): each product's category, cut, storefront, status and sizes with stock. */
export { fitFactsOf } from './fit-facts-repo.ts';
