import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHANNELS } from '../../../contracts/onboarding.ts';

export const channelEnum = pgEnum('notification_channel', CHANNELS);

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
