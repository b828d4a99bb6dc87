import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { ProfilePreferences } from '../../../contracts/profile.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, passwordTokens, profiles, sessions, users } from '../../db/schema/index.ts';
import { styleWrite } from './style-repo.ts';

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
  values: {
    tokenHash: string;
    userId: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    userAgent?: string;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** The live session for a token hash, with the user's role (none for a deactivated account). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        isNull(sessions.revokedAt),
        // A deactivated staff account's sessions end with it (and are revoked too: accounts/staff.ts).
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/** Record a request on the session, unless one was recorded after `unlessAfter` (at most one write a minute). */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date, unlessAfter: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lte(sessions.lastSeenAt, unlessAfter)));
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

type Purpose = (typeof passwordTokens.$inferInsert)['purpose'];

export async function insertToken(
  db: DbOrTx,
  values: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordTokens).values(values);
}

/** Retire a user's unused tokens of one purpose (a new link replaces the old ones). */
export async function retireTokens(db: DbOrTx, userId: string, purpose: Purpose, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
}

/** Marks a live token used and returns its user, or undefined when unknown, used or expired (atomic). */
/** Whether a token is live (unused, unexpired, this purpose), without using it. */
export async function findLiveToken(db: DbOrTx, tokenHash: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function consumeToken(db: DbOrTx, tokenHash: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row;
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * A verified applicant's user: no password yet. Answers undefined when the e-mail or phone already
 * belongs to someone (the unique indexes decide, also against a concurrent insert).
 */
export async function insertVerifiedUser(db: DbOrTx, contact: { email?: string; phone?: string }) {
  const [row] = await db
    .insert(users)
    .values({
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      isVerified: true,
      role: 'customer',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

export async function userExists(db: DbOrTx, contact: { email?: string | null; phone?: string | null }) {
  const conditions = [
    contact.email ? eq(users.email, contact.email) : undefined,
    contact.phone ? eq(users.phone, contact.phone) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Who to write to: a user's e-mail, phone and first name. */
export async function findContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Write a user's personal columns and merge a style patch into the stored style (validated by
 * styleWrite), creating the profile row if missing.
 */
export async function saveProfile(
  db: DbOrTx,
  userId: string,
  values: Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'style'>>,
  stylePatch: Parameters<typeof styleWrite>[0],
) {
  const style = styleWrite(stylePatch);
  await db
    .insert(profiles)
    .values({ userId, ...values, style: style.insert })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, style: style.update } });
}

/** The user's live sessions, newest first. */
export function liveSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.createdAt));
}

/** End every live session of the user but one; answers how many ended. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** End one of the user's sessions (another user's is untouched): whether it ended. */
export async function revokeOwnSession(db: DbOrTx, userId: string, id: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Users whose birthday falls in `month` (1-12). */
export async function birthdaysIn(db: DbOrTx, month: number) {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`extract(month from ${profiles.dateOfBirth}) = ${month}`);
  return rows.map((r) => r.userId);
}
