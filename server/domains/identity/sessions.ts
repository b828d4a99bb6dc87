import type { Db, DbOrTx } from '../../db/client.ts';
import type { StaffSessionLimits } from '../../env.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { isStaffRole } from './roles.ts';
import * as repo from './sessions-repo.ts';

export type { SessionUser } from '../../lib/session-user.ts';

/** A session's last-seen time is written at most this often (not on every request). */
export const LAST_SEEN_EVERY_MS = 60 * 1000;

/** Issue a new session: the caller gets the raw token once; only its hash is stored. */
export async function createSession(db: Db, userId: string, ttlMs: number, userAgent?: string) {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await repo.deleteEndedSessions(db, userId, now);
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * Who a token signs in, or null. A staff session also ends `staff.idleMs` after its last request and
 * `staff.maxMs` after sign-in, whichever comes first (it is then revoked, and answers like an expired
 * one). The last request is recorded at most once a minute, so the idle limit is exact to a minute.
 */
export async function resolveSession(
  db: Db,
  token: string,
  staff: StaffSessionLimits,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const row = await repo.findLiveSession(db, sha256(token), now);
  if (!row) return null;
  const { createdAt, lastSeenAt, ...user } = row;
  if (isStaffRole(user.role)) {
    const ended =
      now.getTime() - createdAt.getTime() >= staff.maxMs ||
      now.getTime() - lastSeenAt.getTime() >= staff.idleMs;
    if (ended) {
      await repo.revokeSession(db, user.sessionId, now);
      return null;
    }
  }
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await repo.touchSession(db, user.sessionId, now, new Date(now.getTime() - LAST_SEEN_EVERY_MS));
  }
  return user;
}

export async function endSession(db: Db, sessionId: string) {
  await repo.revokeSession(db, sessionId, new Date());
}

/** Every session of the user ends (a new password, a deactivated or reset staff account). */
export function endAllSessions(tx: DbOrTx, userId: string, now: Date) {
  return repo.revokeAllSessions(tx, userId, now);
}

/** The user's live sessions, newest first (the signed-in devices of Account Settings). */
export function liveSessions(db: DbOrTx, userId: string, now: Date) {
  return repo.liveSessions(db, userId, now);
}

/** Every live session of the user ends but one; answers how many ended. */
export function endOtherSessions(db: DbOrTx, userId: string, keepId: string, now: Date) {
  return repo.revokeOtherSessions(db, userId, keepId, now);
}

/** One of the user's own sessions ends (another user's is untouched): whether it ended. */
export function endOwnSession(db: DbOrTx, userId: string, id: string, now: Date) {
  return repo.revokeOwnSession(db, userId, id, now);
}
