import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '../../../contracts/applications.ts';
import { CARD_EVENT_KINDS, POINT_KINDS } from '../../../contracts/constants.ts';
import { CARD_STATUSES, PLANS } from '../../../contracts/membership.ts';
import { timestamps, users } from './accounts.ts';
import { advisorCodes } from './advisors.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { salesPeople } from './sales.ts';

export const planEnum = pgEnum('plan', PLANS);
export const cardStatusEnum = pgEnum('card_status', CARD_STATUSES);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/** Card tiers and their prices in paise: every screen reads this table. */
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

/** The card side of a user: plan and card status (the Account the API answers). */
export const accounts = pgTable('accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentPlan: planEnum('current_plan').notNull().default('none'),
  planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
  cardStatus: cardStatusEnum('card_status').notNull().default('none'),
  cardActivatedAt: timestamp('card_activated_at', { withTimezone: true }),
  /**
   * The monthly LIMITED-EDITION rule counts from here: the activation, or the last re-entry. A month is
   * judged only when the card was active from its first day (the month it starts in is free).
   */
  cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }),
  /** When the card last became inactive (a missed month or a lapsed renewal); null while active. */
  inactiveSince: timestamp('inactive_since', { withTimezone: true }),
  /** The number printed on the digital card; given when the card is first shown. */
  cardNumber: text('card_number').unique(),
  /** The QR link's version: reissuing the card bumps it, and every older link stops working. */
  cardVersion: integer('card_version').notNull().default(1),
  ...timestamps,
});

export const cardEventKindEnum = pgEnum('card_event_kind', CARD_EVENT_KINDS);

/**
 * What the card life-cycle job did, one row per member, kind and period ('2026-11' for a month, '2026'
 * for a Platinum year): the unique key makes a re-run do nothing, and the rows are the card's history.
 */
export const cardEvents = pgTable(
  'card_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: cardEventKindEnum('kind').notNull(),
    period: text('period').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_events_once_key').on(t.userId, t.kind, t.period),
    index('card_events_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Platinum by invitation: an admin invites a member; the e-mailed link (its token
 * stored as a SHA-256) opens the ₹25,000 payment once, until it expires or is revoked.
 */
export const platinumInvitations = pgTable(
  'platinum_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    paymentId: text('payment_id').references(() => payments.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platinum_invitations_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A card application: made when the joining fee is paid, reviewed by staff. */
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
      .references(() => payments.id),
    plan: planEnum('plan').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Who referred the applicant: a fashion advisor's code or a sales person's (exactly one). */
    advisorCodeId: uuid('advisor_code_id').references(() => advisorCodes.id),
    salesPersonId: uuid('sales_person_id').references(() => salesPeople.id),
    status: applicationStatusEnum('status').notNull().default('pending_review'),
    /** Set from the date of birth when the style profile is completed: needs the parental-consent call. */
    needsParentalConsent: boolean('needs_parental_consent').notNull().default(false),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_status_created_idx').on(t.status, t.createdAt),
    check('applications_one_referrer', sql`num_nonnulls(${t.advisorCodeId}, ${t.salesPersonId}) = 1`),
  ],
);

export const pointKindEnum = pgEnum('point_kind', POINT_KINDS);

/**
 * Reward points, one row per movement (owner: membership). The balance is the sum. `reference` makes a
 * movement happen once per user and kind (an order id, an application id, a birthday year).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: pointKindEnum('kind').notNull(),
    points: integer('points').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_once_key').on(t.userId, t.kind, t.reference),
    index('points_ledger_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The month's pick (owner: membership): the order that took a member's monthly pick, one per member and
 * calendar month ('2026-11', India time). Written in the order's transaction; the row goes when that
 * order is cancelled, refunded or lapses unpaid, which gives the month's pick back.
 */
export const monthlyPicks = pgTable(
  'monthly_picks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monthly_picks_once_key').on(t.userId, t.month),
    uniqueIndex('monthly_picks_order_key').on(t.orderId),
  ],
);
