import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Card tiers and their prices in paise (DESIGN decision 1): every screen reads this table. */
export const membershipTiers = pgTable('membership_tiers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  annualFeePaise: integer('annual_fee_paise'),
  validity: text('validity').notNull().default('lifetime'),
  purchasable: boolean('purchasable').notNull().default(true),
  invitationOnly: boolean('invitation_only').notNull().default(false),
  sandboxOnly: boolean('sandbox_only').notNull().default(false),
  tagline: text('tagline').notNull().default(''),
  benefits: jsonb('benefits').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
