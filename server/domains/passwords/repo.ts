import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordTokens, users } from '../../db/schema/index.ts';

type Purpose = (typeof passwordTokens.$inferInsert)['purpose'];

export async function insertToken(
  db: DbOrTx,
  values: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordTokens).values(values);
}

/** Retire a user's unused tokens of one purpose (a new link replaces the old ones). */
export async function retireTokens(db: DbOrTx, userId: string, purpose: Purpose, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
}

/** Marks a live token used and returns its user, or undefined when unknown, used or expired (atomic). */
export async function consumeToken(db: DbOrTx, tokenHash: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row;
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
