import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { ProfilePreferences } from '../../../contracts/profile.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, profiles, sessions, users } from '../../db/schema/index.ts';
import { styleWrite } from './style.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** The user a login id names: an e-mail (already lower-cased) or a '+<digits>' phone. */
export async function findUserByLogin(db: DbOrTx, loginId: string) {
  const column = loginId.includes('@') ? users.email : users.phone;
  const [row] = await db.select().from(users).where(eq(column, loginId)).limit(1);
  return row;
}

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date; userAgent?: string },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** The live session for a token hash, with the user's role. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      phone: users.phone,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      createdAt: users.createdAt,
      role: users.role,
      currentPlan: accounts.currentPlan,
      planExpiresAt: accounts.planExpiresAt,
      cardStatus: accounts.cardStatus,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

export type ProfileColumns = Pick<
  typeof profiles.$inferInsert,
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'bio'
  | 'address'
  | 'city'
  | 'state'
  | 'pincode'
  | 'gender'
  | 'dateOfBirth'
>;

/**
 * Creates or replaces the edit-form part of a profile in one statement: the personal columns and the
 * edit form's fields of `style`; the style's other fields (registration's answers), profession and
 * isComplete stay as they are.
 */
export async function upsertProfile(
  db: DbOrTx,
  userId: string,
  values: ProfileColumns,
  preferences: ProfilePreferences,
  now: Date,
) {
  const style = styleWrite(preferences);
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values, style: style.insert, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { ...values, style: style.update, updatedAt: now },
    })
    .returning();
  return row!;
}

/** Drop a user's ended sessions (expired or revoked); run at sign-in so the table does not grow forever. */
export async function deleteEndedSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
}
