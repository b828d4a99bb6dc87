import type { NoticeList } from '../../../contracts/notices.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

// Notices are what the header's bell shows a member in the app (e-mail and SMS are lib/notify's).

/**
 * Post a notice to members, once per member, kind and reference: a retried launch tells nobody twice.
 * Answers the members who were told now (for the e-mail that goes with it). Call it inside the
 * transaction of the change it announces.
 */
export async function postOnce(
  tx: DbOrTx,
  userIds: string[],
  notice: { kind: string; reference: string; title: string; body: string; url?: string | null },
  now = new Date(),
): Promise<string[]> {
  return repo.insertOnce(
    tx,
    userIds.map((userId) => ({
      userId,
      kind: notice.kind,
      reference: notice.reference,
      title: notice.title,
      body: notice.body,
      url: notice.url ?? null,
      createdAt: now,
    })),
  );
}

export async function listNotices(db: DbOrTx, userId: string, limit = 30): Promise<NoticeList> {
  const [rows, unread] = await Promise.all([
    repo.listForUser(db, userId, limit),
    repo.unreadCount(db, userId),
  ]);
  return {
    unread,
    notices: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      url: r.url,
      read: r.readAt !== null,
      at: r.createdAt.toISOString(),
    })),
  };
}

export async function markRead(db: DbOrTx, userId: string, id?: string, now = new Date()) {
  // Another member's notice is "not found".
  if (id && !(await repo.exists(db, userId, id))) throw notFound('This notice was not found.');
  await repo.markRead(db, userId, now, id);
  return listNotices(db, userId);
}
