import { sql } from 'drizzle-orm';
import {
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

export const productStatusEnum = pgEnum('product_status', PRODUCT_STATUSES);
export const storefrontEnum = pgEnum('storefront', STOREFRONTS);
export const variantKindEnum = pgEnum('variant_kind', VARIANT_KINDS);

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
 * One row: the catalogue's version. Every committed change to products (price, status, stock counts,
 * votes, pre-order counts), variants (stock), images, attributes or categories adds one, through the
 * deferred triggers of migration 0010 (once per transaction, at commit, so no lock is held early).
 * Cached list and product answers are keyed by it, so every server process agrees when they are stale.
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
