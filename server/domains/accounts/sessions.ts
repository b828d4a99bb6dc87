import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './repo.ts';

export type { SessionUser } from '../../lib/session-user.ts';

/** Issue a new session: the caller gets the raw token once; only its hash is stored. */
export async function createSession(db: Db, userId: string, ttlMs: number, userAgent?: string) {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await repo.deleteEndedSessions(db, userId, now);
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    userId,
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const row = await repo.findLiveSession(db, sha256(token), new Date());
  return row ?? null;
}

export async function endSession(db: Db, sessionId: string) {
  await repo.revokeSession(db, sessionId, new Date());
}
