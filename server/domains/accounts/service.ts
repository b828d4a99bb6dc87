import type { Account, Me, Profile } from '../../../contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import * as repo from './repo.ts';
import { createSession } from './sessions.ts';

export const INVALID_LOGIN = 'Invalid email or password.';

/** Same answer, and about the same time, for an unknown e-mail (or phone) and a wrong password. */
export async function login(db: Db, loginId: string, password: string, ttlMs: number, userAgent?: string) {
  const user = await repo.findUserByLogin(db, loginId);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await burnPasswordCheck(password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN);
  const session = await createSession(db, user.id, ttlMs, userAgent);
  return { userId: user.id, ...session };
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

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('No account with this id.');
  const row = await repo.findProfile(db, userId);
  if (!row) return EMPTY_PROFILE;
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
  };
}

export async function getMe(db: Db, userId: string): Promise<Me> {
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
