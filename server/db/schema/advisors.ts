import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Fashion-advisor referral codes; `code` is stored upper-case. */
export const advisorCodes = pgTable(
  'advisor_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('10.00'),
    isActive: boolean('is_active').notNull().default(true),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [check('advisor_codes_code_upper', sql`${t.code} = upper(${t.code})`)],
);
