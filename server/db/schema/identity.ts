import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Channel } from '../../../contracts/onboarding.ts';
import { users } from './accounts.ts';
import { advisorCodes } from './advisors.ts';
import { channelEnum } from './notifications.ts';

// The tables of the identity domain: how a person proves who they are.

/** Server sessions: only a SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /**
     * The last request seen on this session, written at most once a minute (identity/sessions.ts): a staff
     * session ends after STAFF_SESSION_IDLE_MINUTES without one.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes proving a contact: an applicant's, a new sub-admin's, an advisor signing in. `contact`
 * is normalised (e-mail lower-cased, phone '+<digits>'); only hashes of the code and of the verification
 * token are stored.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E-mail or SMS only (push and WhatsApp are for messages, never for proving who someone is). */
    channel: channelEnum('channel').$type<Channel>().notNull(),
    contact: text('contact').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedTokenHash: text('verified_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_contact_created_idx').on(t.contact, t.createdAt.desc()),
    index('verification_codes_token_idx')
      .on(t.verifiedTokenHash)
      .where(sql`${t.verifiedTokenHash} is not null`),
  ],
);

/**
 * A fashion advisor's signed-in sessions (the advisor code, then a one-time code sent to the advisor's
 * e-mail: the code alone is public, it is in every share link). Advisors are not shop accounts: their
 * sessions are their own, with their own cookie. Only the token's hash is kept.
 */
export const advisorSessions = pgTable(
  'advisor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('advisor_sessions_token_hash_key').on(t.tokenHash),
    index('advisor_sessions_advisor_idx').on(t.advisorCodeId),
  ],
);
