import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type ContactMethod, VERIFICATION } from '../../../contracts/onboarding.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type CodePurpose, hmacCode, newToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { type RenderedEmail, verificationCodeEmail } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import * as advisors from '../advisors/service.ts';
import * as sales from '../sales/service.ts';
import * as repo from './repo.ts';

export const MESSAGES = {
  sendFailed: 'Failed to send verification. Please try again.',
  phoneSignupOff: 'Applying with a phone number is not available. Please use your email address.',
  advisorUnknown:
    'This Fashion Advisor Code is not valid. Please check it with your Fashion Advisor and try again.',
  wrongCode: 'Verification failed: Please check your code and try again.',
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  expired: 'This code has expired. Please request a new code.',
} as const;

const MINUTE = 60 * 1000;

export const ACCOUNT_EXISTS = 'You already have an account. Please login to upgrade your membership.';

/**
 * Whether an account uses this e-mail or phone, told only to a caller holding the verify step's token
 * for that very contact; to anyone else the answer is false, so the check cannot be used to learn who
 * has an account. Contacts are already normalised by the contracts.
 */
export async function provenContactExists(
  db: DbOrTx,
  body: { email?: string | null; phone?: string | null; verificationToken?: string | null },
  now = new Date(),
) {
  if (!body.verificationToken) return false;
  const proven = await verifiedContact(db, body.verificationToken, now);
  if (!proven || (proven.contact !== body.email && proven.contact !== body.phone)) return false;
  return accounts.contactExists(db, { email: body.email, phone: body.phone });
}

/** After a code proved the contact: 409 with the spec's words when it already has an account. */
export async function refuseExistingAccount(db: DbOrTx, contact: string) {
  const known = contact.startsWith('+') ? { phone: contact } : { email: contact };
  if (await accounts.contactExists(db, known)) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
}

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
 * Send a fresh 6-digit code (DESIGN decision 9): at most one every 30 s per contact; it replaces any
 * earlier unused code. The code is sent after the transaction commits and never logged. Sending only
 * queues the message (a transport that is down is retried by the notify.retry job); when even that
 * fails the code is withdrawn, so the person can ask again at once.
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
        );
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
        text: `Roslis code: ${code}. It expires in ${VERIFICATION.codeTtlMinutes} minutes.`,
        template: 'otp',
        vars: { otp: code, minutes: String(VERIFICATION.codeTtlMinutes) },
      });
    }
  } catch (err) {
    await repo.deleteCode(db, codeId);
    throw new AppError('UNAVAILABLE', MESSAGES.sendFailed, undefined, err);
  }
}

/** 400 when phone sign-up is off (PHONE_SIGNUP=false: no text messages go out). */
export function requireMethodOffered(method: ContactMethod, phoneSignup: boolean) {
  if (method === 'phone' && !phoneSignup) {
    throw badRequest(MESSAGES.phoneSignupOff, { contactMethod: [MESSAGES.phoneSignupOff] });
  }
}

/** Who referred an applicant: a fashion advisor's code or a sales person's referral code (exactly one). */
export type Referrer =
  | { advisorCodeId: string; salesPersonId: null; code: string }
  | { advisorCodeId: null; salesPersonId: string; code: string };

/**
 * 400 (the spec's words for an unknown code) unless the code (trimmed, upper-cased) names an active
 * fashion advisor or an active sales person.
 */
export async function requireReferrer(db: DbOrTx, code: string): Promise<Referrer> {
  const advisor = await advisors.findActiveAdvisor(db, code);
  if (advisor) return { advisorCodeId: advisor.id, salesPersonId: null, code: advisor.code };
  const person = await sales.findActiveByCode(db, code);
  if (person) return { advisorCodeId: null, salesPersonId: person.id, code: person.referralCode };
  throw badRequest(MESSAGES.advisorUnknown, { referralCode: [MESSAGES.advisorUnknown] });
}

type VerifyOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * Check a code against the newest unused one for the contact. A wrong code counts a try (kept even
 * though the request fails); the fifth wrong try kills the code. Success consumes the code and returns a
 * token, valid 30 minutes, that proves the contact to the next registration steps.
 */
export async function verifyCode(db: Db, key: CodeKey, contact: string, code: string, now = new Date()) {
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await repo.liveCodeForUpdate(tx, contact);
    if (!row) return { ok: false, message: MESSAGES.wrongCode };
    if (row.attempts >= VERIFICATION.maxWrongTries) return { ok: false, message: MESSAGES.tooManyTries };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: MESSAGES.expired };
    if (!safeEqual(row.codeHash, codeHash(key, contact, code))) {
      const attempts = await repo.addWrongTry(tx, row.id);
      return {
        ok: false,
        message: attempts >= VERIFICATION.maxWrongTries ? MESSAGES.tooManyTries : MESSAGES.wrongCode,
      };
    }
    const token = newToken();
    await repo.markVerified(tx, row.id, sha256(token), now);
    return { ok: true, token };
  });
  if (!outcome.ok) throw badRequest(outcome.message);
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
