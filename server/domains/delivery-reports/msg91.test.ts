import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import type { SmsConfig } from '../../env.ts';
import { createNotifier } from '../../lib/notify/notifier.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { startMsg91Stub } from '../../test/msg91-stub.ts';

const MINUTE = 60_000;
const DLR_TOKEN = 'dlr-token-0123456789abcdef';

describe('text messages through MSG91 (a local stub of its Flow API)', () => {
  let stub: Awaited<ReturnType<typeof startMsg91Stub>>;
  let app: TestApp;
  let sms: Extract<SmsConfig, { provider: 'msg91' }>;
  const rowsTo = (to: string) => app.db.select().from(notifications).where(eq(notifications.toAddress, to));
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const dlr = (payload: object, token = DLR_TOKEN) => post(`/api/notify/msg91/dlr/${token}`, payload);

  beforeAll(async () => {
    stub = await startMsg91Stub();
    sms = {
      provider: 'msg91',
      authKey: 'test-auth-key',
      senderId: 'ROSLIS',
      templates: { otp: 'tpl-otp-1107', notice: 'tpl-notice-1107' },
      baseUrl: stub.url,
      dlrToken: DLR_TOKEN,
    };
    app = await buildTestApp({ sms });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it("texts a phone applicant's code through the DLT template; the code verifies; delivery is recorded", async () => {
    const before = stub.requests.length;
    const res = await post('/api/auth/send-verification', {
      contactMethod: 'phone',
      contact: '+91 98470 11111',
    });
    expect(res.statusCode).toBe(200);
    await app.notifier.settled();

    expect(stub.requests.length).toBe(before + 1);
    const request = stub.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('test-auth-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      template_id: 'tpl-otp-1107',
      sender: 'ROSLIS',
      short_url: '0',
      recipients: [{ mobiles: '919847011111', otp: expect.stringMatching(/^\d{6}$/), minutes: '10' }],
    });
    const code = (request.body as { recipients: { otp: string }[] }).recipients[0]!.otp;

    const verified = await post('/api/auth/verify-code', { contact: '+919847011111', method: 'phone', code });
    expect(verified.statusCode).toBe(200);

    const [row] = await rowsTo('+919847011111');
    expect(row).toMatchObject({ status: 'sent', transport: 'msg91', attempts: 1, template: 'otp' });
    const requestId = row!.providerMessageId!;
    expect(requestId).toMatch(/^req-\d+$/);

    // The outbox still lists it outside production (/dev/mailbox).
    expect(await listOutbox(app.db, '+919847011111')).toEqual([
      expect.objectContaining({ channel: 'sms', text: expect.stringContaining(code) }),
    ]);

    // MSG91's delivery report (webhook v3, JSON) marks it delivered; a wrong token changes nothing.
    const report = { requestId, number: '919847011111', status: '1', desc: 'DELIVERED' };
    const forged = await dlr(report, 'not-the-token-0123456789ab');
    expect(forged.statusCode).toBe(403);
    expect((await rowsTo('+919847011111'))[0]!.status).toBe('sent');

    const delivered = await dlr(report);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: 1, updated: 1 });
    const [after] = await rowsTo('+919847011111');
    expect(after).toMatchObject({ status: 'delivered', providerMessageId: requestId });
    expect(after!.deliveredAt).toBeInstanceOf(Date);
    // A replayed report changes nothing.
    expect((await dlr([report])).json()).toEqual({ received: 1, updated: 0 });
  });

  it('retries a text MSG91 refused (500) with the job, then records its request id', async () => {
    stub.failNext.push(500);
    const res = await post('/api/auth/send-verification', {
      contactMethod: 'phone',
      contact: '+919847022222',
    });
    expect(res.statusCode).toBe(200);
    await app.notifier.settled();
    const [queued] = await rowsTo('+919847022222');
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'MSG91 answered 500: Internal error',
      providerMessageId: null,
    });
    const failedCode = (stub.requests.at(-1)!.body as { recipients: { otp: string }[] }).recipients[0]!.otp;
    expect(queued!.lastError).not.toContain(failedCode);

    const before = stub.requests.length;
    await app.jobs.runNow('notify.retry', new Date(queued!.nextAttemptAt!.getTime() + 1000));
    expect(stub.requests.length).toBe(before + 1);
    expect((stub.requests.at(-1)!.body as { recipients: { otp: string }[] }).recipients[0]!.otp).toBe(
      failedCode,
    );
    const [sent] = await rowsTo('+919847022222');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent!.providerMessageId).toMatch(/^req-\d+$/);

    // The retried code is the one the server accepts.
    const verified = await post('/api/auth/verify-code', {
      contact: '+919847022222',
      method: 'phone',
      code: failedCode,
    });
    expect(verified.statusCode).toBe(200);

    // A failure report (16: rejected) marks it failed, with MSG91's reason.
    const rejected = await dlr({ requestId: sent!.providerMessageId, status: 16, desc: 'REJECTED' });
    expect(rejected.json()).toEqual({ received: 1, updated: 1 });
    expect((await rowsTo('+919847022222'))[0]).toMatchObject({
      status: 'failed',
      lastError: 'MSG91 16 REJECTED',
    });
  });

  it('sends other texts through the notice template; without one they fail at once, not retried', async () => {
    await app.notifier.sms({ to: '+919847033333', text: 'Roslis: your card is active.' });
    await app.notifier.settled();
    expect(stub.requests.at(-1)!.body).toMatchObject({
      template_id: 'tpl-notice-1107',
      recipients: [{ mobiles: '919847033333', text: 'Roslis: your card is active.' }],
    });

    const noNotice = createNotifier({
      db: app.db,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      isProduction: false,
      mailFrom: 'x <x@roslis.test>',
      sms: { ...sms, templates: { otp: sms.templates.otp } },
    });
    const before = stub.requests.length;
    await noNotice.sms({ to: '+919847044444', text: 'Roslis: hello' });
    await noNotice.settled();
    expect(stub.requests.length).toBe(before);
    expect((await rowsTo('+919847044444'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no DLT template for notice texts (MSG91_TEMPLATE_NOTICE)',
    });
    await app.jobs.runNow('notify.retry', new Date(Date.now() + 60 * MINUTE));
    expect(stub.requests.length).toBe(before);
  });

  it('refuses a delivery report that is not one (400), and ignores reports that are not final', async () => {
    expect((await dlr({ nothing: true })).statusCode).toBe(400);
    expect((await dlr({ requestId: 'req-unknown', status: '1' })).json()).toEqual({
      received: 1,
      updated: 0,
    });
    expect((await dlr({ requestId: 'req-1', status: '8', desc: 'PENDING' })).json()).toEqual({
      received: 1,
      updated: 0,
    });
  });
});

describe('without MSG91', () => {
  it('has no delivery-report route', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/notify/msg91/dlr/${DLR_TOKEN}`,
        payload: { requestId: 'req-1', status: '1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
