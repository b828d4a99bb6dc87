import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, VARIANT_KINDS } from '../../../contracts/catalog.ts';
import { STOREFRONTS } from '../../../contracts/common.ts';
import { FIT_CHOICES } from '../../../contracts/constants.ts';
import { FITS } from '../../../contracts/fit.ts';

export const productStatusEnum = pgEnum('product_status', PRODUCT_STATUSES);
export const storefrontEnum = pgEnum('storefront', STOREFRONTS);
export const variantKindEnum = pgEnum('variant_kind', VARIANT_KINDS);
export const productFitEnum = pgEnum('product_fit', FITS);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    compareAtPricePaise: integer('compare_at_price_paise'),
    status: productStatusEnum('status').notNull().default('IN_STOCK'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    availableIn: storefrontEnum('available_in').notNull(),
    /** A Signature Line piece (runs of 1 to 25): buying one in a year waives Platinum's renewal. */
    isSignature: boolean('is_signature').notNull().default(false),
    /** The cut (slim, regular, relaxed): how "Your size" reads the category's chart (contracts/fit.ts). */
    fit: productFitEnum('fit').notNull().default('regular'),
    voteCount: integer('vote_count').notNull().default(0),
    voteThreshold: integer('vote_threshold').notNull().default(100),
    preOrderLimit: integer('pre_order_limit'),
    preOrderEndDate: timestamp('pre_order_end_date', { withTimezone: true }),
    /** Units held by pre-orders; moved only by atomic conditional updates (never past the limit). */
    preOrderCount: integer('pre_order_count').notNull().default(0),
    /** Set once when vote_count reaches vote_threshold: the back office may launch the design. */
    readyToLaunchAt: timestamp('ready_to_launch_at', { withTimezone: true }),
    /**
     * When the design first opened to orders (a voted design launched, a LIMITED-EDITION piece published
     * orderable). Gold and Platinum may buy from then, everyone else the card's early-access hours later.
     */
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    rating: numeric('rating', { precision: 2, scale: 1 }),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * How the piece fits by its buyers' answers (set by orders' fit service): 'small' or 'large' when more
     * than half of at least FIT_RULES.minAnswers say so, 'true' otherwise, null with fewer answers.
     */
    fitTendency: text('fit_tendency', { enum: FIT_CHOICES }),
    details: jsonb('details').$type<{ label: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_listing_idx').on(t.availableIn, t.createdAt.desc(), t.id.desc()),
    index('products_category_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'products_compare_at_above_price',
      sql`${t.compareAtPricePaise} is null or ${t.compareAtPricePaise} > ${t.pricePaise}`,
    ),
    check('products_vote_count_nonneg', sql`${t.voteCount} >= 0`),
    check('products_vote_threshold_positive', sql`${t.voteThreshold} > 0`),
    check(
      'products_pre_order_count_range',
      sql`${t.preOrderCount} >= 0 and (${t.preOrderLimit} is null or ${t.preOrderCount} <= ${t.preOrderLimit})`,
    ),
    check('products_rating_range', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check(
      'products_fit_tendency',
      sql`${t.fitTendency} is null or ${t.fitTendency} in ('small', 'true', 'large')`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    alt: text('alt').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull().default(900),
    height: integer('height').notNull().default(1200),
    /** An uploaded photo's files in the storage module: the original and its WebP/AVIF widths. */
    storageKey: text('storage_key'),
    variants: jsonb('variants')
      .$type<{ width: number; format: 'webp' | 'avif'; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    // Who may see a picture is asked by its URL (members-only pictures, GET /media/garments/{file}).
    index('product_images_url_idx').on(t.imageUrl),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: variantKindEnum('name').notNull(),
    value: text('value').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_product_name_value_key').on(t.productId, t.name, t.value),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

/** The Specs tab: product attributes (material, weight, measurements, origin, care...). */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_attributes_product_label_key').on(t.productId, t.label)],
);

/**
 * One row: the catalogue's (the cards') version. Every committed change to what a card or a product
 * page shows, apart from the live figures (stock, vote counts, pre-order counts), adds one: a product's
 * name, price, status, pictures, sizes, specs, its category. Deferred triggers do it, once per
 * transaction, at commit (so no lock is held early). Cached list and product answers are keyed by it,
 * so every server process agrees when they are stale.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Each product's card and product page as ready JSON, with the columns the shop's lists filter on.
 * Written only by the catalogue's deferred triggers, at the commit of any transaction that changes
 * what a card or a page shows (the product, its sizes, pictures, specs or category), so every writer
 * (the back office, the launch, the seeds) keeps it current without knowing of it. `card` is the list
 * shape and `page` the product page's, both without the live figures (sizes in stock, stock per size,
 * vote and pre-order counts), which the server adds from its live layer.
 *
 * The indexes hold every column a list filters on, newest first, so a page of a list is an
 * index-only scan that stops after one page, whatever the filter; the cards are then read by key.
 */
export const productCards = pgTable(
  'product_cards',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    availableIn: storefrontEnum('available_in').notNull(),
    status: productStatusEnum('status').notNull(),
    categoryId: uuid('category_id').notNull(),
    isSignature: boolean('is_signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    card: text('card').notNull(),
    page: text('page').notNull(),
    /** The transaction that wrote it (its later changes in the same commit need no second write). */
    builtXid: bigint('built_xid', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('product_cards_listing_idx').on(
      t.availableIn,
      t.createdAt.desc(),
      t.productId.desc(),
      t.status,
      t.categoryId,
      t.isSignature,
    ),
    index('product_cards_category_idx').on(
      t.categoryId,
      t.createdAt.desc(),
      t.productId.desc(),
      t.availableIn,
      t.status,
      t.isSignature,
    ),
    index('product_cards_created_idx').on(
      t.createdAt.desc(),
      t.productId.desc(),
      t.availableIn,
      t.status,
      t.categoryId,
      t.isSignature,
    ),
  ],
);

/**
 * Which products' live figures (stock, vote count, pre-order count, status) changed, and in which
 * transaction: a row per change, written by triggers in the changing transaction. Each server process
 * reads the rows of transactions it has not seen yet (by transaction id, from the oldest one still
 * running at its previous read), about once a second, and re-reads those products' figures. Rows
 * older than a few minutes are deleted by the same readers.
 */
export const catalogLiveChanges = pgTable(
  'catalog_live_changes',
  {
    productId: uuid('product_id').notNull(),
    xid: bigint('xid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_live_changes_xid_idx').on(t.xid)],
);
