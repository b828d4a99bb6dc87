import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * One vote per person per product (owner: voting): the primary key enforces it, so a second vote
 * inserts nothing and the design's count (catalog's products.vote_count) moves once.
 */
export const productVotes = pgTable(
  'product_votes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'product_votes_pkey', columns: [t.productId, t.userId] }),
    index('product_votes_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
