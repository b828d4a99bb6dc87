import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as accounts from '../accounts/service.ts';
import { endAllSessions, isStaffRole } from '../identity/service.ts';

/**
 * `npm run admin:create` (scripts/admin-create.ts): the first admin of a production install, and the
 * way back in for the last admin (a new password, or no second factor after a lost phone). Runs on the
 * database directly, so it is a command for whoever runs the server, never an HTTP route.
 */

export type BootstrapResult =
  | { ok: true; message: string }
  | { ok: false; reason: 'exists' | 'not-found' | 'not-staff'; message: string };

export async function createAdmin(
  db: Db,
  input: { email: string; password: string; firstName?: string; lastName?: string },
  now = new Date(),
): Promise<BootstrapResult> {
  if (await accounts.contactExists(db, { email: input.email })) {
    return {
      ok: false,
      reason: 'exists',
      message: `${input.email} already has an account. Add --reset-password to give it a new password, or --reset-second-factor to clear its two-step sign-in.`,
    };
  }
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const user = await accounts.createStaffUser(tx, {
      email: input.email,
      passwordHash,
      role: 'admin',
      now,
    });
    if (user && (input.firstName || input.lastName)) {
      await accounts.saveProfile(
        tx,
        user.id,
        { firstName: input.firstName ?? null, lastName: input.lastName ?? null },
        {},
      );
    }
    return user;
  });
  if (!created) return { ok: false, reason: 'exists', message: `${input.email} already has an account.` };
  return { ok: true, message: `Created the admin ${input.email}.` };
}

async function findStaff(db: Db, email: string): Promise<BootstrapResult | { id: string }> {
  const user = await accounts.userByEmail(db, email);
  if (!user) return { ok: false, reason: 'not-found', message: `No account has the e-mail ${email}.` };
  if (!isStaffRole(user.role)) {
    return {
      ok: false,
      reason: 'not-staff',
      message: `${email} is a member's account, not staff: use "Forgot your password?" on the sign-in page.`,
    };
  }
  return { id: user.id };
}

/** A staff member's new password; their sessions end. */
export async function resetStaffPassword(db: Db, email: string, password: string, now = new Date()) {
  const found = await findStaff(db, email);
  if (!('id' in found)) return found;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await accounts.setPasswordHash(tx, found.id, passwordHash, now);
    await endAllSessions(tx, found.id, now);
  });
  return { ok: true as const, message: `Set a new password for ${email}; their sessions have ended.` };
}

/** Clears a staff member's second factor (they set it up again at the next sign-in); sessions end. */
export async function resetStaffSecondFactor(db: Db, email: string, now = new Date()) {
  const found = await findStaff(db, email);
  if (!('id' in found)) return found;
  const wasOn = await accounts.clearSecondFactor(db, found.id, now);
  return {
    ok: true as const,
    message: wasOn
      ? `Cleared the two-step sign-in of ${email}; they set it up again at the next sign-in.`
      : `${email} had no two-step sign-in; nothing to clear (their sessions have ended).`,
  };
}
