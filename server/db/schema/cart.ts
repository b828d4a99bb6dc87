import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';
import { preferenceProfiles } from './preferences.ts';

/**
 * One line of a signed-in user's cart; the same product and variant for the same person is one line
 * (quantities merge), and for two people two lines.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * Who the line is for: one of the member's own family or friend profiles; null is the member herself.
     * Deleting the profile gives its lines back to the member (the cart folds them into hers first, so
     * the set null never meets a line of hers for the same piece).
     */
    profileId: uuid('profile_id').references(() => preferenceProfiles.id, { onDelete: 'set null' }),
    /** A pre-order line: its quantity is held in products.pre_order_count while the line exists. */
    isPreOrder: boolean('is_pre_order').notNull().default(false),
    /**
     * A pre-order line's units are counted in products.pre_order_count while `held`. A hold lapses after
     * ORDER_RULES.cartHoldMinutes without checkout (`held_until`): a job releases the units and clears
     * `held`; the line stays, and checkout holds it again or refuses it. Placing an order hands the
     * units to the order (held: false, the order's reservation counts them).
     */
    held: boolean('held').notNull().default(false),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_product_variant_profile_key')
      .on(t.userId, t.productId, t.variantId, t.profileId)
      .nullsNotDistinct(),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    index('cart_items_hold_idx').on(t.heldUntil).where(sql`${t.held}`),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);
