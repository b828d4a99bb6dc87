import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import * as repo from './advisor-sessions-repo.ts';

/**
 * A fashion advisor's session: advisors are not shop accounts, so their sessions are kept apart from
 * the members' and staff's, under a cookie of their own (a shop session and an advisor session never
 * mix). Only the token's hash is stored.
 */
export function advisorCookieName(isProduction: boolean) {
  return isProduction ? '__Host-advisor_sid' : 'advisor_sid';
}

export const ADVISOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A new session for the advisor code: the caller gets the raw token once. */
export async function createAdvisorSession(db: Db, advisorCodeId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ADVISOR_SESSION_TTL_MS);
  await repo.deleteEndedSessions(db, advisorCodeId, now);
  await repo.insertSession(db, { tokenHash: sha256(token), advisorCodeId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * The live session a token opens (not revoked, not expired), or null. Whether its advisor code is still
 * active is the advisors domain's question.
 */
export async function findAdvisorSession(db: Db, token: string, now = new Date()) {
  if (!token || token.length > 200) return null;
  const session = await repo.findLiveSession(db, sha256(token), now);
  return session ? { sessionId: session.id, advisorCodeId: session.advisorCodeId } : null;
}

export function endAdvisorSession(db: Db, sessionId: string, now = new Date()) {
  return repo.revokeSession(db, sessionId, now);
}
