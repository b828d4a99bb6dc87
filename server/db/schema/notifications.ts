import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS } from '../../../contracts/messages.ts';

/**
 * Every channel a message can go by. Verification codes and joining requests use this type too, narrowed
 * to e-mail and SMS in their schemas (a code is never sent by WhatsApp).
 */
export const channelEnum = pgEnum('notification_channel', MESSAGE_CHANNELS);

/** queued: waiting for (another) try; sent: the transport took it; delivered/failed: the end. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every e-mail, SMS and WhatsApp message the shop sends, with its delivery (the outbox and the delivery queue of
 * lib/notify). The outbox transport stores and is done (`sent`); SMTP and
 * MSG91 (SMS, WhatsApp) rows are `queued` until a try succeeds, retried with back-off by the `notify.retry` job. In
 * production the text of a message is erased once it has gone out.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: channelEnum('channel').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * SMS: the DLT template kind and its variables (MSG91 Flow API). WhatsApp: the template
     * (order_update, monthly_pick) and its parameters.
     */
    template: text('template'),
    vars: jsonb('vars').$type<Record<string, string>>(),
    /** outbox | smtp | msg91 (SMS) | msg91-whatsapp */
    transport: text('transport').notNull().default('outbox'),
    status: deliveryStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A sender holds the row until then (the first try, or a retry run); nobody else sends it meanwhile. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Short, never the message's text. */
    lastError: text('last_error'),
    /** The provider's id for the message (MSG91's request id, SMTP's Message-ID). */
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('notifications_to_created_idx').on(t.toAddress, t.createdAt.desc()),
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('notifications_provider_id_idx').on(t.providerMessageId),
  ],
);
