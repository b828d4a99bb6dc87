import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ProductStatus, VariantKind } from '../../../contracts/catalog.ts';
import type { Storefront } from '../../../contracts/common.ts';
import type { FitChoice } from '../../../contracts/constants.ts';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  accounts,
  catalogLiveChanges,
  catalogVersion,
  categories,
  productCards,
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
  /**
   * "In my size": only pieces that can be had in one of these sizes for their category and cut. The
   * rows (category id, cut, size), as three lists of the same length, non-empty.
   */
  sizes?: SizeRows;
}

/** A person's size map flattened: row i is (categoryIds[i], fits[i], sizes[i]). */
export interface SizeRows {
  categoryIds: string[];
  fits: string[];
  sizes: string[];
}

/** json/json_agg come back parsed from both drivers; accept a string too. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Newest first. NULLS LAST matches the indexes (drizzle's .desc()), so PostgreSQL walks
 * (…, created_at desc, id desc) in order and stops after one page: keyset paging costs the same on
 * page 1 and page 400. A name search of 3+ characters (trigram-capable) orders NULLS FIRST instead:
 * the same order (created_at is NOT NULL) that no index provides, so the planner finds the matches
 * through the trigram index and sorts only those, rather than walking the newest-first index and
 * testing every name (which reads the whole table when the text is rare).
 */
function pageOrder(
  filters: Pick<ListFilters, 'q'>,
  createdAt: unknown = products.createdAt,
  id: unknown = products.id,
): SQL[] {
  const nulls = sql.raw((filters.q?.length ?? 0) >= 3 ? 'nulls first' : 'nulls last');
  return [sql`${createdAt} desc ${nulls}`, sql`${id} desc ${nulls}`];
}

/** The catalogue's version in the same snapshot as the rows beside it. */
const versionColumn = sql<number>`(select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1)`;

const ph = (name: string) => sql.placeholder(name);
/** A list parameter as a PostgreSQL array literal (ids and statuses are validated before they get here). */
const arrayLiteral = (values: string[]) => `{${values.join(',')}}`;

/** What a list statement's text depends on: one prepared statement per shape. */
function shapeOf(filters: ListFilters, after: Cursor | undefined): string {
  return [
    filters.storefront ? 's' : '',
    // One status or category is an equality the index checks itself; several, a list it filters on.
    filters.statuses?.length ? (filters.statuses.length === 1 ? 't' : 'T') : '',
    filters.categoryIds?.length ? (filters.categoryIds.length === 1 ? 'c' : 'C') : '',
    filters.categorySlug ? 'g' : '',
    filters.signature ? 'x' : '',
    filters.q ? ((filters.q.length >= 3 ? 'Q' : 'q') as string) : '',
    filters.ids ? 'i' : '',
    filters.slug ? 'u' : '',
    filters.excludeIds?.length ? 'e' : '',
    filters.sizes ? 'z' : '',
    after ? 'a' : '',
  ].join('');
}

/**
 * The filters with placeholders, on `products` (a name search: its trigram index is there) or on
 * `product_cards` (every other list: its indexes hold each filter's column, newest first).
 */
function whereOf(filters: ListFilters, after: Cursor | undefined, onCards: boolean): SQL | undefined {
  const t = onCards
    ? {
        id: productCards.productId,
        storefront: productCards.availableIn,
        status: productCards.status,
        category: productCards.categoryId,
        signature: productCards.isSignature,
        createdAt: productCards.createdAt,
      }
    : {
        id: products.id,
        storefront: products.availableIn,
        status: products.status,
        category: products.categoryId,
        signature: products.isSignature,
        createdAt: products.createdAt,
      };
  const where: SQL[] = [];
  if (filters.storefront) where.push(sql`${t.storefront} = ${ph('storefront')}`);
  if (filters.statuses?.length === 1) where.push(sql`${t.status} = ${ph('status')}`);
  else if (filters.statuses?.length)
    where.push(sql`${t.status} = any(${ph('statuses')}::text::product_status[])`);
  if (filters.categoryIds?.length === 1) where.push(sql`${t.category} = ${ph('category')}`);
  else if (filters.categoryIds?.length)
    where.push(sql`${t.category} = any(${ph('categories')}::text::uuid[])`);
  if (filters.categorySlug) {
    // A scalar subquery (run once) keeps the (category_id, created_at, id) index usable for paging.
    where.push(
      sql`${t.category} = (select ${categories.id} from ${categories} where ${categories.slug} = ${ph('categorySlug')})`,
    );
  }
  if (filters.q) where.push(sql`${products.name} ilike ${ph('q')}`);
  if (filters.ids) where.push(sql`${t.id} = any(${ph('ids')}::text::uuid[])`);
  if (filters.slug) where.push(sql`${products.slug} = ${ph('slug')}`);
  if (filters.excludeIds?.length) where.push(sql`${t.id} <> all(${ph('excludeIds')}::text::uuid[])`);
  if (filters.signature) where.push(sql`${t.signature}`);
  if (filters.sizes) {
    // "In my size": a size of hers for the piece's category and cut that it can be had in, as the
    // product page's "Your size" counts it (in stock, or made in it for a pre-order). Each candidate
    // row is checked by key (the product, then its variants by product_variants' unique index), so the
    // newest-first scan stays the same walk, stopping after one page of matches.
    where.push(sql`exists (select 1 from ${products} fp
      join ${productVariants} fv on fv.product_id = fp.id and fv.name = 'size'
      where fp.id = ${t.id} and (fv.stock > 0 or fp.status = 'PRE_ORDER')
        and (fp.category_id, fp.fit::text, fv.value) in (select * from unnest(
          ${ph('fitCategories')}::text::uuid[], ${ph('fitCuts')}::text::text[], ${ph('fitSizes')}::text::text[])))`);
  }
  // A row comparison, so the btree index on (..., created_at desc, id desc) seeks straight to the page.
  if (after) where.push(sql`(${t.createdAt}, ${t.id}) < (${ph('at')}::timestamptz, ${ph('after')}::uuid)`);
  return and(...where);
}

/** The placeholders' values for `filters` (what shapeOf and whereOf name). */
function valuesOf(filters: ListFilters, limit: number, after: Cursor | undefined) {
  return {
    storefront: filters.storefront,
    status: filters.statuses?.[0],
    statuses: filters.statuses?.length ? arrayLiteral(filters.statuses) : undefined,
    category: filters.categoryIds?.[0],
    categories: filters.categoryIds?.length ? arrayLiteral(filters.categoryIds) : undefined,
    categorySlug: filters.categorySlug,
    q: filters.q === undefined ? undefined : `%${escapeLike(filters.q)}%`,
    ids: filters.ids ? arrayLiteral(filters.ids) : undefined,
    slug: filters.slug,
    excludeIds: filters.excludeIds?.length ? arrayLiteral(filters.excludeIds) : undefined,
    fitCategories: filters.sizes ? arrayLiteral(filters.sizes.categoryIds) : undefined,
    fitCuts: filters.sizes ? arrayLiteral(filters.sizes.fits) : undefined,
    fitSizes: filters.sizes ? arrayLiteral(filters.sizes.sizes) : undefined,
    at: after?.at,
    after: after?.id,
    limit,
  };
}

/**
 * A page of cards as ONE statement: the page's product ids come from an index that holds every filter
 * (an index-only scan that seeks to the cursor and stops after the page; a name search goes through
 * products' trigram index instead), then each card's ready JSON by its key, with the catalogue version
 * of the same snapshot. No aggregation, no JSON built: the texts go out as they are.
 */
function buildListStatement(db: DbOrTx, filters: ListFilters, after: Cursor | undefined) {
  const onCards = !filters.q && !filters.slug;
  const source = onCards
    ? db
        .select({
          id: sql<string>`${productCards.productId}`.as('page_id'),
          createdAt: sql<Date>`${productCards.createdAt}`.as('page_created_at'),
          cursorAt: sql<string>`${productCards.createdAt}::text`.as('cursor_at'),
        })
        .from(productCards)
        .where(whereOf(filters, after, true))
        .orderBy(...pageOrder(filters, productCards.createdAt, productCards.productId))
    : db
        .select({
          id: sql<string>`${products.id}`.as('page_id'),
          createdAt: sql<Date>`${products.createdAt}`.as('page_created_at'),
          cursorAt: sql<string>`${products.createdAt}::text`.as('cursor_at'),
        })
        .from(products)
        .where(whereOf(filters, after, false))
        .orderBy(...pageOrder(filters));
  const page = source.limit(ph('limit')).as('page');
  // Each card by its key for the page's rows only, whatever the planner guesses of a LIMIT it does not
  // know yet (a prepared statement's generic plan assumes a tenth of the rows, and a join would then
  // read the whole table).
  const card = sql<string>`(select ${productCards.card} from ${productCards} where ${productCards.productId} = ${page.id})`;
  return db
    .select({ id: page.id, card, cursorAt: page.cursorAt, version: versionColumn })
    .from(page)
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

type ListStatement = ReturnType<ReturnType<typeof buildListStatement>['prepare']>;
const prepared = new WeakMap<object, Map<string, ListStatement>>();

export interface CardText {
  id: string;
  /** The card's ready JSON (without its live figures). */
  card: string;
  cursorAt: string;
  version: number;
}

/**
 * Cards (the list shape) as their ready JSON, newest first, in one prepared statement per shape of
 * filters (no statement text built, no Describe round trip, no re-planning per request).
 */
export async function listCardTexts(
  db: DbOrTx,
  filters: ListFilters,
  limit: number,
  after?: Cursor,
): Promise<CardText[]> {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const shape = shapeOf(filters, after);
  let statement = byShape.get(shape);
  if (!statement) {
    statement = buildListStatement(db, filters, after).prepare(`catalog_list_${shape || 'all'}`);
    byShape.set(shape, statement);
  }
  const rows = await statement.execute(valuesOf(filters, limit, after));
  return rows.map((r) => ({ id: r.id, card: r.card, cursorAt: r.cursorAt, version: Number(r.version) }));
}

/**
 * A product's live figures as one text, in the same snapshot as the row (see live.ts): the vote count,
 * the pre-order count and limit, the status and every variant's kind, value and stock, in the card's
 * order. Written by PostgreSQL, so every process gets the same text for the same state.
 */
const liveText = (p: string) =>
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

/** What a live read answers: the next horizon and the catalogue version, then a row per product. */
function liveRead(
  rows: { horizon: number | string; version: number; id: string | null; live: string | null }[],
) {
  const first = rows[0];
  return {
    horizon: Number(first?.horizon ?? 0),
    version: Number(first?.version ?? 0),
    rows: rows.filter((r) => r.id !== null).map((r) => ({ id: r.id as string, live: r.live })),
  };
}

/**
 * The horizon (the oldest transaction still running: every change not visible to this snapshot is
 * from it or a later one) and the catalogue version, in one row, with the products beside it.
 */
const liveHead = sql.raw(`(select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon,
  (select version from catalog_version where id = 1) as version) h`);

/** Every product's live figures, the catalogue version and the next horizon, in one statement. */
export async function liveFiguresAll(db: DbOrTx) {
  const rows = await db.execute(sql`select h.horizon, h.version, f.id, f.live from ${liveHead}
    left join lateral (select p.id, ${liveText('p')} as live from ${products} p) f on true`);
  return liveRead(rowsOf(rows));
}

/**
 * The live figures of the products that transactions from `horizon` on changed (null for a product
 * deleted since), the catalogue version and the next horizon, in one statement.
 */
export async function liveFiguresSince(db: DbOrTx, horizon: number) {
  // Each changed product's figures by its key (a subquery per row): never a join the planner could
  // answer by reading every product.
  const rows = await db.execute(sql`select h.horizon, h.version, f.id, f.live from ${liveHead}
    left join lateral (
      select c.product_id as id, (select ${liveText('p')} from ${products} p where p.id = c.product_id) as live
      from (select distinct product_id from ${catalogLiveChanges} where xid >= ${horizon}) c
    ) f on true`);
  return liveRead(rowsOf(rows));
}

/**
 * Deletes the change rows of transactions before `horizon` (a horizon a reader had a minute ago:
 * every reader still reading has seen them) and older than ten minutes (a reader that paused longer
 * than RELOAD_AFTER_MS reads everything again).
 */
export async function pruneLiveChanges(db: DbOrTx, horizon: number) {
  await db.execute(
    sql`delete from ${catalogLiveChanges} where xid < ${horizon} and at < now() - interval '10 minutes'`,
  );
}

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

/**
 * Checkout's size stock, as CTEs for a statement another domain composes (orders' reservation: the
 * order's rows and the others' fragments around it). It defines:
 * - `wanted(id, qty)`: the sizes asked for, from the placeholders `variantIds` (uuid[], each id once)
 *   and `quantities` (int[], the units of each, in the same order);
 * - `sizes(id, stock)`: those sizes' rows, locked FOR NO KEY UPDATE in id order (so two orders over the
 *   same sizes never deadlock), with the stock as it stood under the lock (for a refusal's message);
 * - `taken(id)`: the sizes whose stock went down by their units, each only where its stock covers them
 *   (the rule: stock never goes below zero; a CHECK on stock backs it);
 * - `every_size(ok)`: one row, true when every size asked for was taken. The composer writes nothing
 *   else the order needs unless it is true, and rolls back when it is false.
 * Writes `product_variants.stock` only. Expects no CTE from the composer.
 */
export function takeStockSql(): SQL {
  return sql`wanted as (
      select w.id, w.qty
      from unnest(${sql.placeholder('variantIds')}::uuid[], ${sql.placeholder('quantities')}::int[]) as w(id, qty)
    ),
    sizes as (
      select v.id, v.stock from ${productVariants} v
      where v.id = any(${sql.placeholder('variantIds')}::uuid[])
      order by v.id
      for no key update
    ),
    taken as (
      update ${productVariants} v set stock = v.stock - w.qty
      from wanted w, sizes s
      where v.id = any(${sql.placeholder('variantIds')}::uuid[]) and v.id = w.id and s.id = v.id
        and v.stock >= w.qty
      returning v.id
    ),
    every_size as (
      select (select count(*) from taken) = cardinality(${sql.placeholder('variantIds')}::uuid[]) as ok
    )`;
}

/**
 * Checkout's pre-order units, as CTEs for a statement another domain composes (orders' reservation).
 * Expects a CTE `units(product_id, units)` from the composer (the units to hold per product, one row a
 * product; empty when nothing is to be held) and the placeholder `preProducts` (uuid[]: every product
 * `units` may name, so the rows are found by their key). It defines:
 * - `runs(id, status, pre_order_end_date, pre_order_limit, pre_order_count)`: those products' rows,
 *   locked FOR NO KEY UPDATE in id order, with their figures as they stood under the lock (for a
 *   refusal's message);
 * - `held(id)`: the products whose `pre_order_count` went up by their units, each only while it is a
 *   pre-order, its window is open and its limit leaves room (the rule; a CHECK backs the limit).
 * Writes `products.pre_order_count` (and `updated_at`) only. Run it after the sizes (takeStockSql): the
 * size rows are locked first, then the products.
 */
export function holdPreOrdersSql(): SQL {
  return sql`runs as (
      select p.id, p.status, p.pre_order_end_date, p.pre_order_limit, p.pre_order_count
      from ${products} p
      where p.id = any(${sql.placeholder('preProducts')}::uuid[]) and p.id in (select product_id from units)
      order by p.id
      for no key update
    ),
    held as (
      update ${products} p set pre_order_count = p.pre_order_count + u.units, updated_at = now()
      from units u, runs r
      where p.id = any(${sql.placeholder('preProducts')}::uuid[]) and p.id = u.product_id and r.id = p.id
        and p.status = 'PRE_ORDER'
        and (p.pre_order_end_date is null or p.pre_order_end_date > now())
        and (p.pre_order_limit is null or p.pre_order_count + u.units <= p.pre_order_limit)
      returning p.id
    )`;
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
