import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { secondFactorChallenges, staffRecoveryCodes, staffSecondFactors } from '../../db/schema/index.ts';

export async function findSecondFactor(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  return row;
}

/** Whether the user's second factor is on (confirmed). */
export async function isConfirmed(db: DbOrTx, userId: string) {
  const row = await findSecondFactor(db, userId);
  return Boolean(row?.confirmedAt);
}

/** A new pending secret; never replaces a confirmed one (answers false then). */
export async function savePendingSecret(db: DbOrTx, userId: string, secretEncrypted: string, now: Date) {
  const rows = await db
    .insert(staffSecondFactors)
    .values({ userId, secretEncrypted, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { secretEncrypted, lastStep: null, updatedAt: now },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ userId: staffSecondFactors.userId });
  return rows.length > 0;
}

/**
 * Records `step` as used when it is later than the last one used (and, for a pending secret, turns the
 * second factor on). False when the step was used already (a replayed code) or a later one was.
 */
export async function markStepUsed(db: DbOrTx, userId: string, step: number, now: Date, confirm: boolean) {
  const rows = await db
    .update(staffSecondFactors)
    .set({ lastStep: step, updatedAt: now, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, codeHashes: string[], now: Date) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks an unused recovery code used; false when there is none (wrong, or used before). */
export async function spendRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

/** Everything of a user's second factor: the secret, the recovery codes and open challenges. */
export async function deleteSecondFactor(db: DbOrTx, userId: string) {
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.userId, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const rows = await db
    .delete(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
    .returning({ confirmedAt: staffSecondFactors.confirmedAt });
  return rows.some((r) => r.confirmedAt !== null);
}

export async function insertChallenge(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date; now: Date },
) {
  // Ended challenges of this user go first, so the table does not grow with every sign-in.
  await db
    .delete(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.userId, values.userId),
        or(lt(secondFactorChallenges.expiresAt, values.now), isNotNull(secondFactorChallenges.usedAt)),
      ),
    );
  await db.insert(secondFactorChallenges).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** The user of a live, unused challenge. */
export async function findLiveChallenge(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: secondFactorChallenges.id, userId: secondFactorChallenges.userId })
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, tokenHash),
        gt(secondFactorChallenges.expiresAt, now),
        isNull(secondFactorChallenges.usedAt),
      ),
    );
  return row;
}

/** Uses the challenge up; false when it was used meanwhile. */
export async function spendChallenge(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.usedAt)))
    .returning({ id: secondFactorChallenges.id });
  return rows.length > 0;
}
