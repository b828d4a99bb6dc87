import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHANNELS } from '../../../contracts/onboarding.ts';
import { users } from './accounts.ts';

export const channelEnum = pgEnum('notification_channel', CHANNELS);

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

/** The outbox: every e-mail and SMS the shop sends (the offline mail/SMS implementation, DESIGN 2.9). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: channelEnum('channel').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt,
  },
  (t) => [index('notifications_to_created_idx').on(t.toAddress, t.createdAt.desc())],
);

/**
 * One-time codes proving a contact (DESIGN decision 9). `contact` is normalised (e-mail lower-cased,
 * phone '+<digits>'); only hashes of the code and of the verification token are stored.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: channelEnum('channel').notNull(),
    contact: text('contact').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedTokenHash: text('verified_token_hash'),
    createdAt,
  },
  (t) => [
    index('verification_codes_contact_created_idx').on(t.contact, t.createdAt.desc()),
    index('verification_codes_token_idx')
      .on(t.verifiedTokenHash)
      .where(sql`${t.verifiedTokenHash} is not null`),
  ],
);
