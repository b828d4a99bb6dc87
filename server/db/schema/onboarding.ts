import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { advisorCodes } from './advisors.ts';
import { planEnum } from './membership.ts';
import { channelEnum } from './notifications.ts';
import { salesPeople } from './sales.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

/**
 * An applicant's joining-fee request: the verified contact (proved by the verification token whose
 * SHA-256 is kept: it also proves the browser that owns the request), the plan and the advisor. Its
 * payment (purpose joining_fee, reference = this id) lives in payments; when that is paid, the account
 * is made from the contact exactly once and `userId` is set.
 */
export const joiningRequests = pgTable(
  'joining_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plan: planEnum('plan').notNull(),
    channel: channelEnum('channel').notNull(),
    contact: text('contact').notNull(),
    verificationTokenHash: text('verification_token_hash').notNull(),
    /** Who referred the applicant: a fashion advisor's code or a sales person's (exactly one). */
    advisorCodeId: uuid('advisor_code_id').references(() => advisorCodes.id),
    salesPersonId: uuid('sales_person_id').references(() => salesPeople.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The browser that opened the payment: SHA-256 of its IP and user agent (the shop has no device id
     * before an account exists). The advisors' self-referral check compares it with the advisor's own.
     */
    deviceHash: text('device_hash'),
    createdAt,
  },
  (t) => [
    index('joining_requests_contact_idx').on(t.contact),
    check('joining_requests_one_referrer', sql`num_nonnulls(${t.advisorCodeId}, ${t.salesPersonId}) = 1`),
  ],
);
