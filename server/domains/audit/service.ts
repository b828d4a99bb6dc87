import type { DbOrTx } from '../../db/client.ts';
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

export async function list(
  db: DbOrTx,
  opts: { limit: number; before?: { at: Date; id: string }; subjectType?: string; actorId?: string },
) {
  return repo.listEntries(db, opts);
}
