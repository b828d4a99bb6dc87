import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  PRIMARY_PROFILE_NAME,
  type ProfileDetails,
  type Relationship,
} from '../../../contracts/preferences.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preferenceProfiles, users } from '../../db/schema/index.ts';

export type PreferenceProfileRow = typeof preferenceProfiles.$inferSelect;

const own = (userId: string, id: string) =>
  and(eq(preferenceProfiles.id, id), eq(preferenceProfiles.userId, userId));

/**
 * Create the user's primary profile ('Me') unless it exists. Safe under concurrency: the partial
 * unique index allows one primary per user, and a second insert does nothing.
 */
export async function ensurePrimary(db: DbOrTx, userId: string, details: ProfileDetails) {
  await db
    .insert(preferenceProfiles)
    .values({ userId, name: PRIMARY_PROFILE_NAME, relationship: null, isPrimary: true, details })
    .onConflictDoNothing({ target: preferenceProfiles.userId, where: sql`${preferenceProfiles.isPrimary}` });
}

/** The user's profiles: the primary first, then family and friends in the order they were added. */
export async function listProfiles(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(preferenceProfiles)
    .where(eq(preferenceProfiles.userId, userId))
    .orderBy(
      desc(preferenceProfiles.isPrimary),
      asc(preferenceProfiles.createdAt),
      asc(preferenceProfiles.id),
    );
}

export async function findProfile(db: DbOrTx, userId: string, id: string) {
  const [row] = await db.select().from(preferenceProfiles).where(own(userId, id)).limit(1);
  return row;
}

export async function countProfiles(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(preferenceProfiles)
    .where(eq(preferenceProfiles.userId, userId));
  return row?.n ?? 0;
}

/** Hold the user's row until the transaction ends, so concurrent adds count one after another. */
export async function lockUser(db: DbOrTx, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertProfile(
  db: DbOrTx,
  values: { userId: string; name: string; relationship: Relationship; details: ProfileDetails },
) {
  const [row] = await db
    .insert(preferenceProfiles)
    .values({ ...values, isPrimary: false })
    .returning();
  return row!;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  id: string,
  set: { name?: string; relationship?: Relationship; details?: ProfileDetails },
) {
  const [row] = await db
    .update(preferenceProfiles)
    .set({ ...set, updatedAt: sql`now()` })
    .where(own(userId, id))
    .returning();
  return row;
}

/** Deletes a family or friend profile; the primary is never deleted. */
export async function deleteProfile(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .delete(preferenceProfiles)
    .where(and(own(userId, id), eq(preferenceProfiles.isPrimary, false)))
    .returning({ id: preferenceProfiles.id });
  return rows.length > 0;
}
