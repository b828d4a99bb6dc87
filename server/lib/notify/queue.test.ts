import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { decodeQp, startSmtp } from '../../test/smtp.ts';
import { createNotifier } from './notifier.ts';
import { enqueue, MAX_ATTEMPTS, retryDelayMs } from './queue.ts';

const MINUTE = 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('retry back-off', () => {
  it('waits 1, 2, 4, 8... minutes after each failed try, and gives up after 8 tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(MAX_ATTEMPTS).toBe(8);
  });
});

describe('the delivery queue with a failing SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;
  const rowsTo = (to: string) => app.db.select().from(notifications).where(eq(notifications.toAddress, to));

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('forgot-password answers 200 while the server refuses mail; a later retry run sends the link', async () => {
    const user = await createUser(app.db);
    smtp.state.failing = true;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await app.afterReply.idle(); // the link is mailed after the answer (plugins/after-reply.ts)
    await app.notifier.settled();
    const [queued] = await rowsTo(user.email);
    expect(queued).toMatchObject({ status: 'queued', transport: 'smtp', attempts: 1 });
    expect(queued!.lastError).toBe('SMTP EENVELOPE 451');
    const firstTry = queued!.nextAttemptAt!.getTime() - MINUTE;
    expect(Math.abs(firstTry - Date.now())).toBeLessThan(30_000);
    expect(smtp.received).toHaveLength(0);

    // The server works again; a run before the row is due leaves it alone, the next one sends it.
    smtp.state.failing = false;
    expect(await app.jobs.runNow('notify.retry', new Date(firstTry + 30_000))).toBe(true);
    expect((await rowsTo(user.email))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(smtp.received).toHaveLength(0);

    const arrived = smtp.next();
    await app.jobs.runNow('notify.retry', new Date(firstTry + MINUTE + 1000));
    await arrived;
    const [sent] = await rowsTo(user.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null });
    expect(sent!.providerMessageId).toMatch(/^<.+>$/);
    expect(smtp.received.map((m) => m.to)).toEqual([[user.email]]);
    const link = /\/reset-password\?token=[\w-]+/.exec(decodeQp(smtp.received[0]!.raw))?.[0];
    expect(link).toBeDefined();

    // A further run sends nothing twice.
    await app.jobs.runNow('notify.retry', new Date(firstTry + 10 * MINUTE));
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after 8 tries on the back-off schedule and marks the message failed', async () => {
    smtp.state.failing = true;
    const to = 'never-arrives@example.test';
    await app.notifier.email({ to, subject: 'Never', text: 'x' });
    await app.notifier.settled();
    let clock = Date.now();
    for (let tries = 1; tries < MAX_ATTEMPTS; tries++) {
      const [row] = await rowsTo(to);
      expect(row).toMatchObject({ status: 'queued', attempts: tries });
      const wait = row!.nextAttemptAt!.getTime() - clock;
      expect(Math.round(wait / MINUTE)).toBe(2 ** (tries - 1));
      clock = row!.nextAttemptAt!.getTime();
      await app.jobs.runNow('notify.retry', new Date(clock));
    }
    const [failed] = await rowsTo(to);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    await app.jobs.runNow('notify.retry', new Date(clock + 365 * 24 * 60 * MINUTE));
    expect((await rowsTo(to))[0]!.attempts).toBe(MAX_ATTEMPTS);
    smtp.state.failing = false;
  });

  it('logs each failed try without the message, and logs giving up as an error', async () => {
    const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const logger = {
      info: () => {},
      warn: (obj: Record<string, unknown>, msg: string) => logged.push({ level: 'warn', obj, msg }),
      error: (obj: Record<string, unknown>, msg: string) => logged.push({ level: 'error', obj, msg }),
    };
    const notifier = createNotifier({
      db: app.db,
      logger: logger as never,
      isProduction: false,
      smtpUrl: 'smtp://127.0.0.1:9',
      mailFrom: 'Roslis <hello@roslis.test>',
    });
    await notifier.email({ to: 'closed-port@example.test', subject: 'Secret', text: 'Your code: 654321' });
    await notifier.settled();
    let clock = Date.now();
    for (let tries = 1; tries < MAX_ATTEMPTS; tries++) {
      clock += retryDelayMs(tries);
      await notifier.retryDue(new Date(clock));
    }
    expect(logged.map((l) => l.level)).toEqual([...Array(MAX_ATTEMPTS - 1).fill('warn'), 'error']);
    expect(logged.at(-1)).toMatchObject({
      msg: 'message not delivered: giving up',
      obj: { channel: 'email', transport: 'smtp', attempts: MAX_ATTEMPTS, error: 'SMTP ESOCKET' },
    });
    expect(JSON.stringify(logged)).not.toContain('654321');
    expect((await rowsTo('closed-port@example.test'))[0]!.status).toBe('failed');
  });

  it('a retry run leaves alone a message whose first try is still under way', async () => {
    smtp.state.delayMs = 400;
    try {
      const before = smtp.received.length;
      await app.notifier.email({ to: 'slow@example.test', subject: 'Slow', text: 'x' });
      // However late the job's clock, the row is claimed by the first try.
      expect(await app.notifier.retryDue(new Date(Date.now() + 24 * 60 * MINUTE))).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      await app.notifier.settled();
      expect(smtp.received.length).toBe(before + 1);
      expect((await rowsTo('slow@example.test'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      smtp.state.delayMs = 0;
    }
  });

  it('in production, erases the text of a message once it has gone out', async () => {
    const production = createNotifier({
      db: app.db,
      logger: silent,
      isProduction: true,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Roslis <hello@roslis.test>',
    });
    await production.email({ to: 'erase@example.test', subject: 'Code', text: 'Your code: 123456' });
    await production.settled();
    const [row] = await rowsTo('erase@example.test');
    expect(row).toMatchObject({ status: 'sent', text: '', html: null, subject: 'Code' });
  });
});

describe('two senders on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let first: Database;
  let second: Database | undefined;

  beforeAll(async () => {
    smtp = await startSmtp();
    first = await openTestDatabase();
    // PostgreSQL: a second connection pool, as a second server process has; PGlite: the one connection.
    const url = (first as { url?: string }).url;
    if (url) second = await openDatabase({ kind: 'postgres', url, max: 4 });
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('never send the same message twice when they retry at the same time', async () => {
    const n = 40;
    const now = new Date();
    for (let i = 0; i < n; i++) {
      await enqueue(
        first.db,
        { channel: 'email', toAddress: `c${i}@example.test`, subject: `m${i}`, text: 'x', transport: 'smtp' },
        now,
      );
    }
    // As if every first try had failed and its claim had lapsed: all due now.
    await first.db.execute(sql`update notifications set claimed_until = null, attempts = 1`);
    const senders = [first.db, second?.db ?? first.db, first.db, second?.db ?? first.db].map((db) =>
      createNotifier({
        db,
        logger: silent,
        isProduction: false,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'Roslis <hello@roslis.test>',
      }),
    );
    // Open every connection first, so the four runs really overlap on PostgreSQL.
    for (const db of new Set([first.db, second?.db ?? first.db])) {
      await Promise.all([0, 1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.02)`)));
    }
    const runs = await Promise.all(senders.map((s) => s.retryDue(new Date(now.getTime() + MINUTE))));
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(n);
    const subjects = smtp.received.map((m) => /^Subject: (m\d+)/m.exec(m.raw)?.[1]);
    expect(subjects).toHaveLength(n);
    expect(new Set(subjects).size).toBe(n);
    const rows = await first.db.select().from(notifications);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true);
  });
});
