import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Role } from '../../../contracts/auth.ts';
import {
  SECOND_FACTOR_MESSAGES as M,
  RECOVERY_CODE_COUNT,
  type SecondFactorStatus,
  type StaffSecondFactorMode,
} from '../../../contracts/second-factor.ts';
import { STAFF_MESSAGES } from '../../../contracts/staff.ts';
import type { Db } from '../../db/client.ts';
import { hmacCode, newToken, sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as audit from '../audit/service.ts';
import { endAllSessions, isStaffRole } from '../identity/service.ts';
import * as repo from './repo.ts';
import * as factorRepo from './second-factor-repo.ts';
import * as staffRepo from './staff-users-repo.ts';

/**
 * Staff two-step sign-in: a TOTP secret per admin or sub-admin (RFC 6238, 30-second steps,
 * one step of drift either way), kept encrypted with a key derived from CODE_HASH_SECRET, and 10
 * single-use recovery codes kept as an HMAC. A right password only gets a 5-minute, single-use
 * challenge; the code then opens the session.
 */

const ISSUER = 'Roslis';
const PERIOD_SECONDS = 30;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function encryptionKey(codeSecret: string) {
  return Buffer.from(hkdfSync('sha256', codeSecret, 'roslis', 'staff-totp-secret', 32));
}

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" (base64url). */
export function encryptSecret(codeSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(codeSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(codeSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown second-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(codeSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The 30-second step a 6-digit code belongs to (now, or one step either side), or null. */
async function stepOf(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_SECONDS });
  if (!result.valid) return null;
  return Math.floor(epoch / PERIOD_SECONDS) + result.delta;
}

function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

const recoveryHash = (codeSecret: string, userId: string, code: string) =>
  hmacCode(codeSecret, 'staff-recovery', userId, normaliseRecoveryCode(code));

async function issueRecoveryCodes(db: Db, codeSecret: string, userId: string, now: Date) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await factorRepo.replaceRecoveryCodes(
    db,
    userId,
    codes.map((c) => recoveryHash(codeSecret, userId, c)),
    now,
  );
  return codes;
}

/** GET /api/auth/me's secondFactor. */
export async function statusOf(
  db: Db,
  user: { userId: string; role: Role },
  mode: StaffSecondFactorMode,
): Promise<SecondFactorStatus> {
  if (!isStaffRole(user.role)) return 'off';
  if (await factorRepo.isConfirmed(db, user.userId)) return 'on';
  return mode === 'required' ? 'required-not-set' : 'off';
}

/**
 * The session as the guards see it: staff without a second factor get an enrolment-only session while
 * STAFF_SECOND_FACTOR=required.
 */
export async function gateSession(
  db: Db,
  session: SessionUser | null,
  mode: StaffSecondFactorMode,
): Promise<SessionUser | null> {
  if (!session || mode !== 'required' || !isStaffRole(session.role)) return session;
  if (await factorRepo.isConfirmed(db, session.userId)) return session;
  return { ...session, enrolmentOnly: true };
}

/** Step 1 of the setup: a new secret, pending until confirmed. 409 when the second factor is on. */
export async function beginSetup(db: Db, codeSecret: string, userId: string, now = new Date()) {
  const secret = generateSecret();
  const saved = await factorRepo.savePendingSecret(db, userId, encryptSecret(codeSecret, secret), now);
  if (!saved) throw new AppError('CONFLICT', M.alreadyOn);
  const contact = (await repo.findContact(db, userId))?.email ?? 'staff';
  const otpauthUrl = generateURI({ issuer: ISSUER, label: contact, secret });
  return { otpauthUrl, secret };
}

const wrongCode = () => badRequest(M.wrongCode, { code: [M.wrongCode] });

/** Step 2: a code from the app turns it on; answers the 10 recovery codes (shown once). */
export async function confirmSetup(
  db: Db,
  codeSecret: string,
  userId: string,
  code: string,
  now = new Date(),
) {
  const row = await factorRepo.findSecondFactor(db, userId);
  if (!row) throw badRequest(M.notStarted);
  if (row.confirmedAt) throw new AppError('CONFLICT', M.alreadyOn);
  const step = await stepOf(decryptSecret(codeSecret, row.secretEncrypted), code, now);
  if (step === null) throw wrongCode();
  return db.transaction(async (tx) => {
    if (!(await factorRepo.markStepUsed(tx, userId, step, now, true))) throw wrongCode();
    return { recoveryCodes: await issueRecoveryCodes(tx, codeSecret, userId, now) };
  });
}

/** New recovery codes (the old ones stop working), with a current code from the app. */
export async function renewRecoveryCodes(
  db: Db,
  codeSecret: string,
  userId: string,
  code: string,
  now = new Date(),
) {
  const row = await factorRepo.findSecondFactor(db, userId);
  if (!row?.confirmedAt) throw badRequest(M.notOn);
  const step = await stepOf(decryptSecret(codeSecret, row.secretEncrypted), code, now);
  if (step === null) throw wrongCode();
  return db.transaction(async (tx) => {
    if (!(await factorRepo.markStepUsed(tx, userId, step, now, false))) throw wrongCode();
    return { recoveryCodes: await issueRecoveryCodes(tx, codeSecret, userId, now) };
  });
}

/**
 * After a right password: a challenge token when the user is staff with the second factor on, null
 * otherwise (the caller then opens the session as before).
 */
export async function challengeFor(db: Db, user: { id: string; role: Role }, now = new Date()) {
  if (!isStaffRole(user.role) || !(await factorRepo.isConfirmed(db, user.id))) return null;
  const token = newToken();
  await factorRepo.insertChallenge(db, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
  return token;
}

/** The live challenge's user; 401 when it is unknown, expired or used. */
export async function openChallenge(db: Db, challenge: string, now = new Date()) {
  const row = await factorRepo.findLiveChallenge(db, sha256(challenge), now);
  if (!row) throw new AppError('UNAUTHENTICATED', M.challengeExpired);
  return row;
}

/**
 * Checks the code of a challenge: a TOTP code of a step not used before, or an unused recovery code
 * (used up now). Then uses the challenge up and answers who signs in. 401 for a wrong code.
 */
export async function completeChallenge(
  db: Db,
  codeSecret: string,
  challenge: { id: string; userId: string },
  code: string,
  now = new Date(),
): Promise<{ userId: string; role: Role }> {
  const { userId } = challenge;
  const row = await factorRepo.findSecondFactor(db, userId);
  if (!row?.confirmedAt) throw new AppError('UNAUTHENTICATED', M.challengeExpired);
  const compact = code.replace(/\s+/g, '');
  let accepted: boolean;
  if (/^\d{6}$/.test(compact)) {
    const step = await stepOf(decryptSecret(codeSecret, row.secretEncrypted), compact, now);
    accepted = step !== null && (await factorRepo.markStepUsed(db, userId, step, now, false));
  } else {
    accepted = await factorRepo.spendRecoveryCode(db, userId, recoveryHash(codeSecret, userId, code), now);
  }
  if (!accepted) throw new AppError('INVALID_CREDENTIALS', M.wrongCode, { code: [M.wrongCode] });
  if (!(await factorRepo.spendChallenge(db, challenge.id, now))) {
    throw new AppError('UNAUTHENTICATED', M.challengeExpired);
  }
  const user = await staffRepo.findStaffUser(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', M.challengeExpired);
  if (user.disabledAt) throw new AppError('FORBIDDEN', STAFF_MESSAGES.signInRefused);
  return { userId, role: user.role };
}

/**
 * An admin resets a sub-admin's second factor (a lost phone): the secret, the recovery codes and open
 * challenges go, the sub-admin's sessions end, and the audit trail records it. Admins are not
 * sub-admins, so nobody resets their own here (404); the last admin uses `npm run admin:create`.
 */
export async function resetForSubAdmin(
  db: Db,
  admin: { userId: string; role: Role },
  id: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await staffRepo.findSubAdminForUpdate(tx, id);
    if (!row) throw notFound(M.notFound);
    const wasOn = await factorRepo.deleteSecondFactor(tx, id);
    await endAllSessions(tx, id, now);
    await audit.record(
      tx,
      {
        actor: { id: admin.userId, role: admin.role },
        action: 'subadmin.second_factor_reset',
        subject: { type: 'user', id },
        summary: `Reset two-step sign-in of sub-admin ${row.email}`,
        before: { secondFactor: wasOn ? 'on' : 'off' },
        after: { secondFactor: 'off' },
      },
      now,
    );
  });
  return { success: true as const, message: M.resetDone };
}

/** `npm run admin:create -- --reset-second-factor`: clears a staff member's second factor. */
export async function clearSecondFactor(db: Db, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const wasOn = await factorRepo.deleteSecondFactor(tx, userId);
    await endAllSessions(tx, userId, now);
    return wasOn;
  });
}
