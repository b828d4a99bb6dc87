import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    userAgent?: string;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** Every signed-in request asks this first: prepared once per database. */
const liveSession = preparedPer((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        isNull(sessions.revokedAt),
        // A deactivated staff account's sessions end with it (and are revoked too: staff/service.ts).
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/** The live session for a token hash, with the user's role (none for a deactivated account). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Record a request on the session, unless one was recorded after `unlessAfter` (at most one write a minute). */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date, unlessAfter: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lte(sessions.lastSeenAt, unlessAfter)));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Drop a user's ended sessions (expired or revoked); run at sign-in so the table does not grow forever. */
export async function deleteEndedSessions(db: DbOrTx, userId: string, now: Date) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt))));
}

/** The user's live sessions, newest first. */
export function liveSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.createdAt));
}

/** End every live session of the user but one; answers how many ended. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** End one of the user's sessions (another user's is untouched): whether it ended. */
export async function revokeOwnSession(db: DbOrTx, userId: string, id: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}
