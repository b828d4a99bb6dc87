import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { decodeQp, startSmtp } from '../../test/smtp.ts';
import { listOutbox } from './outbox.ts';

describe('e-mail over SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Roslis <hello@roslis.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the verification e-mail, HTML and text, to the SMTP server', async () => {
    const arrived = smtp.next();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { contactMethod: 'email', contact: 'Meera@Example.test' },
    });
    expect(res.statusCode).toBe(200);
    await arrived;
    const [mail] = smtp.received;
    expect(mail!.from).toBe('hello@roslis.test');
    expect(mail!.to).toEqual(['meera@example.test']);
    const raw = decodeQp(mail!.raw);
    expect(raw).toMatch(/^Subject: Your Roslis verification code/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    const code = /Your code: (\d{6})/.exec(raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(raw).toContain('ROSLIS');

    // The code sent over SMTP is the one the server accepts.
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { contact: 'meera@example.test', method: 'email', code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 200 when the mail server is down: the code is queued for a retry, not lost', async () => {
    const down = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const res = await down.inject({
        method: 'POST',
        url: '/api/auth/send-verification',
        payload: { contactMethod: 'email', contact: 'retry@example.test' },
      });
      expect(res.statusCode).toBe(200);
      await down.notifier.settled();
      const [row] = await down.db
        .select()
        .from(notifications)
        .where(eq(notifications.toAddress, 'retry@example.test'));
      expect(row).toMatchObject({ status: 'queued', transport: 'smtp', attempts: 1 });
      expect(row!.lastError).toMatch(/^SMTP /);
      expect(row!.lastError).not.toContain(row!.text.slice(0, 20));
      // The code is listed in the outbox outside production, as before.
      expect((await listOutbox(down.db, 'retry@example.test')).length).toBe(1);
    } finally {
      await down.close();
    }
  });
});
