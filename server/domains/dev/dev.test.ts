import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { listOutbox, sendEmail, sendSms } from '../../lib/notify/outbox.ts';
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

  it('answers only loopback clients, judged on the socket, never on X-Forwarded-For', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await from(local)).statusCode, local).toBe(200);
    }
    for (const remote of ['203.0.113.5', '10.0.0.2', '::ffff:192.168.1.9', '2001:db8::1']) {
      const res = await from(remote, { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, remote).toBe(404);
      expect(res.body).not.toContain('three');
    }
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const res = await proxied.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist outside demo mode', async () => {
    const plain = await buildTestApp({ devOutbox: false, demoData: false });
    try {
      expect((await plain.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
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
