import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Channel } from '../../../contracts/onboarding.ts';
import { users } from './accounts.ts';
import { advisorCodes } from './advisors.ts';
import { planEnum } from './membership.ts';
import { channelEnum } from './notifications.ts';
import { salesPeople } from './sales.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    /** E-mail or SMS only (push and WhatsApp are for messages, never for proving who someone is). */
    channel: channelEnum('channel').$type<Channel>().notNull(),
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
