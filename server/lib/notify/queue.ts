import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DeliveryStatus, notifications } from '../../db/schema/index.ts';

/**
 * The delivery queue: a message for a real transport is a
 * `queued` row until a try succeeds. A sender first claims the row (claimed_until in the future, set in
 * one statement that skips rows another sender holds), so two processes never send one row at once.
 */
export type QueuedMessage = typeof notifications.$inferSelect;

/** Give up after this many tries (the first one and 7 retries, about two hours). */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds a row: longer than any transport's timeouts (SMTP ~40 s, MSG91 15 s). */
export const CLAIM_MS = 5 * 60_000;
/** Rows one retry run takes. */
export const RETRY_BATCH = 50;

/** The wait before the next try after `attempts` failed tries: 1, 2, 4, 8... minutes. */
export function retryDelayMs(attempts: number): number {
  return 2 ** Math.max(0, attempts - 1) * 60_000;
}

const claimUntil = sql`now() + ${CLAIM_MS}::double precision * interval '1 millisecond'`;

/** A new row for a real transport, already claimed by the caller for its first try. */
export async function enqueue(
  db: DbOrTx,
  row: Pick<QueuedMessage, 'channel' | 'toAddress' | 'subject' | 'text' | 'transport'> &
    Partial<Pick<QueuedMessage, 'html' | 'template' | 'vars'>>,
  now: Date,
): Promise<QueuedMessage> {
  const [created] = await db
    .insert(notifications)
    .values({ ...row, status: 'queued', attempts: 0, nextAttemptAt: now, claimedUntil: claimUntil })
    .returning();
  return created!;
}

/**
 * Claim the queued rows that are due at `now` and that nobody holds (oldest first). `FOR UPDATE SKIP
 * LOCKED` lets two processes claim at once without waiting for each other; a row another sender has just
 * claimed fails the `claimed_until` test when PostgreSQL re-checks it, so each row goes to one sender.
 */
export async function claimDue(db: DbOrTx, now: Date, limit = RETRY_BATCH): Promise<QueuedMessage[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'queued'),
        lte(notifications.nextAttemptAt, now),
        or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(notifications.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ claimedUntil: claimUntil })
    .where(
      and(
        inArray(notifications.id, due),
        eq(notifications.status, 'queued'),
        or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
}

/** The text is erased once it is no longer needed (production: codes and links stay nowhere). */
const erased = { text: '', html: null, vars: null } as const;

export async function markSent(
  db: DbOrTx,
  id: string,
  result: { providerMessageId?: string; attempts: number; now: Date; erase: boolean },
) {
  await db
    .update(notifications)
    .set({
      status: 'sent',
      attempts: result.attempts,
      providerMessageId: result.providerMessageId ?? null,
      sentAt: result.now,
      claimedUntil: null,
      nextAttemptAt: null,
      lastError: null,
      ...(result.erase ? erased : {}),
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'queued')));
}

/** A failed try: queued again after the back-off, or failed for good after MAX_ATTEMPTS (or a permanent error). */
export async function markTryFailed(
  db: DbOrTx,
  id: string,
  result: { attempts: number; error: string; now: Date; giveUp: boolean; erase: boolean },
): Promise<DeliveryStatus> {
  const status: DeliveryStatus = result.giveUp ? 'failed' : 'queued';
  await db
    .update(notifications)
    .set({
      status,
      attempts: result.attempts,
      lastError: result.error.slice(0, 200),
      claimedUntil: null,
      nextAttemptAt: result.giveUp ? null : new Date(result.now.getTime() + retryDelayMs(result.attempts)),
      ...(result.giveUp && result.erase ? erased : {}),
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'queued')));
  return status;
}

/**
 * A delivery report from the provider: the sent message with this provider id becomes delivered or
 * failed (a report for an unknown id, or for a message already final, changes nothing). Returns how
 * many rows changed.
 */
export async function recordDelivery(
  db: DbOrTx,
  report: { transport: string; providerMessageId: string; status: 'delivered' | 'failed'; error?: string },
  now = new Date(),
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set(
      report.status === 'delivered'
        ? { status: 'delivered', deliveredAt: now }
        : { status: 'failed', lastError: (report.error ?? 'not delivered').slice(0, 200) },
    )
    .where(
      and(
        eq(notifications.transport, report.transport),
        eq(notifications.providerMessageId, report.providerMessageId),
        eq(notifications.status, 'sent'),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
