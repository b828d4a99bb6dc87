import type { Locale } from '../../../contracts/locale.ts';
import { PASSWORD_TOKEN_TTL_MINUTES } from '../../../contracts/passwords.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { passwordResetEmail } from '../../lib/notify/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createSession, endAllSessions } from '../identity/service.ts';
import { consumePasswordToken, isPasswordTokenLive, issuePasswordToken } from './password-tokens.ts';
import * as repo from './repo.ts';
import { notifySecurity, type SecurityMessageDeps } from './security-messages.ts';

export const MESSAGES = {
  setupLinkInvalid:
    'This password setup link is invalid or has expired. Use “Forgot your password?” on the login page to get a new one.',
  alreadySet: 'A password is already set for this account. Please log in.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
} as const;

/**
 * After payment: the account the payment created sets its first password with the single-use setup
 * token the verification issued, and gets a session (the password setup's success step).
 */
export async function setupPasswordWithToken(
  db: Db,
  params: {
    userId: string;
    password: string;
    setupToken: string;
    sessionTtlMs: number;
    userAgent?: string;
    /** The language she applied in: kept when the account has none yet. */
    language?: Locale;
  },
) {
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    const user = await repo.findUser(tx, params.userId);
    if (!user) throw badRequest(MESSAGES.setupLinkInvalid);
    if (user.passwordHash) throw new AppError('CONFLICT', MESSAGES.alreadySet);
    const owner = await consumePasswordToken(tx, params.setupToken, 'setup');
    if (owner !== params.userId) throw badRequest(MESSAGES.setupLinkInvalid);
    await repo.setPasswordHash(tx, params.userId, passwordHash, new Date());
    if (params.language && !user.locale) await repo.setLocale(tx, params.userId, params.language);
  });
  return createSession(db, params.userId, params.sessionTtlMs, params.userAgent);
}

/** A signed-in account without a password sets one (the dashboard's "create a password" banner). */
export async function setupPasswordForSession(
  db: Db,
  session: { userId: string },
  params: { userId: string; password: string },
) {
  if (session.userId !== params.userId) throw forbidden('You can only set your own password.');
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    const user = await repo.findUser(tx, params.userId);
    if (!user) throw notFound('No account with this id.');
    if (user.passwordHash) throw new AppError('CONFLICT', MESSAGES.alreadySet);
    await repo.setPasswordHash(tx, params.userId, passwordHash, new Date());
  });
}

/**
 * Sends a reset link when an account has this e-mail, and nothing otherwise. The route answers before
 * this runs (plugins/after-reply.ts), the same either way, so the form does not tell strangers who has
 * an account.
 */
export async function sendPasswordReset(db: Db, notifier: Notifier, email: string, origin: string) {
  const user = await repo.findUserByEmail(db, email);
  if (user?.email) {
    const token = await issuePasswordToken(db, user.id, 'reset');
    const url = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    // A security message: sent directly, never subject to the member's notification choices.
    // In her saved language (English when she chose none).
    await notifier.email({
      to: user.email,
      ...passwordResetEmail(url, PASSWORD_TOKEN_TTL_MINUTES.reset, user.locale ?? 'en'),
    });
  }
}

/** Whether a reset link still works; the token stays unused and nothing about its account is told. */
export async function checkResetToken(db: Db, token: string) {
  return { valid: await isPasswordTokenLive(db, token, 'reset') };
}

/**
 * Sets a new password from a reset link (single use) and ends every session of the account; then
 * e-mails "Your Roslis password was reset" (a security message: whatever the notification choices).
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  notice: Omit<SecurityMessageDeps, 'db'> & { userAgent?: string },
) {
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const userId = await db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, token, 'reset', now);
    if (!userId) throw badRequest(MESSAGES.resetLinkInvalid);
    await repo.setPasswordHash(tx, userId, passwordHash, now);
    await repo.retireTokens(tx, userId, 'reset', now);
    await endAllSessions(tx, userId, now);
    return userId;
  });
  await notifySecurity({ db, ...notice }, userId, 'reset', { userAgent: notice.userAgent, at: now });
  return { success: true as const, message: MESSAGES.resetDone };
}
