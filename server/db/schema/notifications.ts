import { sql } from 'drizzle-orm';
import {
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
import { MESSAGE_CHANNELS } from '../../../contracts/messages.ts';
import { users } from './accounts.ts';

/**
 * How a message travels: e-mail, SMS, WhatsApp, or a web push to one of the member's devices
 * (contracts/messages.ts). Verification codes and joining requests use this type too, narrowed to
 * e-mail and SMS in their schemas (a code is never sent by WhatsApp or push).
 */
export const channelEnum = pgEnum('notification_channel', MESSAGE_CHANNELS);

/** queued: waiting for (another) try; sent: the transport took it; delivered/failed: the end. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every e-mail, SMS, WhatsApp message and web push the shop sends, with its delivery (the outbox and the delivery queue of
 * lib/notify). The outbox transport stores and is done (`sent`); SMTP and
 * MSG91 rows are `queued` until a try succeeds, retried with back-off by the `notify.retry` job. In
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
    /** SMS only: the DLT template kind and its variables (MSG91 Flow API). */
    template: text('template'),
    vars: jsonb('vars').$type<Record<string, string>>(),
    /**
     * outbox | smtp | msg91 (SMS) | msg91-whatsapp | webpush. A push row's to_address is the push_subscriptions id (never the
     * device's endpoint), its subject the title and its text the JSON payload.
     */
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

/**
 * The browsers and phones a member allowed to show the shop's notifications (the Push API): one row per
 * device endpoint, its encryption keys (p256dh, auth) and a short label of the browser. The member's
 * choices (notification_preferences.push) decide which kinds are pushed; the delivery queue deletes a
 * row when the push service says the subscription is gone (404 or 410). Infrastructure, like
 * `notifications`: only lib/notify/push-subscriptions.ts writes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** e.g. "Chrome on Android", from the User-Agent when subscribing; for the member, never tracking. */
    userAgent: text('user_agent'),
    createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
