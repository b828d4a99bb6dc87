import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The card's figures staff changed (owner: card-rules): one row per figure, its number or its text (a
 * size). A figure without a row is the shop's default (contracts/card-rules.ts).
 */
export const cardRules = pgTable(
  'card_rules',
  {
    key: text('key').primaryKey(),
    intValue: integer('int_value'),
    textValue: text('text_value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('card_rules_one_value', sql`num_nonnulls(${t.intValue}, ${t.textValue}) = 1`)],
);
