import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CardEventKind } from '../../../contracts/constants.ts';
import type { Plan } from '../../../contracts/membership.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, cardEvents } from '../../db/schema/index.ts';

const cycleStart = sql`coalesce(${accounts.cycleStartedAt}, ${accounts.cardActivatedAt})`;

/** Active cards on the monthly rule whose cycle began before `before` (they owe that month a purchase). */
export async function monthlyCardsStartedBefore(db: DbOrTx, plans: readonly Plan[], before: Date) {
  const rows = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(
      and(
        eq(accounts.cardStatus, 'active'),
        inArray(accounts.currentPlan, [...plans]),
        // postgres-js takes no Date inside raw SQL: an ISO string, cast.
        sql`${cycleStart} < ${before.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.userId);
}

/** Platinum cards (active, or inactive after a lapsed renewal) whose year ends by `by`. */
export function platinumRenewingBy(db: DbOrTx, by: Date) {
  return db
    .select({ userId: accounts.userId, expiresAt: accounts.planExpiresAt, status: accounts.cardStatus })
    .from(accounts)
    .where(
      and(
        eq(accounts.currentPlan, 'platinum'),
        eq(accounts.cardStatus, 'active'),
        lte(accounts.planExpiresAt, by),
      ),
    );
}

/** Record what the job did for a member and period: false when it was already recorded (a re-run). */
export async function recordEvent(
  db: DbOrTx,
  values: { userId: string; kind: CardEventKind; period: string; note?: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(cardEvents)
    .values({
      userId: values.userId,
      kind: values.kind,
      period: values.period,
      note: values.note ?? null,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: cardEvents.id });
  return rows.length === 1;
}

export async function hasEvent(db: DbOrTx, userId: string, kind: CardEventKind, period: string) {
  const rows = await db
    .select({ id: cardEvents.id })
    .from(cardEvents)
    .where(and(eq(cardEvents.userId, userId), eq(cardEvents.kind, kind), eq(cardEvents.period, period)))
    .limit(1);
  return rows.length === 1;
}

export function listEvents(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      kind: cardEvents.kind,
      period: cardEvents.period,
      note: cardEvents.note,
      at: cardEvents.createdAt,
    })
    .from(cardEvents)
    .where(eq(cardEvents.userId, userId))
    .orderBy(desc(cardEvents.createdAt))
    .limit(limit);
}

export async function deactivate(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(accounts)
    .set({ cardStatus: 'inactive', inactiveSince: now, updatedAt: now })
    .where(eq(accounts.userId, userId));
}

/** Active again: the monthly rule starts over from now (the month of re-entry is free). */
export async function reactivate(db: DbOrTx, userId: string, now: Date, planExpiresAt?: Date) {
  await db
    .update(accounts)
    .set({
      cardStatus: 'active',
      inactiveSince: null,
      cycleStartedAt: now,
      updatedAt: now,
      ...(planExpiresAt ? { planExpiresAt } : {}),
    })
    .where(eq(accounts.userId, userId));
}

export async function setPlanExpiry(db: DbOrTx, userId: string, expiresAt: Date, now: Date) {
  await db
    .update(accounts)
    .set({ planExpiresAt: expiresAt, updatedAt: now })
    .where(eq(accounts.userId, userId));
}

/** Give the card its number once: two first views at once agree on the one that was stored. */
export async function assignCardNumber(db: DbOrTx, userId: string, number: string) {
  await db
    .update(accounts)
    .set({ cardNumber: number })
    .where(and(eq(accounts.userId, userId), sql`${accounts.cardNumber} is null`));
}

export async function findByCardNumber(db: DbOrTx, number: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.cardNumber, number)).limit(1);
  return row;
}

/** Reissue: every QR link made before stops working. */
export async function bumpCardVersion(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(accounts)
    .set({ cardVersion: sql`${accounts.cardVersion} + 1`, updatedAt: now })
    .where(eq(accounts.userId, userId));
}
