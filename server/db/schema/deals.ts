import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEAL_KINDS } from '../../../contracts/deals.ts';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';

export const dealKindEnum = pgEnum('deal_kind', DEAL_KINDS);

/**
 * The Dynamo Deal (owner: deals): one surprise gift per India day, set by staff. `remaining` goes down
 * by one with each claim, in the claim's transaction and only while above zero (the CHECK backs it), so
 * the last gift goes to exactly one member however many claim it at once.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The India day the deal is for. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: dealKindEnum('kind').notNull(),
    /** A gift of points: how many. */
    points: integer('points'),
    /** A free piece: the product, and its size when it has sizes (the stock lives on the size). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
    title: text('title').notNull(),
    words: text('words').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_day_key').on(t.day),
    check('deals_quantity_positive', sql`${t.quantity} >= 1`),
    check('deals_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity}`),
    check(
      'deals_gift_shape',
      sql`(${t.kind} = 'points' and ${t.points} > 0 and ${t.productId} is null and ${t.variantId} is null) or (${t.kind} = 'piece' and ${t.points} is null and ${t.productId} is not null)`,
    ),
  ],
);

/** Who claimed a deal (owner: deals): once per member and deal. */
export const dealClaims = pgTable(
  'deal_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A free piece: when staff sent it (null while it waits for the member's next order), and who. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('deal_claims_once_key').on(t.dealId, t.userId),
    index('deal_claims_user_idx').on(t.userId, t.claimedAt.desc()),
  ],
);
