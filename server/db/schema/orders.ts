import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from '../../../contracts/addresses.ts';
import type { AppliedRule, CardRules } from '../../../contracts/card-rules.ts';
import { FIT_CHOICES, ORDER_STATUSES, STOREFRONTS } from '../../../contracts/constants.ts';
import { EXCHANGE_STATUSES, ORDER_ACTORS } from '../../../contracts/orders.ts';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';
import { preferenceProfiles } from './preferences.ts';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const orderActorEnum = pgEnum('order_actor', ORDER_ACTORS);
export const exchangeStatusEnum = pgEnum('exchange_status', EXCHANGE_STATUSES);

/**
 * Order numbers: RS-{year}-{nextval, six digits at least}. A sequence, not a counter row, so concurrent
 * checkouts never queue on one lock (a rolled-back order leaves a gap, as every shop's numbers do).
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/**
 * An order (owner: orders). Money in paise, computed on the server when it was placed; the address and
 * every line are snapshots. While pending_payment its stock is reserved until `reserved_until`; the
 * reservation is returned exactly once, by the step that sets `stock_released_at`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('pending_payment'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway order (payments.id) that pays this order. */
    paymentId: text('payment_id'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    taxPaise: integer('tax_paise').notNull().default(0),
    /** Order-level rules (points), signed paise; their sum is `rules_paise`. */
    rules: jsonb('rules').$type<AppliedRule[]>().notNull().default(sql`'[]'::jsonb`),
    rulesPaise: integer('rules_paise').notNull().default(0),
    /** Points the order took from the member's balance (given back if it is cancelled or refunded). */
    pointsUsed: integer('points_used').notNull().default(0),
    /** The card's figures and the member's plan it was priced with (a later change never reprices it). */
    pricedWith: jsonb('priced_with').$type<{ plan: string; cardActive: boolean; rules: CardRules }>(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    preOrderShipsAfter: timestamp('pre_order_ships_after', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Paid by no-cost EMI over this many months (the shop absorbs the interest); null otherwise. */
    emiMonths: integer('emi_months'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_reservation_idx')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'pending_payment' and ${t.stockReleasedAt} is null`),
    index('orders_payment_idx').on(t.paymentId),
    check(
      'orders_total_sum',
      sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise} + ${t.rulesPaise}`,
    ),
    // Zero only when the card's rules cover the whole order (Gold's free monthly pick).
    check('orders_total_not_negative', sql`${t.totalPaise} >= 0`),
    check('orders_emi_months', sql`${t.emiMonths} is null or ${t.emiMonths} in (3, 6, 9, 12)`),
  ],
);

/** A line of an order: snapshots of what was bought, at the price it was bought at. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    slug: text('slug'),
    name: text('name').notNull(),
    size: text('size'),
    color: text('color'),
    imageUrl: text('image_url'),
    storefront: text('storefront', { enum: STOREFRONTS }).notNull(),
    isSignature: boolean('is_signature').notNull().default(false),
    /** The list price of one piece when it was ordered. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** The card's rules applied to the line (monthly pick, member price, size surcharge), signed paise. */
    rules: jsonb('rules').$type<AppliedRule[]>().notNull().default(sql`'[]'::jsonb`),
    rulesPaise: integer('rules_paise').notNull().default(0),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    isPreOrder: boolean('is_pre_order').notNull().default(false),
    preOrderEndDate: timestamp('pre_order_end_date', { withTimezone: true }),
    /** What the line reserved: variant stock, pre-order units, or nothing (a product without sizes). */
    reserved: text('reserved', { enum: ['stock', 'pre_order', 'none'] }).notNull(),
    /** Who the piece was for: the bag line's family or friend profile (null: the member herself). */
    forProfileId: uuid('for_profile_id').references(() => preferenceProfiles.id, { onDelete: 'set null' }),
    /** That profile's name when the order was placed (kept when the profile is renamed or deleted). */
    forName: text('for_name'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
    check(
      'order_lines_total',
      sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity} + ${t.rulesPaise}`,
    ),
    check('order_lines_total_not_negative', sql`${t.lineTotalPaise} >= 0`),
  ],
);

/** Every change of an order's status: who, when, from, to, and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: orderActorEnum('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A rating of a received product: one per member and product. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_reviews_product_user_key').on(t.productId, t.userId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt.desc()),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * How a delivered piece fit ("How did it fit?"): one answer per order line, by its buyer, changeable.
 * Its counts per product give the catalogue's fit tendency (catalog.setFitTendency).
 */
export const fitReports = pgTable(
  'fit_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fit: text('fit', { enum: FIT_CHOICES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fit_reports_line_key').on(t.orderLineId),
    index('fit_reports_product_idx').on(t.productId, t.fit),
    check('fit_reports_fit', sql`${t.fit} in ('small', 'true', 'large')`),
  ],
);

/** A damaged piece reported with an unboxing video (the Terms: exchange only, within 48 hours). */
export const exchangeRequests = pgTable(
  'exchange_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The storage key of the video (server/lib/storage.ts). */
    videoKey: text('video_key').notNull(),
    videoType: text('video_type').notNull(),
    videoBytes: integer('video_bytes').notNull(),
    status: exchangeStatusEnum('status').notNull().default('requested'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_requests_line_key').on(t.orderLineId),
    index('exchange_requests_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
