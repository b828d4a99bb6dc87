import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { VariantKind } from '../../../contracts/catalog.ts';
import type { Storefront } from '../../../contracts/common.ts';
import type { FitChoice } from '../../../contracts/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  categories,
  productCards,
  productImages,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';
import { fromJson, pageOrder, ph, versionColumn } from './list-repo.ts';

/**
 * A product's live figures as one text, in the same snapshot as the row (see live.ts): the vote count,
 * the pre-order count and limit, the status and every variant's kind, value and stock, in the card's
 * order. Written by PostgreSQL, so every process gets the same text for the same state.
 */
export const liveText = (p: string) =>
  sql.raw(`json_build_array(${p}.vote_count, ${p}.pre_order_count, ${p}.pre_order_limit, ${p}.status,
    coalesce((select json_agg(json_build_array(v.name, v.value, v.stock) order by v.name, v.position, v.id)
      from product_variants v where v.product_id = ${p}.id), '[]'::json))::text`);

/** Cards by id with their live figures read beside them (not cached: the wishlist). */
export async function cardsWithFigures(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: productCards.productId, card: productCards.card, live: sql<string>`${liveText('p')}` })
    .from(productCards)
    .innerJoin(sql`${products} p`, sql`p.id = ${productCards.productId}`)
    .where(inArray(productCards.productId, ids));
}

const pageColumns = {
  id: products.id,
  page: productCards.page,
  launchedAt: products.launchedAt,
  version: versionColumn.mapWith(Number),
};

const pageStatements = new WeakMap<object, ReturnType<typeof buildPageStatement>>();
function buildPageStatement(db: DbOrTx) {
  return db
    .select(pageColumns)
    .from(products)
    .innerJoin(productCards, eq(productCards.productId, products.id))
    .where(sql`${products.slug} = ${ph('slug')}`)
    .limit(1)
    .prepare('catalog_product_page');
}

/**
 * One product's page as its ready JSON (without its live figures), when it launched and the catalogue
 * version, in one prepared statement; undefined for an unknown slug.
 */
export async function productPageText(db: DbOrTx, slug: string) {
  let statement = pageStatements.get(db);
  if (!statement) {
    statement = buildPageStatement(db);
    pageStatements.set(db, statement);
  }
  const [row] = await statement.execute({ slug });
  return row;
}

/** One product's page with its live figures read beside it (not cached: link previews). */
export async function productPageWithFigures(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ ...pageColumns, live: sql<string>`${liveText('products')}` })
    .from(products)
    .innerJoin(productCards, eq(productCards.productId, products.id))
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

export async function findProductIdBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId, availableIn: products.availableIn })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

export async function listCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function findCategoryBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row;
}

export async function findProductById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      status: products.status,
      availableIn: products.availableIn,
      name: products.name,
      preOrderLimit: products.preOrderLimit,
      preOrderEndDate: products.preOrderEndDate,
      preOrderCount: products.preOrderCount,
      launchedAt: products.launchedAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export async function findVariant(db: DbOrTx, id: string) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id)).limit(1);
  return row;
}

export async function countProducts(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}

export async function profileOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, plan: accounts.currentPlan, cardStatus: accounts.cardStatus })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A product's size or colour by its value (what a card names). */
export async function findVariantByValue(db: DbOrTx, productId: string, name: VariantKind, value: string) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.name, name),
        eq(productVariants.value, value),
      ),
    )
    .limit(1);
  return row;
}

/** The newest STUDIO pieces with their category and every picture (the home page's imagery). */
export async function featuredPieces(db: DbOrTx, limit: number) {
  const id = sql.raw('"products"."id"');
  return db
    .select({
      name: products.name,
      categorySlug: categories.slug,
      images: sql`(select coalesce(json_agg(json_build_object('imageUrl', i.image_url, 'alt', i.alt,
        'width', i.width, 'height', i.height) order by i.is_primary desc, i.position), '[]'::json)
        from ${productImages} i where i.product_id = ${id})`.mapWith((v) =>
        fromJson<{ imageUrl: string; alt: string; width: number; height: number }[]>(v),
      ),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.availableIn, 'STUDIO'))
    .orderBy(...pageOrder({}))
    .limit(limit);
}

/** A picture belongs to LIMITED-EDITION products only (false when no product shows it). */
export async function imageIsMembersOnly(db: DbOrTx, imageUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ membersOnly: sql<boolean | null>`bool_and(${products.availableIn} = 'LIMITED-EDITION')` })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(productImages.imageUrl, imageUrl));
  return row?.membersOnly === true;
}

/** products.fit_tendency, as the buyers' fit answers say (set by orders' fit service). */
export async function setFitTendency(db: DbOrTx, productId: string, tendency: FitChoice | null) {
  await db
    .update(products)
    .set({ fitTendency: tendency, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), sql`${products.fitTendency} is distinct from ${tendency}`));
}

/** products.rating and review_count, as the reviews say (set by orders' review service). */
export async function setReviewSummary(db: DbOrTx, productId: string, rating: string | null, count: number) {
  await db
    .update(products)
    .set({ rating, reviewCount: count, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** A design's standing in the vote. */
export async function voteStanding(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({
      status: products.status,
      availableIn: products.availableIn,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      readyToLaunchAt: products.readyToLaunchAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/**
 * One more vote on the design: the count moves by one and, the first time it reaches the threshold,
 * the design is marked ready to launch. The update holds the row until the transaction ends, so a
 * concurrent vote waits and then adds to the count this one left.
 */
export async function addVote(tx: DbOrTx, productId: string) {
  const [row] = await tx
    .update(products)
    .set({
      voteCount: sql`${products.voteCount} + 1`,
      readyToLaunchAt: sql`coalesce(${products.readyToLaunchAt},
        case when ${products.voteCount} + 1 >= ${products.voteThreshold} then now() end)`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId))
    .returning({
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      readyToLaunchAt: products.readyToLaunchAt,
    });
  return row!;
}

/**
 * Pieces launched in (after, upTo] (`launched_at`), oldest first, still open to orders (a piece staff
 * moved back to voting is not announced); optionally of one storefront.
 */
export function launchedBetween(db: DbOrTx, after: Date, upTo: Date, storefront?: Storefront) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      availableIn: products.availableIn,
      launchedAt: products.launchedAt,
    })
    .from(products)
    .where(
      and(
        gt(products.launchedAt, after),
        lte(products.launchedAt, upTo),
        ne(products.status, 'VOTE_TO_LAUNCH'),
        storefront ? eq(products.availableIn, storefront) : undefined,
      ),
    )
    .orderBy(asc(products.launchedAt), asc(products.id));
}
