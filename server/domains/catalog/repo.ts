import { and, asc, eq, gt, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  CardImage,
  ProductImage,
  ProductStatus,
  ProductVariant,
  VariantKind,
} from '../../../contracts/catalog.ts';
import type { Storefront } from '../../../contracts/common.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  accounts,
  catalogVersion,
  categories,
  productAttributes,
  productImages,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';

/** Keyset position: created_at as PostgreSQL prints it (microseconds kept) and the id. */
export interface Cursor {
  at: string;
  id: string;
}

export interface ListFilters {
  storefront?: Storefront;
  q?: string;
  categoryIds?: string[];
  categorySlug?: string;
  statuses?: ProductStatus[];
  ids?: string[];
  slug?: string;
  excludeIds?: string[];
  /** Only Signature Line pieces. */
  signature?: boolean;
}

/** json/json_agg come back parsed from both drivers; accept a string too. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Only an uploaded photo has variants: the generated garments' pictures carry no `variants` key. */
function withoutEmptyVariants<T extends { variants?: unknown }>(images: T[]): T[] {
  return images.map((image) => {
    if (image.variants) return image;
    const { variants: _none, ...rest } = image;
    return rest as T;
  });
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filters: ListFilters, after?: Cursor): SQL | undefined {
  const where: SQL[] = [];
  if (filters.storefront) where.push(eq(products.availableIn, filters.storefront));
  if (filters.categoryIds?.length) where.push(inArray(products.categoryId, filters.categoryIds));
  if (filters.categorySlug) {
    // A scalar subquery (run once) keeps the (category_id, created_at, id) index usable for paging.
    where.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filters.categorySlug})`,
    );
  }
  if (filters.statuses?.length) where.push(inArray(products.status, filters.statuses));
  if (filters.q) where.push(ilike(products.name, `%${escapeLike(filters.q)}%`));
  if (filters.ids) where.push(filters.ids.length ? inArray(products.id, filters.ids) : sql`false`);
  if (filters.slug) where.push(eq(products.slug, filters.slug));
  if (filters.excludeIds?.length) where.push(notInArray(products.id, filters.excludeIds));
  if (filters.signature) where.push(eq(products.isSignature, true));
  // A row comparison, so the btree index on (..., created_at desc, id desc) seeks straight to the page.
  if (after)
    where.push(sql`(${products.createdAt}, ${products.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  return and(...where);
}

/**
 * Newest first. NULLS LAST matches the indexes (drizzle's .desc()), so PostgreSQL walks
 * (…, created_at desc, id desc) in order and stops after one page: keyset paging costs the same on
 * page 1 and page 400. A name search of 3+ characters (trigram-capable) orders NULLS FIRST instead:
 * the same order (created_at is NOT NULL) that no index provides, so the planner finds the matches
 * through the trigram index and sorts only those, rather than walking the newest-first index and
 * testing every name (which reads the whole table when the text is rare).
 */
function pageOrder(filters: ListFilters): SQL[] {
  const nulls = sql.raw((filters.q?.length ?? 0) >= 3 ? 'nulls first' : 'nulls last');
  return [sql`${products.createdAt} desc ${nulls}`, sql`${products.id} desc ${nulls}`];
}

// Qualified by hand: inside these subqueries a bare "id" would mean the inner table's id.
const pageId = sql.raw('"page"."id"');

/** The catalogue's version in the same snapshot as the rows beside it. */
const versionColumn = sql<number>`(select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1)`;

/** The page of products (keyset, newest first) as a subquery, with the columns both shapes share. */
function pageOf(db: DbOrTx, filters: ListFilters, limit: number, after?: Cursor) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      compareAtPricePaise: products.compareAtPricePaise,
      status: products.status,
      categoryId: products.categoryId,
      availableIn: products.availableIn,
      isSignature: products.isSignature,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      preOrderLimit: products.preOrderLimit,
      preOrderEndDate: products.preOrderEndDate,
      preOrderCount: products.preOrderCount,
      createdAt: products.createdAt,
      cursorAt: sql<string>`${products.createdAt}::text`.as('cursor_at'),
    })
    .from(products)
    .where(whereOf(filters, after))
    .orderBy(...pageOrder(filters))
    .limit(limit)
    .as('page');
}

/**
 * Cards (the list shape) in ONE statement: the page (keyset, newest first) is a subquery; its first
 * two images and its variants (name, value, in stock) are aggregated per page row, and the catalogue
 * version comes in the same snapshot. Page size does not change the statement count.
 */
export async function listCards(db: DbOrTx, filters: ListFilters, limit: number, after?: Cursor) {
  const page = pageOf(db, filters, limit, after);
  const images = sql`(select coalesce(json_agg(json_build_object('url', i.image_url, 'width', i.width,
    'height', i.height, 'variants', nullif(i.variants, '[]'::jsonb)) order by i.is_primary desc, i.position), '[]'::json)
    from (select * from ${productImages} i0 where i0.product_id = ${pageId}
      order by i0.is_primary desc, i0.position limit 2) i)`;
  const variants = sql`(select coalesce(json_agg(json_build_array(v.name, v.value, v.stock > 0)
    order by v.name, v.position), '[]'::json) from ${productVariants} v where v.product_id = ${pageId})`;
  return db
    .select({
      id: page.id,
      slug: page.slug,
      name: page.name,
      pricePaise: page.pricePaise,
      compareAtPricePaise: page.compareAtPricePaise,
      status: page.status,
      categoryId: page.categoryId,
      availableIn: page.availableIn,
      isSignature: page.isSignature,
      voteCount: page.voteCount,
      voteThreshold: page.voteThreshold,
      preOrderLimit: page.preOrderLimit,
      preOrderEndDate: page.preOrderEndDate,
      preOrderCount: page.preOrderCount,
      cursorAt: page.cursorAt,
      images: images.mapWith((v) => withoutEmptyVariants(fromJson<CardImage[]>(v))),
      variants: variants.mapWith((v) => fromJson<[VariantKind, string, boolean][]>(v)),
      version: versionColumn.mapWith(Number),
    })
    .from(page)
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

export type CardRow = Awaited<ReturnType<typeof listCards>>[number];

/** One product in the full shape (the product page), with the catalogue version, in one statement. */
export async function productBySlug(db: DbOrTx, slug: string) {
  const id = sql.raw('"products"."id"');
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      pricePaise: products.pricePaise,
      compareAtPricePaise: products.compareAtPricePaise,
      status: products.status,
      categoryId: products.categoryId,
      categoryName: categories.name,
      categorySlug: categories.slug,
      availableIn: products.availableIn,
      isSignature: products.isSignature,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      readyToLaunchAt: products.readyToLaunchAt,
      launchedAt: products.launchedAt,
      preOrderLimit: products.preOrderLimit,
      preOrderEndDate: products.preOrderEndDate,
      preOrderCount: products.preOrderCount,
      rating: products.rating,
      reviewCount: products.reviewCount,
      details: products.details,
      createdAt: products.createdAt,
      images: sql`(select coalesce(json_agg(json_build_object('id', i.id, 'imageUrl', i.image_url,
        'isPrimary', i.is_primary, 'alt', i.alt, 'width', i.width, 'height', i.height,
        'variants', nullif(i.variants, '[]'::jsonb))
        order by i.is_primary desc, i.position), '[]'::json)
        from ${productImages} i where i.product_id = ${id})`.mapWith((v) =>
        withoutEmptyVariants(fromJson<ProductImage[]>(v)),
      ),
      variants: sql`(select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name,
        'value', v.value, 'stock', v.stock) order by v.name, v.position), '[]'::json)
        from ${productVariants} v where v.product_id = ${id})`.mapWith((v) => fromJson<ProductVariant[]>(v)),
      specs: sql`(select coalesce(json_agg(json_build_object('label', a.label, 'value', a.value)
        order by a.position, a.label), '[]'::json)
        from ${productAttributes} a where a.product_id = ${id})`.mapWith((v) =>
        fromJson<{ label: string; value: string }[]>(v),
      ),
      version: versionColumn.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof productBySlug>>>;

/** The catalogue's version now (one small read). */
export async function catalogVersionNow(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
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

/**
 * Hold `units` pre-order units in one atomic conditional update: only while the product is a
 * pre-order, the window is open and the limit leaves room. The row lock it takes serialises
 * concurrent pre-orders, and a CHECK constraint backs the limit. Returns undefined when refused.
 */
export async function holdPreOrderUnits(db: DbOrTx, productId: string, units: number) {
  const [row] = await db
    .update(products)
    .set({ preOrderCount: sql`${products.preOrderCount} + ${units}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'PRE_ORDER'),
        or(isNull(products.preOrderEndDate), gt(products.preOrderEndDate, sql`now()`)),
        or(
          isNull(products.preOrderLimit),
          sql`${products.preOrderCount} + ${units} <= ${products.preOrderLimit}`,
        ),
      ),
    )
    .returning({ preOrderCount: products.preOrderCount });
  return row;
}

export async function releasePreOrderUnits(db: DbOrTx, productId: string, units: number) {
  await db
    .update(products)
    .set({ preOrderCount: sql`greatest(${products.preOrderCount} - ${units}, 0)`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
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

export interface StockItem {
  variantId: string;
  quantity: number;
}

function stockValues(items: StockItem[]) {
  return sql.join(
    items.map((i) => sql`(${i.variantId}::uuid, ${i.quantity}::int)`),
    sql`, `,
  );
}

/**
 * Take stock for several sizes in one statement, each only where enough is left (the CHECK on stock
 * backs it). Rows are locked in id order first, so two orders over the same sizes never deadlock.
 * Answers the variant ids that were taken; the caller rolls back unless all were.
 */
export async function takeStock(db: DbOrTx, items: StockItem[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await db.execute(sql`
    with locked as (
      select v.id from ${productVariants} v
      where v.id in (${sql.join(
        items.map((i) => sql`${i.variantId}::uuid`),
        sql`, `,
      )})
      order by v.id
      for update
    )
    update ${productVariants} v set stock = v.stock - x.qty
    from (values ${stockValues(items)}) as x(id, qty), locked
    where v.id = x.id and locked.id = v.id and v.stock >= x.qty
    returning v.id`);
  return new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
}

/** Put stock back (a cancelled or expired order). */
export async function returnStock(db: DbOrTx, items: StockItem[]) {
  if (items.length === 0) return;
  await db.execute(sql`
    update ${productVariants} v set stock = v.stock + x.qty
    from (values ${stockValues(items)}) as x(id, qty)
    where v.id = x.id`);
}

/** Stock left per variant (for the sold-out message). */
export async function stockOf(db: DbOrTx, variantIds: string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
}

/** Hold the product's row until the transaction ends (review figures are recomputed one at a time). */
export async function lockProduct(db: DbOrTx, productId: string) {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
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
