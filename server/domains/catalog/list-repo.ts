import { and, type SQL, sql } from 'drizzle-orm';
import type { ProductStatus } from '../../../contracts/catalog.ts';
import type { Storefront } from '../../../contracts/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  catalogVersion,
  categories,
  productCards,
  products,
  productVariants,
} from '../../db/schema/index.ts';

/**
 * The catalogue's lists: one prepared statement per shape of filters (storefront, search, category,
 * statuses, ids, "in my size"), keyset-paged newest first, reading the cached card text beside the
 * catalogue's version. Also the small SQL parts the product page's statements share.
 */

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
export const fromJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

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
export function pageOrder(
  filters: Pick<ListFilters, 'q'>,
  createdAt: unknown = products.createdAt,
  id: unknown = products.id,
): SQL[] {
  const nulls = sql.raw((filters.q?.length ?? 0) >= 3 ? 'nulls first' : 'nulls last');
  return [sql`${createdAt} desc ${nulls}`, sql`${id} desc ${nulls}`];
}

/** The catalogue's version in the same snapshot as the rows beside it. */
export const versionColumn = sql<number>`(select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1)`;

export const ph = (name: string) => sql.placeholder(name);
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
