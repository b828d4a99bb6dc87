import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberNotices } from '../../db/schema/index.ts';

export type NewNotice = typeof memberNotices.$inferInsert;

/** Insert notices; one already given for the same member, kind and reference is skipped. Returns the new ones' users. */
export async function insertOnce(db: DbOrTx, rows: NewNotice[]) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(memberNotices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: memberNotices.userId });
  return inserted.map((r) => r.userId);
}

export function listForUser(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(memberNotices)
    .where(eq(memberNotices.userId, userId))
    .orderBy(desc(memberNotices.createdAt), desc(memberNotices.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, userId), isNull(memberNotices.readAt)));
  return row?.n ?? 0;
}

/** Mark one (or, without an id, every) unread notice of the member read; answers how many changed. */
export async function markRead(db: DbOrTx, userId: string, now: Date, id?: string) {
  const rows = await db
    .update(memberNotices)
    .set({ readAt: now })
    .where(
      and(
        eq(memberNotices.userId, userId),
        isNull(memberNotices.readAt),
        id ? eq(memberNotices.id, id) : undefined,
      ),
    )
    .returning({ id: memberNotices.id });
  return rows.length;
}

export async function exists(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .select({ id: memberNotices.id })
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, userId), eq(memberNotices.id, id)))
    .limit(1);
  return rows.length === 1;
}
