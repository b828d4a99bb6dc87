import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADVISOR_COMMISSION_STATUSES } from '../../../contracts/advisor-portal.ts';
import { COMMISSION_STATUSES } from '../../../contracts/applications.ts';
import { COMMISSION_KINDS, REFERRAL_FLAGS } from '../../../contracts/commissions.ts';
import { users } from './accounts.ts';
import { advisorCodes } from './advisors.ts';
import { applications } from './membership.ts';
import { payments } from './payments.ts';

/** The registration's review state: pending until review, earned on approval, void on rejection. */
export const commissionStatusEnum = pgEnum('commission_status', COMMISSION_STATUSES);
export const referralFlagEnum = pgEnum('referral_flag', REFERRAL_FLAGS);
export const advisorCommissionStatusEnum = pgEnum('advisor_commission_status', ADVISOR_COMMISSION_STATUSES);
export const advisorCommissionKindEnum = pgEnum('advisor_commission_kind', COMMISSION_KINDS);

/**
 * An advisor's registration: who they referred (one row per application), whether it converted, and
 * whether the referral checks flagged it. The money is in advisor_commissions (one row per payment):
 * a registration has one joining fee but may have several upgrades, each with its own rate and life, so
 * the registration keeps only what is about the person, and migrations 0017 and 0018 moved the commission columns.
 */
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
    status: commissionStatusEnum('status').notNull().default('pending'),
    /** Set by the referral checks when the joining fee settles (never blocks the registration). */
    flag: referralFlagEnum('flag'),
    flagDetail: text('flag_detail'),
    /** Staff's decision on a flag: 'released' (commissions payable) or 'declined' (reversed). */
    flagDecision: text('flag_decision'),
    flagDecidedAt: timestamp('flag_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('advisor_referrals_advisor_idx').on(t.advisorCodeId, t.createdAt),
    index('advisor_referrals_user_idx').on(t.userId),
    check('advisor_referrals_flag_decision', sql`${t.flagDecision} in ('released', 'declined')`),
  ],
);

/** A payout to an advisor: every commission payable at that moment, paid in one transfer. */
export const advisorPayouts = pgTable(
  'advisor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id),
    amountPaise: integer('amount_paise').notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same reference twice for one advisor is the same payout (a double click answers it again).
    uniqueIndex('advisor_payouts_reference_key').on(t.advisorCodeId, t.reference),
    check('advisor_payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * One commission per verified payment (joining fee or upgrade) of a member an advisor brought: the rate
 * on the day it was paid and the commission in paise. `payment_id` is unique, so a replayed
 * verification or webhook never records twice.
 */
export const advisorCommissions = pgTable(
  'advisor_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => advisorReferrals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: advisorCommissionKindEnum('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    status: advisorCommissionStatusEnum('status').notNull(),
    payoutId: uuid('payout_id').references(() => advisorPayouts.id),
    /** Why it is (or was) held: the registration's flag. */
    flag: referralFlagEnum('flag'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** When the payment was verified. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advisor_commissions_payment_key').on(t.paymentId),
    index('advisor_commissions_advisor_idx').on(t.advisorCodeId, t.status),
    index('advisor_commissions_referral_idx').on(t.referralId),
    check('advisor_commissions_paid_has_payout', sql`(${t.status} = 'paid') = (${t.payoutId} is not null)`),
  ],
);

/** Devices (hash of IP + user agent) an advisor signed in from: the self-referral check compares them. */
export const advisorDevices = pgTable(
  'advisor_devices',
  {
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.advisorCodeId, t.deviceHash] })],
);
