import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { advisorSessions } from '../../db/schema/index.ts';

export async function insertSession(db: DbOrTx, values: typeof advisorSessions.$inferInsert) {
  await db.insert(advisorSessions).values(values);
}

/** The live session with this token hash: not revoked, not expired. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: advisorSessions.id, advisorCodeId: advisorSessions.advisorCodeId })
    .from(advisorSessions)
    .where(
      and(
        eq(advisorSessions.tokenHash, tokenHash),
        isNull(advisorSessions.revokedAt),
        gt(advisorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, id: string, now: Date) {
  await db.update(advisorSessions).set({ revokedAt: now }).where(eq(advisorSessions.id, id));
}

/** Sessions of the advisor that ended (expired or revoked): kept no longer than needed. */
export async function deleteEndedSessions(db: DbOrTx, advisorCodeId: string, now: Date) {
  await db
    .delete(advisorSessions)
    .where(
      and(
        eq(advisorSessions.advisorCodeId, advisorCodeId),
        or(lte(advisorSessions.expiresAt, now), lte(advisorSessions.revokedAt, now)),
      ),
    );
}
