import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { listOutbox, sendEmail, sendSms } from '../../lib/outbox.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/dev/outbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    const t = Date.now();
    await app.db.insert(notifications).values([
      {
        channel: 'email',
        toAddress: 'a@example.test',
        subject: 'First',
        text: 'one',
        createdAt: new Date(t - 3000),
      },
      { channel: 'sms', toAddress: '+919847000001', subject: '', text: 'two', createdAt: new Date(t - 2000) },
      {
        channel: 'email',
        toAddress: 'a@example.test',
        subject: 'Third',
        text: 'three',
        createdAt: new Date(t - 1000),
      },
    ]);
  });
  afterAll(() => app.close());

  it('lists every message newest first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((m: { text: string }) => m.text)).toEqual(['three', 'two', 'one']);
    expect(body[0]).toEqual({
      to: 'a@example.test',
      channel: 'email',
      subject: 'Third',
      text: 'three',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by address: e-mail case-insensitively, phone with or without an encoded +', async () => {
    const mail = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=A@Example.test' });
    expect(mail.json().map((m: { subject: string }) => m.subject)).toEqual(['Third', 'First']);
    for (const to of ['%2B919847000001', '+919847000001', '%2B91%2098470%2000001']) {
      const sms = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
      expect(sms.json(), to).toEqual([expect.objectContaining({ channel: 'sms', text: 'two' })]);
    }
    const none = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody@example.test' });
    expect(none.json()).toEqual([]);
  });

  it('sendEmail and sendSms store a row that listOutbox reads back', async () => {
    await sendEmail(app.db, { to: 'New@Example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    await sendSms(app.db, { to: '+15550100', text: 'Yo' });
    expect(await listOutbox(app.db, 'new@example.test')).toEqual([
      expect.objectContaining({ to: 'new@example.test', channel: 'email', subject: 'Hello', text: 'Hi' }),
    ]);
    expect(await listOutbox(app.db, '+15550100')).toEqual([
      expect.objectContaining({ channel: 'sms', subject: '', text: 'Yo' }),
    ]);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({ isProduction: true, env: 'production' });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(prod.registeredRoutes.some((r) => r.url.startsWith('/api/dev'))).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
