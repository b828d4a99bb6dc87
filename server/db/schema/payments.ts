import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_EVENT_OUTCOMES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../../contracts/payments.ts';
import { planEnum, users } from './accounts.ts';
import { advisorCodes, channelEnum } from './onboarding.ts';

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentEventOutcomeEnum = pgEnum('payment_event_outcome', PAYMENT_EVENT_OUTCOMES);

/**
 * A joining-fee order at the gateway (Razorpay's order, or the sandbox's). The amount comes from the
 * tiers table when the order is made, never from the client. `contact` is the verified e-mail or phone
 * the applicant proved; the account is created from it exactly once, when the order is paid.
 * Status only moves forward: created -> failed -> paid -> refunded (a failed order may still be paid).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    provider: paymentProviderEnum('provider').notNull(),
    plan: planEnum('plan').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('created'),
    channel: channelEnum('channel').notNull(),
    contact: text('contact').notNull(),
    /** SHA-256 of the verification token that created the order: proves the browser that owns it. */
    verificationTokenHash: text('verification_token_hash').notNull(),
    advisorCodeId: uuid('advisor_code_id')
      .notNull()
      .references(() => advisorCodes.id),
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_contact_idx').on(t.contact),
    uniqueIndex('payment_orders_payment_key').on(t.paymentId),
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
    orderId: text('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
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
