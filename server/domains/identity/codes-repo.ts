import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Channel } from '../../../contracts/onboarding.ts';
import type { DbOrTx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';

/** The newest code sent to a contact, consumed or not. */
export async function latestCode(db: DbOrTx, contact: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.contact, contact))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/** The newest unconsumed code for a contact, locked so two checks of it cannot race. */
export async function liveCodeForUpdate(db: DbOrTx, contact: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.contact, contact), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function consumeOpenCodes(db: DbOrTx, contact: string, now: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.contact, contact), isNull(verificationCodes.consumedAt)));
}

export async function insertCode(
  db: DbOrTx,
  values: { channel: Channel; contact: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

export async function deleteCode(db: DbOrTx, id: string) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function addWrongTry(db: DbOrTx, id: string) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row!.attempts;
}

export async function markVerified(db: DbOrTx, id: string, tokenHash: string, now: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now, verifiedTokenHash: tokenHash })
    .where(eq(verificationCodes.id, id));
}

/** The contact a verification token proves, if it is still within its validity. */
export async function findVerifiedContact(db: DbOrTx, tokenHash: string, notBefore: Date) {
  const [row] = await db
    .select({ channel: verificationCodes.channel, contact: verificationCodes.contact })
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.verifiedTokenHash, tokenHash), gt(verificationCodes.consumedAt, notBefore)),
    )
    .limit(1);
  return row;
}
