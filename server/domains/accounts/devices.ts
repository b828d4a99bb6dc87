import type { Role } from '../../../contracts/auth.ts';
import { CHANGE_PASSWORD_MESSAGES, type DeviceSession } from '../../../contracts/passwords.ts';
import type { Db } from '../../db/client.ts';
import type { StaffSessionLimits } from '../../env.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as identity from '../identity/service.ts';
import * as repo from './repo.ts';
import { notifySecurity, type SecurityMessageDeps } from './security-messages.ts';

/**
 * Account Settings: change the password with the current one, which ends the member's
 * other sessions and e-mails them; the signed-in devices, and signing out one or all the others.
 */
export async function changePassword(
  db: Db,
  session: { userId: string; sessionId: string },
  body: { currentPassword: string; newPassword: string },
  notice: Omit<SecurityMessageDeps, 'db'> & { userAgent?: string },
  now = new Date(),
) {
  const user = await repo.findUser(db, session.userId);
  if (!user) throw notFound('No account with this id.');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(CHANGE_PASSWORD_MESSAGES.currentWrong, {
      currentPassword: [CHANGE_PASSWORD_MESSAGES.currentWrong],
    });
  }
  const passwordHash = await hashPassword(body.newPassword);
  const signedOut = await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, session.userId, passwordHash, now);
    await repo.retireTokens(tx, session.userId, 'reset', now);
    return identity.endOtherSessions(tx, session.userId, session.sessionId, now);
  });
  // A security message: "Your Roslis password was changed", whatever the notification choices.
  await notifySecurity({ db, ...notice }, session.userId, 'changed', {
    userAgent: notice.userAgent,
    at: now,
  });
  return { success: true as const, message: CHANGE_PASSWORD_MESSAGES.done, signedOut };
}

/** The live sessions; a staff member's within the staff limits, ending at the latest 12 hours in. */
export async function listDevices(
  db: Db,
  session: { userId: string; sessionId: string; role: Role },
  staff: StaffSessionLimits,
  now = new Date(),
): Promise<DeviceSession[]> {
  const rows = await identity.liveSessions(db, session.userId, now);
  const limited = identity.isStaffRole(session.role);
  const endOf = (r: (typeof rows)[number]) =>
    limited ? Math.min(r.expiresAt.getTime(), r.createdAt.getTime() + staff.maxMs) : r.expiresAt.getTime();
  const live = rows.filter(
    (r) => !limited || (endOf(r) > now.getTime() && now.getTime() - r.lastSeenAt.getTime() < staff.idleMs),
  );
  return live.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    expiresAt: new Date(endOf(r)).toISOString(),
    userAgent: r.userAgent,
    current: r.id === session.sessionId,
  }));
}

export async function signOutOthers(
  db: Db,
  session: { userId: string; sessionId: string },
  now = new Date(),
) {
  return { signedOut: await identity.endOtherSessions(db, session.userId, session.sessionId, now) };
}

export async function signOutDevice(db: Db, session: { userId: string }, id: string, now = new Date()) {
  if (!(await identity.endOwnSession(db, session.userId, id, now)))
    throw notFound('This device is not signed in to your account.');
}
