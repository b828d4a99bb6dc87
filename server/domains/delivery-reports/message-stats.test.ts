import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageStats } from '../../../contracts/messages.ts';
import { notifications } from '../../db/schema/index.ts';
import { istDayKey, istDayStart } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * GET /api/admin/messages/stats: per channel, what went out (sent or delivered) and what failed, today
 * (India day), in 7 and 30 days, and what waits for a retry; counts only, for admins only.
 */
describe('message counts per channel for staff', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('counts sent and failed by channel and window, never a text or an address; admins only', async () => {
    const now = new Date();
    const todayStart = istDayStart(istDayKey(now));
    // Just after the India day began, so "today" holds it whatever the clock.
    const today = new Date(todayStart.getTime() + 1000);
    const row = (
      channel: 'email' | 'sms' | 'whatsapp',
      status: 'sent' | 'delivered' | 'failed' | 'queued',
      createdAt: Date,
    ) => ({
      channel,
      status,
      createdAt,
      toAddress: `secret-${channel}-${status}@example.test`,
      subject: 'secret subject',
      text: 'secret text 123456',
      transport: 'outbox',
    });
    await app.db
      .insert(notifications)
      .values([
        row('email', 'sent', today),
        row('email', 'delivered', today),
        row('email', 'failed', today),
        row('email', 'sent', new Date(todayStart.getTime() - 3 * DAY)),
        row('email', 'failed', new Date(todayStart.getTime() - 20 * DAY)),
        row('email', 'sent', new Date(now.getTime() - 40 * DAY)),
        row('sms', 'delivered', new Date(todayStart.getTime() - 10 * DAY)),
        row('sms', 'queued', new Date(now.getTime() - 60_000)),
        row('whatsapp', 'sent', today),
        row('whatsapp', 'failed', new Date(todayStart.getTime() - 2 * DAY)),
      ]);

    const admin = await createUser(app.db, { role: 'admin' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/messages/stats',
      headers: (await loginAs(app, admin.email, admin.password)).headers,
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json<MessageStats>();
    expect(stats.channels).toEqual([
      {
        channel: 'email',
        today: { sent: 2, failed: 1 },
        last7Days: { sent: 3, failed: 1 },
        last30Days: { sent: 3, failed: 2 },
        queued: 0,
      },
      {
        channel: 'sms',
        today: { sent: 0, failed: 0 },
        last7Days: { sent: 0, failed: 0 },
        last30Days: { sent: 1, failed: 0 },
        queued: 1,
      },
      {
        channel: 'whatsapp',
        today: { sent: 1, failed: 0 },
        last7Days: { sent: 1, failed: 1 },
        last30Days: { sent: 1, failed: 1 },
        queued: 0,
      },
      // Every channel has its row, one that sent nothing too.
      {
        channel: 'push',
        today: { sent: 0, failed: 0 },
        last7Days: { sent: 0, failed: 0 },
        last30Days: { sent: 0, failed: 0 },
        queued: 0,
      },
    ]);
    expect(res.body).not.toContain('secret');

    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/messages/stats' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['subadmin', 'customer'] as const) {
      const user = await createUser(app.db, { role });
      const refused = await app.inject({
        method: 'GET',
        url: '/api/admin/messages/stats',
        headers: (await loginAs(app, user.email, user.password)).headers,
      });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});
