import type { Account, Me, Profile } from '../../../contracts/auth.ts';
import {
  EMPTY_PREFERENCES,
  PREFERENCE_KEYS,
  type ProfilePreferences,
  type ProfileUpdateData,
  type ProfileWithPreferences,
  preferencesOf,
} from '../../../contracts/profile.ts';
import { STAFF_MESSAGES } from '../../../contracts/staff.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { createSession } from '../identity/service.ts';
import * as repo from './repo.ts';
import { challengeFor } from './second-factor.ts';
import { readStyle } from './style-repo.ts';

export const INVALID_LOGIN = 'Invalid email or password.';

/**
 * Same answer, and about the same time, for an unknown e-mail (or phone) and a wrong password. Staff
 * with two-step sign-in on get a challenge instead of a session (accounts/second-factor.ts).
 */
export async function login(db: Db, loginId: string, password: string, ttlMs: number, userAgent?: string) {
  const user = await repo.findUserByLogin(db, loginId);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await burnPasswordCheck(password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN).keyed('auth.invalidCredentials');
  // Told only to someone who knows the password: a deactivated staff account (staff/service.ts).
  if (user.disabledAt) throw new AppError('FORBIDDEN', STAFF_MESSAGES.signInRefused);
  const challenge = await challengeFor(db, user);
  if (challenge) return { challenge, userId: user.id };
  const session = await createSession(db, user.id, ttlMs, userAgent);
  return { userId: user.id, role: user.role, ...session };
}

export async function getAccount(db: Db, userId: string): Promise<Account> {
  const row = await repo.findAccount(db, userId);
  if (!row) throw notFound('No account with this id.');
  return {
    userId: row.userId,
    email: row.email,
    phone: row.phone,
    currentPlan: row.currentPlan ?? 'none',
    planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
    cardStatus: row.cardStatus ?? 'none',
    isVerified: row.isVerified,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    role: row.role,
    locale: row.locale ?? null,
  };
}

const EMPTY_PROFILE: Profile = {
  username: null,
  firstName: null,
  lastName: null,
  bio: null,
  address: null,
  city: null,
  state: null,
  pincode: null,
  gender: null,
  dateOfBirth: null,
  profession: null,
  isComplete: false,
};

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

function toDetails(row: ProfileRow | undefined): ProfileWithPreferences {
  if (!row) return { ...EMPTY_PROFILE, ...EMPTY_PREFERENCES, updatedAt: null };
  return {
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    profession: row.profession,
    isComplete: row.isComplete,
    ...preferencesOf(readStyle(row.style)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/auth/profile/{userId}: the spec's Profile plus the edit-form extras. */
export async function getProfile(db: Db, userId: string): Promise<ProfileWithPreferences> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('No account with this id.');
  return toDetails(await repo.findProfile(db, userId));
}

/** Splits the edit form into the profile's columns and the extras kept in `style`. */
function splitUpdate(data: ProfileUpdateData): {
  columns: repo.ProfileColumns;
  preferences: ProfilePreferences;
} {
  const preferences = Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, data[k]])) as ProfilePreferences;
  const { username, firstName, lastName, bio, address, city, state, pincode, gender, dateOfBirth } = data;
  return {
    columns: { username, firstName, lastName, bio, address, city, state, pincode, gender, dateOfBirth },
    preferences,
  };
}

/** PUT /api/auth/profile/{userId}: saves the whole edit form (one upsert) and answers the saved profile. */
export async function updateProfile(
  db: Db,
  userId: string,
  data: ProfileUpdateData,
  now = new Date(),
): Promise<ProfileWithPreferences> {
  const { columns, preferences } = splitUpdate(data);
  const row = await db.transaction(async (tx) => {
    const account = await repo.findAccount(tx, userId);
    if (!account) throw notFound('No account with this id.');
    return repo.upsertProfile(tx, userId, columns, preferences, now);
  });
  return toDetails(row);
}

/** The signed-in user; the route adds the two-step sign-in status (accounts/second-factor.ts). */
export async function getMe(db: Db, userId: string): Promise<Omit<Me, 'secondFactor'>> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const profile = await repo.findProfile(db, userId);
  return {
    id: account.userId,
    email: account.email,
    role: account.role,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    currentPlan: account.currentPlan ?? 'none',
    cardStatus: account.cardStatus ?? 'none',
  };
}

// What other domains may ask of accounts (they never touch its tables).

export type { PasswordTokenPurpose } from './password-tokens.ts';
export { issuePasswordToken } from './password-tokens.ts';

/** Whether an e-mail or phone (normalised by the contracts) already belongs to a user. */
export function contactExists(db: DbOrTx, contact: { email?: string | null; phone?: string | null }) {
  return repo.userExists(db, contact);
}

/**
 * The user of a verified contact (an applicant whose joining fee is paid), without a password yet.
 * Answers undefined when the contact already belongs to someone, even against a concurrent insert.
 */
export function createVerifiedUser(db: DbOrTx, contact: { email?: string; phone?: string }) {
  return repo.insertVerifiedUser(db, contact);
}

/** Who to write to: the user's e-mail, phone and first name. */
export function findContact(db: DbOrTx, userId: string) {
  return repo.findContact(db, userId);
}

/** Whether the user has set a password (an applicant has none until the setup step). */
export async function hasPassword(db: DbOrTx, userId: string) {
  return Boolean((await repo.findUser(db, userId))?.passwordHash);
}

/**
 * Save personal answers and a patch of the member's style (one shape: contracts/style.ts), e.g. the
 * registration wizard's, in the caller's transaction.
 */
export function saveProfile(
  tx: DbOrTx,
  userId: string,
  values: Parameters<typeof repo.saveProfile>[2],
  stylePatch: Parameters<typeof repo.saveProfile>[3],
) {
  return repo.saveProfile(tx, userId, values, stylePatch);
}

export { addressSnapshot, addressSnapshotOf } from './addresses.ts';
export { clearSecondFactor } from './second-factor.ts';

/** The users born in this month (1-12): the birthday bonus job asks. */
export function birthdaysIn(db: DbOrTx, month: number) {
  return repo.birthdaysIn(db, month);
}

// Notification choices per kind of message, and writing to a member as they chose (notification-choices.ts).
export {
  choicesOf,
  choosingEmailOrPush,
  type MessageParts,
  type MessageWords,
  type NotificationChoices,
  notifyMember,
  saveChoices,
  type WantsWhatsApp,
  type WhatsAppContent,
} from './notification-choices.ts';

/** The user an e-mail address belongs to (staff look members up by e-mail), or undefined. */
export async function userIdByEmail(db: DbOrTx, email: string) {
  return (await repo.findUserByEmail(db, email.trim()))?.id;
}

// Staff users: the staff domain manages admins and sub-admins; their users rows are written here.

/** The id and role of the user with this (lower-cased) e-mail, or undefined. */
export async function userByEmail(db: DbOrTx, email: string) {
  const user = await repo.findUserByEmail(db, email);
  return user && { id: user.id, role: user.role };
}

/** A new password for a user (the caller ends their sessions in the same transaction). */
export function setPasswordHash(tx: DbOrTx, userId: string, passwordHash: string, now: Date) {
  return repo.setPasswordHash(tx, userId, passwordHash, now);
}

export {
  findSubAdminForUpdate as lockSubAdmin,
  insertStaffUser as createStaffUser,
  listSubAdmins as subAdminUsers,
  setDisabledAt,
} from './staff-users-repo.ts';
