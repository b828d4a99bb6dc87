import { sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS, type MessageChannel, type MessageStats } from '../../../contracts/messages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { istDayKey, istDayStart } from '../calendar.ts';

const DAY_MS = 86_400_000;

/**
 * How many messages went out and how many failed, per channel, today (since midnight India time), in the
 * last 7 and 30 days, by when they were created; and how many wait for a (re)try now. Counts only: never
 * a text or an address. One statement over the last 30 days' rows (the back office asks it now and
 * then, not per request of a shopper). Every channel of the `notification_channel` type is listed, with
 * zeros when none went.
 */
export async function messageStats(db: DbOrTx, now = new Date()): Promise<MessageStats> {
  const today = istDayStart(istDayKey(now));
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const month = new Date(now.getTime() - 30 * DAY_MS);
  const out = sql`${notifications.status} in ('sent', 'delivered')`;
  const failed = sql`${notifications.status} = 'failed'`;
  const since = (at: Date) => sql`${notifications.createdAt} >= ${at.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      channel: notifications.channel,
      todaySent: sql<number>`count(*) filter (where ${out} and ${since(today)})::int`,
      todayFailed: sql<number>`count(*) filter (where ${failed} and ${since(today)})::int`,
      weekSent: sql<number>`count(*) filter (where ${out} and ${since(week)})::int`,
      weekFailed: sql<number>`count(*) filter (where ${failed} and ${since(week)})::int`,
      monthSent: sql<number>`count(*) filter (where ${out})::int`,
      monthFailed: sql<number>`count(*) filter (where ${failed})::int`,
      queued: sql<number>`count(*) filter (where ${notifications.status} = 'queued')::int`,
    })
    .from(notifications)
    .where(sql`${since(month)} or ${notifications.status} = 'queued'`)
    .groupBy(notifications.channel);
  const byChannel = new Map<MessageChannel, (typeof rows)[number]>(rows.map((r) => [r.channel, r]));
  return {
    channels: MESSAGE_CHANNELS.map((channel) => {
      const r = byChannel.get(channel);
      return {
        channel,
        today: { sent: r?.todaySent ?? 0, failed: r?.todayFailed ?? 0 },
        last7Days: { sent: r?.weekSent ?? 0, failed: r?.weekFailed ?? 0 },
        last30Days: { sent: r?.monthSent ?? 0, failed: r?.monthFailed ?? 0 },
        queued: r?.queued ?? 0,
      };
    }),
    generatedAt: now.toISOString(),
  };
}
