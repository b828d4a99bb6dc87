import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * In-app notices (owner: notices): the header's bell. `kind` + `reference` make a notice reach a member
 * once (a design's launch is told to each voter one time, however often the launch is retried).
 */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_notices_once_key').on(t.userId, t.kind, t.reference),
    index('member_notices_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
