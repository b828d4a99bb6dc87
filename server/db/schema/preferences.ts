import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProfileDetails, Relationship } from '../../../contracts/preferences.ts';
import { users } from './accounts.ts';

/**
 * Style profiles a user keeps for themself (the primary, 'Me') and for family and friends
 * (the preference profile). Details (contracts/preferences.ts profileDetails: the style
 * profile plus brands and measurements) are checked with the contract before saving.
 */
export const preferenceProfiles = pgTable(
  'preference_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** null for the primary profile. */
    relationship: text('relationship').$type<Relationship>(),
    isPrimary: boolean('is_primary').notNull().default(false),
    details: jsonb('details').$type<ProfileDetails>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** Exactly one primary per user. */
    uniqueIndex('preference_profiles_one_primary_key').on(t.userId).where(sql`${t.isPrimary}`),
    index('preference_profiles_user_idx').on(t.userId, t.createdAt),
    check(
      'preference_profiles_primary_relationship',
      sql`(${t.isPrimary} and ${t.relationship} is null) or (not ${t.isPrimary} and ${t.relationship} is not null)`,
    ),
  ],
);
