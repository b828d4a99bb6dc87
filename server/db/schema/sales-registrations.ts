import { index, integer, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { applications } from './membership.ts';
import { salesPeople } from './sales.ts';

/**
 * A registration made with a sales person's referral code (owner: sales): written once, in the
 * transaction that settles the joining fee (the application is unique), with the person's rate then.
 */
export const salesRegistrations = pgTable(
  'sales_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salesPersonId: uuid('sales_person_id')
      .notNull()
      .references(() => salesPeople.id),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_registrations_person_idx').on(t.salesPersonId, t.createdAt),
    index('sales_registrations_created_idx').on(t.createdAt, t.id),
  ],
);
