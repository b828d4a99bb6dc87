import { index, integer, numeric, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMMISSION_STATUSES } from '../../../contracts/applications.ts';
import { users } from './accounts.ts';
import { advisorCodes } from './advisors.ts';
import { applications } from './membership.ts';

export const commissionStatusEnum = pgEnum('commission_status', COMMISSION_STATUSES);

/** An advisor's registration: who they referred and the commission at their rate when it was paid. */
export const advisorReferrals = pgTable(
  'advisor_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    status: commissionStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advisor_referrals_advisor_idx').on(t.advisorCodeId, t.createdAt)],
);
