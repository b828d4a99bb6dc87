import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, COMMISSION_STATUSES } from '../../../contracts/applications.ts';
import { planEnum, users } from './accounts.ts';
import { advisorCodes } from './onboarding.ts';
import { paymentOrders } from './payments.ts';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const commissionStatusEnum = pgEnum('commission_status', COMMISSION_STATUSES);

/** A card application: made when the joining fee is paid, reviewed by staff (spec 2 section 4). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    plan: planEnum('plan').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id),
    status: applicationStatusEnum('status').notNull().default('pending_review'),
    /** Set from the date of birth when the style profile is completed: needs the parental-consent call. */
    needsParentalConsent: boolean('needs_parental_consent').notNull().default(false),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_status_created_idx').on(t.status, t.createdAt)],
);

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
