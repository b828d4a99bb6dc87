import type { ActivityEntry } from '../../../contracts/audit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
import type { Page } from '../../lib/replies.ts';
import * as repo from './repo.ts';

/** Who did it: the signed-in staff member (or 'system' for jobs). */
export interface Actor {
  id: string | null;
  role: string;
}

export interface AuditEntry {
  actor: Actor;
  /** 'application.approve', 'order.status', 'product.update', 'advisor.create', 'invitation.create'... */
  action: string;
  subject: { type: string; id: string };
  /** One line a person reads in the Activity tab: "Approved Ananya Menon's Premium application". */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Record a staff action in the audit trail. Call it with the transaction that makes the change, so the
 * change and its record commit together (or neither does). The trail is append-only (migration 0014).
 */
export async function record(tx: DbOrTx, entry: AuditEntry, now = new Date()) {
  await repo.insertEntry(tx, {
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

const EXPIRED_PAGE = 'This page link has expired. Please reload the activity.';

/** GET /api/admin/activity: a page of the trail, newest first (one actor's only, when `actorId` is set). */
export async function activityPage(
  db: DbOrTx,
  query: { limit: number; cursor?: string; subjectType?: string },
  scope: { actorId?: string },
): Promise<Page<ActivityEntry>> {
  const { limit, cursor, subjectType } = query;
  const rows = await repo.listEntries(db, {
    limit: limit + 1,
    before: decodeTimeCursor(cursor, EXPIRED_PAGE),
    subjectType,
    actorId: scope.actorId,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      actor: { id: r.actorId, email: r.actorEmail, role: r.actorRole },
      action: r.action,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      summary: r.summary,
      before: r.before,
      after: r.after,
      at: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeTimeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
