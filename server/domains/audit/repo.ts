import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertEntry(db: DbOrTx, entry: NewAuditEntry) {
  await db.insert(auditLog).values(entry);
}

/** Newest first, a page at a time (keyset on created_at, id). */
export function listEntries(
  db: DbOrTx,
  opts: { limit: number; before?: { at: Date; id: string }; subjectType?: string; actorId?: string },
) {
  const where: (SQL | undefined)[] = [
    opts.subjectType ? eq(auditLog.subjectType, opts.subjectType) : undefined,
    opts.actorId ? eq(auditLog.actorId, opts.actorId) : undefined,
    opts.before
      ? or(
          lt(auditLog.createdAt, opts.before.at),
          and(eq(auditLog.createdAt, opts.before.at), lt(auditLog.id, opts.before.id)),
        )
      : undefined,
  ];
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit);
}
