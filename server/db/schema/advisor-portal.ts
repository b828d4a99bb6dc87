import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisorCodes } from './advisors.ts';

/**
 * A fashion advisor's signed-in sessions (DESIGN decision 6: the code, then a one-time code sent to the
 * advisor's e-mail). Advisors are not shop accounts: their sessions are their own, with their own cookie.
 * Only the token's hash is kept.
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
