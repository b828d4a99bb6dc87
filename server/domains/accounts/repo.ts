import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../contracts/locale.ts';
import type { ProfilePreferences } from '../../../contracts/profile.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, passwordTokens, profiles, users } from '../../db/schema/index.ts';
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
      locale: users.locale,
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

/** The member's language (null: never chosen). */
export async function setLocale(db: DbOrTx, userId: string, locale: Locale) {
  const [row] = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ locale: users.locale });
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
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, locale: users.locale })
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
    .select({
      email: users.email,
      phone: users.phone,
      firstName: profiles.firstName,
      locale: users.locale,
    })
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

/** Users whose birthday falls in `month` (1-12). */
export async function birthdaysIn(db: DbOrTx, month: number) {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`extract(month from ${profiles.dateOfBirth}) = ${month}`);
  return rows.map((r) => r.userId);
}
