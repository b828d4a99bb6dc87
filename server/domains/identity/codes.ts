import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contracts/locale.ts';
import { type ContactMethod, VERIFICATION } from '../../../contracts/onboarding.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type CodePurpose, hmacCode, newToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import {
  type RenderedEmail,
  verificationCodeEmail,
  verificationCodeSms,
} from '../../lib/notify/templates.ts';
import * as repo from './codes-repo.ts';

/**
 * One-time codes: 6 digits to an e-mail or phone, hashed, living 10 minutes, 5 wrong tries, one send per
 * 30 s. An applicant proves a contact with one, an admin proves a new sub-admin's e-mail, and an advisor
 * signs in; each purpose keeps its codes under its own key, so a code never serves another purpose.
 */
export const CODE_MESSAGES = {
  sendFailed: 'Failed to send verification. Please try again.',
  wrongCode: 'Verification failed: Please check your code and try again.',
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  expired: 'This code has expired. Please request a new code.',
} as const;

const MINUTE = 60 * 1000;

/**
 * How the codes of one purpose are kept: an HMAC under the server's secret (lib/crypto.ts hmacCode).
 * Codes stored before this key existed (a bare SHA-256) no longer verify: they lived 10 minutes, so a
 * deploy asks at most the people in the middle of a code to request a new one.
 */
export interface CodeKey {
  secret: string;
  purpose: CodePurpose;
}

const codeHash = (key: CodeKey, contact: string, code: string) =>
  hmacCode(key.secret, key.purpose, contact, code);

/**
 * Send a fresh 6-digit code: at most one every 30 s per contact (nobody can flood an inbox or a
 * phone); it replaces any earlier unused code. The code is sent after the transaction commits and never
 * logged. Sending only queues the message (a transport that is down is retried by the notify.retry
 * job); when even that fails the code is withdrawn, so the person can ask again at once.
 */
export async function sendVerification(
  db: Db,
  notifier: Notifier,
  key: CodeKey,
  method: ContactMethod,
  contact: string,
  now = new Date(),
  /** The e-mail's words (default: the application's); staff invitations bring their own. */
  emailTemplate: (code: string, minutes: number) => RenderedEmail = verificationCodeEmail,
  /** The language to write the code's SMS in (the e-mail's is the template's); English by default. */
  locale: Locale = 'en',
) {
  const code = randomInt(0, 10 ** VERIFICATION.codeLength)
    .toString()
    .padStart(VERIFICATION.codeLength, '0');
  const codeId = await db.transaction(async (tx) => {
    // Serialise sends to one contact, so two quick requests cannot both pass the resend check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${contact}`}))`);
    const latest = await repo.latestCode(tx, contact);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + VERIFICATION.resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(
          'RATE_LIMITED',
          `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`,
        ).keyed('code.wait', { count: seconds });
      }
    }
    await repo.consumeOpenCodes(tx, contact, now);
    return repo.insertCode(tx, {
      channel: method === 'email' ? 'email' : 'sms',
      contact,
      codeHash: codeHash(key, contact, code),
      expiresAt: new Date(now.getTime() + VERIFICATION.codeTtlMinutes * MINUTE),
      createdAt: now,
    });
  });
  // A verification code goes straight to the address being verified (no account or choices yet, and a
  // security message is never subject to the member's notification choices).
  try {
    if (method === 'email') {
      await notifier.email({ to: contact, ...emailTemplate(code, VERIFICATION.codeTtlMinutes) });
    } else {
      await notifier.sms({
        to: contact,
        text: verificationCodeSms(code, VERIFICATION.codeTtlMinutes, locale),
        template: 'otp',
        vars: { otp: code, minutes: String(VERIFICATION.codeTtlMinutes) },
      });
    }
  } catch (err) {
    await repo.deleteCode(db, codeId);
    throw new AppError('UNAVAILABLE', CODE_MESSAGES.sendFailed, undefined, err).keyed('code.sendFailed');
  }
}

type VerifyOutcome = { ok: true; token: string } | { ok: false; message: CodeMessage };
type CodeMessage = 'wrongCode' | 'tooManyTries' | 'expired';
/** The web's errors catalogue keys of a refused code. */
const CODE_KEYS: Record<CodeMessage, string> = {
  wrongCode: 'code.wrong',
  tooManyTries: 'code.tooManyTries',
  expired: 'code.expired',
};

/**
 * Check a code against the newest unused one for the contact. A wrong code counts a try (kept even
 * though the request fails); the fifth wrong try kills the code. Success consumes the code and returns a
 * token, valid 30 minutes, that proves the contact to the next registration steps.
 */
export async function verifyCode(db: Db, key: CodeKey, contact: string, code: string, now = new Date()) {
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await repo.liveCodeForUpdate(tx, contact);
    if (!row) return { ok: false, message: 'wrongCode' };
    if (row.attempts >= VERIFICATION.maxWrongTries) return { ok: false, message: 'tooManyTries' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: 'expired' };
    if (!safeEqual(row.codeHash, codeHash(key, contact, code))) {
      const attempts = await repo.addWrongTry(tx, row.id);
      return {
        ok: false,
        message: attempts >= VERIFICATION.maxWrongTries ? 'tooManyTries' : 'wrongCode',
      };
    }
    const token = newToken();
    await repo.markVerified(tx, row.id, sha256(token), now);
    return { ok: true, token };
  });
  if (!outcome.ok) throw badRequest(CODE_MESSAGES[outcome.message]).keyed(CODE_KEYS[outcome.message]);
  return outcome.token;
}

/** The contact a verification token proves, or undefined when unknown or older than 30 minutes. */
export async function verifiedContact(db: DbOrTx, token: string, now = new Date()) {
  return repo.findVerifiedContact(
    db,
    sha256(token),
    new Date(now.getTime() - VERIFICATION.tokenTtlMinutes * MINUTE),
  );
}
