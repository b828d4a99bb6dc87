import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/**
 * The devices a member allowed to show the shop's pushes (`push_subscriptions`, infrastructure beside the
 * delivery queue: this file is its only writer). A device is its push service endpoint: saved again by
 * its member (the browser renewed its keys) it keeps its row with the new keys; saved by another member
 * (she signed in on that browser) it becomes a new row, so pushes still queued for the first member find
 * their device gone instead of reaching her.
 */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A member's devices kept at most: a new one beyond it replaces her oldest. */
export const MAX_DEVICES = 10;

export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | null,
): Promise<{ id: string }> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, subscription.endpoint), ne(pushSubscriptions.userId, userId)));
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: sql.raw('excluded."p256dh"'),
        auth: sql.raw('excluded."auth"'),
        userAgent: sql.raw('excluded."user_agent"'),
      },
    })
    .returning({ id: pushSubscriptions.id });
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  return row!;
}

/** Forget a device: only the member's own (another member's endpoint is left alone). */
export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(sql`${pushSubscriptions.endpoint} = ${endpoint} and ${pushSubscriptions.userId} = ${userId}`)
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404 or 410): nobody can reach that device again. */
export async function dropSubscription(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionById(db: DbOrTx, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The member's devices (ids only: the sender reads the endpoint and keys when it sends). */
export async function subscriptionIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
  return rows.map((r) => r.id);
}

export async function markUsed(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastUsedAt: now }).where(eq(pushSubscriptions.id, id));
}

/** "fcm.googleapis.com/…f3c1": enough to tell devices apart in a log, never the whole endpoint. */
export function endpointLabel(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.host}/…${endpoint.slice(-4)}`;
  } catch {
    return 'an unreadable endpoint';
  }
}
