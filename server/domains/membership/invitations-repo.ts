import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { platinumInvitations } from '../../db/schema/index.ts';

export async function insertInvitation(db: DbOrTx, values: typeof platinumInvitations.$inferInsert) {
  const [row] = await db.insert(platinumInvitations).values(values).returning();
  return row!;
}

/** An invitation the member can still use: theirs, not used, not revoked, not expired. */
export async function findUsable(db: DbOrTx, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(platinumInvitations)
    .where(
      and(
        eq(platinumInvitations.tokenHash, tokenHash),
        eq(platinumInvitations.userId, userId),
        isNull(platinumInvitations.usedAt),
        isNull(platinumInvitations.revokedAt),
        gt(platinumInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Close an open invitation (not used, not revoked): false when it was closed meanwhile. */
async function closeOpen(
  db: DbOrTx,
  id: string,
  set: Pick<typeof platinumInvitations.$inferInsert, 'usedAt' | 'paymentId' | 'revokedAt'>,
) {
  const rows = await db
    .update(platinumInvitations)
    .set(set)
    .where(
      and(
        eq(platinumInvitations.id, id),
        isNull(platinumInvitations.usedAt),
        isNull(platinumInvitations.revokedAt),
      ),
    )
    .returning({ id: platinumInvitations.id });
  return rows.length === 1;
}

/** Use the invitation for this payment, once: false when it was used (or revoked) meanwhile. */
export const claim = (db: DbOrTx, id: string, paymentId: string, now: Date) =>
  closeOpen(db, id, { usedAt: now, paymentId });

export const revoke = (db: DbOrTx, id: string, now: Date) => closeOpen(db, id, { revokedAt: now });

/** Whether this invitation was used by this payment (a replayed settlement). */
export async function invitationPaidBy(db: DbOrTx, id: string, paymentId: string) {
  const [row] = await db
    .select({ paymentId: platinumInvitations.paymentId })
    .from(platinumInvitations)
    .where(eq(platinumInvitations.id, id))
    .limit(1);
  return row?.paymentId === paymentId;
}
