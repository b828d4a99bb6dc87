import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_EVENT_OUTCOMES,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
} from '../../../contracts/payments.ts';
import { users } from './accounts.ts';

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentEventOutcomeEnum = pgEnum('payment_event_outcome', PAYMENT_EVENT_OUTCOMES);

/**
 * A payment at the gateway, for any purpose (one table for every purpose): its id is the gateway's order id
 * (Razorpay's, or the sandbox's). The amount is fixed by the owning domain when the payment is opened,
 * never by the client. `reference` is the owner's id for what is paid (a joining request, an order...);
 * the owner settles it through the handler registered for `purpose`.
 * Status only moves forward: created -> failed -> paid -> refunded (a failed payment may still be paid).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    purpose: paymentPurposeEnum('purpose').notNull(),
    reference: text('reference').notNull(),
    /** Who pays, when known; set by the owner when settlement makes the account (the joining fee). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('created'),
    /** The gateway's payment id once paid. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The EMI tenure in months the gateway reported for the paid payment (method EMI), recorded once with
     * the settlement that marked it paid; null for any other method.
     */
    emiMonths: integer('emi_months'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_purpose_reference_idx').on(t.purpose, t.reference),
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_payment_key').on(t.paymentId),
  ],
);

/**
 * Every payment attempt and gateway message: checkout outcomes, verifications (with bad signatures),
 * webhooks (`eventId` unique, so a replayed webhook is recorded once and ignored) and refunds.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    eventId: text('event_id'),
    paymentId: text('payment_id'),
    outcome: paymentEventOutcomeEnum('outcome').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_event_key').on(t.eventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/**
 * Webhook requests refused for their signature, kept compactly (never their body): one row per client
 * address, minute and reason, counting the requests, with the last body's length and SHA-256. A client
 * past the bad-signature limit is answered 429 and adds nothing (payments/webhook.ts).
 */
export const webhookRejections = pgTable(
  'webhook_rejections',
  {
    ip: text('ip').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(1),
    lastBodyLength: integer('last_body_length').notNull(),
    lastBodySha256: text('last_body_sha256').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ip, t.minute, t.reason] }),
    index('webhook_rejections_minute_idx').on(t.minute),
  ],
);
