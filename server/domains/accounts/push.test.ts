import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import { notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { ConfigError, parseEnv } from '../../env.ts';
import { MAX_DEVICES } from '../../lib/notify/push-subscriptions.ts';
import { completeConfig } from '../../lib/server-secrets.ts';
import { buildTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import {
  decryptPush,
  type LocalPushService,
  type PushDevice,
  pushDevice,
  startPushService,
} from '../../test/push.ts';
import { pushServiceAddress } from './push-routes.ts';
import { notifyMember } from './service.ts';

/**
 * Web push end to end: a push service on this machine (an HTTP server the test starts) receives what the
 * delivery queue sends, and the test decrypts it with the device's own keys, as the browser would.
 */

let service: LocalPushService;

let app: TestApp;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  service = await startPushService();
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
  categoryId = (await createCategory(app.db, `Push ${Date.now()}`)).id;
});
afterAll(async () => {
  await app.close();
  await service.close();
});

const device = () => pushDevice(service.base);
type Device = PushDevice;

const delivered = (d: Device) => service.received.filter((r) => r.device === d.id);
const decrypt = decryptPush;

async function member(push: Partial<Record<keyof typeof NOTIFICATION_DEFAULTS, boolean>>) {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const headers = (await loginAs(app, user.email, user.password)).headers;
  const choices = Object.fromEntries(
    Object.entries(NOTIFICATION_DEFAULTS).map(([kind, c]) => [
      kind,
      { ...c, push: push[kind as keyof typeof push] ?? false },
    ]),
  );
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/user/notifications',
    headers,
    payload: choices,
  });
  expect(saved.statusCode).toBe(200);
  return { ...user, headers };
}

async function subscribe(headers: Record<string, string>, d: Device) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: {
      ...headers,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
    },
    payload: d.subscription,
  });
  expect(res.statusCode).toBe(200);
  const [row] = await app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, d.subscription.endpoint));
  return row!;
}

const rowsTo = (subscriptionId: string) =>
  app.db.select().from(notifications).where(eq(notifications.toAddress, subscriptionId));

const message = {
  kind: 'orders' as const,
  email: { subject: 'Order R-1 has shipped', text: 'It is on its way.' },
  push: { title: 'Order R-1 has shipped', body: 'It is on its way.', url: '/orders/R-1', tag: 'order-R-1' },
};

describe('web push', () => {
  it('answers the VAPID public key, saves a device once per endpoint and forgets it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/push/key' })).json()).toEqual({
      publicKey: testConfig.vapid.publicKey,
    });
    const m = await member({});
    const d = device();
    const first = await subscribe(m.headers, d);
    expect(first).toMatchObject({ userId: m.id, userAgent: expect.stringContaining('Android') });
    // The browser renewing its keys for the same endpoint: still one row, the new keys.
    const renewed = device();
    const again = await subscribe(m.headers, {
      ...d,
      subscription: { ...d.subscription, keys: renewed.subscription.keys },
    });
    expect(again.id).toBe(first.id);
    expect(again.p256dh).toBe(renewed.subscription.keys.p256dh);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: m.headers,
      payload: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: d.subscription,
    });
    expect(anonymous.statusCode).toBe(401);

    // Another member cannot forget this device; its owner can.
    const other = await member({});
    const del = (headers: Record<string, string>) =>
      app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers,
        payload: { endpoint: d.subscription.endpoint },
      });
    expect((await del(other.headers)).statusCode).toBe(200);
    expect(
      await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, first.id)),
    ).toHaveLength(1);
    expect((await del(m.headers)).statusCode).toBe(200);
    expect(
      await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, first.id)),
    ).toHaveLength(0);
  });

  it('your voted design launched: voters with push on get it with the product’s address; push off, nothing', async () => {
    const product = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 2,
      sizes: [{ value: 'M', stock: 0 }],
    });
    const wants = await member({ launches: true });
    const optedOut = await member({ orders: true });
    const [on, off] = [device(), device()];
    const onRow = await subscribe(wants.headers, on);
    const offRow = await subscribe(optedOut.headers, off);
    for (const voter of [wants, optedOut]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/vote`,
        headers: voter.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    const launched = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/launch`,
      headers: admin,
      payload: { to: 'IN_STOCK', stock: [{ variantId: product.variants[0]!.id, stock: 3 }] },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    await app.notifier.settled();

    const got = delivered(on);
    expect(got).toHaveLength(1);
    expect(got[0]!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: expect.any(String),
      authorization: expect.stringMatching(/^vapid t=.+, k=/),
    });
    expect(decrypt(on, got[0]!.body)).toEqual({
      title: `${product.name} has launched`,
      body: 'The design you voted for is now in stock.',
      url: `/products/${product.slug}`,
      tag: `launch-${product.id}`,
    });
    // The queue's row names the device by id, never its endpoint; it was sent and the device marked used.
    expect(await rowsTo(onRow.id)).toEqual([
      expect.objectContaining({ channel: 'push', transport: 'webpush', status: 'sent', attempts: 1 }),
    ]);
    const [used] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, onRow.id));
    expect(used!.lastUsedAt).not.toBeNull();
    // Push off for launches: nothing sent, nothing queued.
    expect(delivered(off)).toHaveLength(0);
    expect(await rowsTo(offRow.id)).toHaveLength(0);
  });

  it('a device the push service says is gone (410) is removed, and the message is not retried', async () => {
    const m = await member({ orders: true });
    const gone = device();
    const row = await subscribe(m.headers, gone);
    service.answers.set(gone.id, 410);
    expect(
      (await notifyMember({ db: app.db, notifier: app.notifier }, { userId: m.id, ...message })).push,
    ).toBe(1);
    await app.notifier.settled();
    expect(delivered(gone)).toHaveLength(1);
    expect(
      await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.id)),
    ).toHaveLength(0);
    const [queued] = await rowsTo(row.id);
    expect(queued).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      lastError: expect.stringContaining('410'),
    });
    expect(queued!.lastError).not.toContain(gone.id);
    // The next message has no device to go to.
    expect(
      (await notifyMember({ db: app.db, notifier: app.notifier }, { userId: m.id, ...message })).push,
    ).toBe(0);
  });

  it('a push service error (500) queues the message; the retry job sends it later', async () => {
    const m = await member({ orders: true });
    const busy = device();
    const row = await subscribe(m.headers, busy);
    service.answers.set(busy.id, 500);
    await notifyMember({ db: app.db, notifier: app.notifier }, { userId: m.id, ...message });
    await app.notifier.settled();
    const [queued] = await rowsTo(row.id);
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('500'),
    });
    expect(queued!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    service.answers.set(busy.id, 201);
    // Not due yet: the retry run leaves it.
    await app.notifier.retryDue(new Date());
    expect((await rowsTo(row.id))[0]!.status).toBe('queued');
    const later = new Date(queued!.nextAttemptAt!.getTime() + 1000);
    expect(await app.notifier.retryDue(later)).toMatchObject({ sent: 1 });
    const got = delivered(busy);
    expect(got).toHaveLength(2);
    expect(decrypt(busy, got[1]!.body)).toEqual(message.push);
    expect((await rowsTo(row.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('WhatsApp is a stored choice (a phone needed); the dev outbox lists no pushes', async () => {
    const m = await member({});
    const whatsapp = {
      ...NOTIFICATION_DEFAULTS,
      offers: { ...NOTIFICATION_DEFAULTS.offers, whatsapp: true },
    };
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/notifications',
      headers: m.headers,
      payload: whatsapp,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add a phone number to your account to get WhatsApp messages.');
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect((outbox.json() as { channel: string }[]).every((r) => r.channel !== 'push')).toBe(true);
  });
});

describe('devices', () => {
  it('one browser signed into by another member becomes hers: a push still queued for the first fails, never reaches her', async () => {
    const first = await member({ orders: true });
    const shared = device();
    const mine = await subscribe(first.headers, shared);
    service.answers.set(shared.id, 500);
    await notifyMember({ db: app.db, notifier: app.notifier }, { userId: first.id, ...message });
    await app.notifier.settled();
    expect((await rowsTo(mine.id))[0]).toMatchObject({ status: 'queued' });

    const second = await member({});
    const hers = await subscribe(second.headers, shared);
    expect(hers.id).not.toBe(mine.id);
    expect(hers.userId).toBe(second.id);
    service.answers.set(shared.id, 201);
    const due = new Date(Date.now() + 60 * 60_000);
    await app.notifier.retryDue(due);
    expect(delivered(shared)).toHaveLength(1);
    expect((await rowsTo(mine.id))[0]).toMatchObject({
      status: 'failed',
      lastError: 'push subscription no longer exists',
    });
  });

  it(`keeps a member's newest ${MAX_DEVICES} devices`, async () => {
    const m = await member({});
    const devices = Array.from({ length: MAX_DEVICES + 2 }, () => device());
    for (const d of devices) await subscribe(m.headers, d);
    const kept = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));
    expect(kept).toHaveLength(MAX_DEVICES);
    expect(kept.map((r) => r.endpoint)).toContain(devices.at(-1)!.subscription.endpoint);
  });

  it('in production takes only a push service’s https name as the address it will post to', () => {
    expect(pushServiceAddress('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(pushServiceAddress('https://web.push.apple.com/QH9')).toBe(true);
    for (const inside of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://localhost/push',
      'https://metadata.google.internal/x',
      'https://intranet/push',
    ]) {
      expect(pushServiceAddress(inside), inside).toBe(false);
    }
  });
});

describe('VAPID keys', () => {
  it('both or neither; made once outside production and kept; production without them: push off', async () => {
    const pair = testConfig.vapid;
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(ConfigError);
    expect(parseEnv({}).vapid).toEqual({ subject: 'mailto:hello@roslis.in' });
    const dir = mkdtempSync(join(tmpdir(), 'roslis-vapid-'));
    try {
      const unset = { ...testConfig, dataDir: dir, vapid: { subject: 'mailto:a@b.test' } };
      const database = { kind: 'pglite' as const, db: app.db };
      const made = await completeConfig(unset, database);
      expect(made.push?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect((await completeConfig(unset, database)).push).toEqual(made.push);
      expect((await completeConfig({ ...unset, isProduction: true }, database)).push).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
