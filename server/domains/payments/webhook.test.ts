import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { applications, paymentEvents, payments, webhookRejections } from '../../db/schema/index.ts';
import type { CounterStore } from '../../lib/counters/counter-store.ts';
import { connectRedisCounterStore } from '../../lib/counters/redis.ts';
import type { AppError } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import { gatewayId, signPayment, signWebhook } from '../../lib/payments/signatures.ts';
import { gatewayFromConfig } from '../../plugins/payments.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/app.ts';
import { createAdvisor } from '../../test/factories.ts';
import {
  freshEmail,
  openOrder,
  postCreateOrder,
  postWebhook,
  sandboxComplete,
  verifiedToken,
} from '../../test/payments.ts';
import { deleteKeys, findTestRedis, testKeyPrefix } from '../../test/redis.ts';
import {
  BAD_SIGNATURE_LIMITS,
  handleWebhook,
  INVALID_WEBHOOK_SIGNATURE,
  TOO_MANY_BAD_SIGNATURES,
} from './webhook.ts';

/** The payment status poll, the gateway webhook, and the Razorpay code paths (with a fake gateway). */
const secrets = testConfig.payments;
let app: TestApp;
let advisor: Awaited<ReturnType<typeof createAdvisor>>;

beforeAll(async () => {
  app = await buildTestApp();
  advisor = await createAdvisor(app.db, { commissionRate: '12.50' });
});
afterAll(() => app.close());

const orderRow = async (id: string) => (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const eventsFor = (orderId: string) =>
  app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
const rejectionsFrom = (ip: string) =>
  app.db.select().from(webhookRejections).where(eq(webhookRejections.ip, ip));
const applicationCount = async (orderId: string) =>
  (await app.db.select({ n: count() }).from(applications).where(eq(applications.orderId, orderId)))[0]!.n;

const webhook = (body: Parameters<typeof postWebhook>[1], opts?: Parameters<typeof postWebhook>[2]) =>
  postWebhook(app, body, opts);

describe('GET /api/payment/status/:orderId', () => {
  it('is pending, then paid; only the order’s owner learns the next step', async () => {
    const { order, verificationToken } = await openOrder(app, advisor.code);
    const url = `/api/payment/status/${order.id}`;
    const owner = { 'x-verification-token': verificationToken };
    expect((await app.inject({ method: 'GET', url, headers: owner })).json()).toEqual({ status: 'pending' });
    await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken });
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.json()).toEqual({ status: 'paid' });
    const stranger = await app.inject({ method: 'GET', url, headers: { 'x-verification-token': 'guess' } });
    expect(stranger.json()).toEqual({ status: 'paid' });
    const mine = await app.inject({ method: 'GET', url, headers: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'paid', plan: 'premium', needsPasswordSetup: true });
    expect(mine.json().token).toEqual(expect.any(String));
    expect(mine.body).not.toContain('@');
    expect((await app.inject({ method: 'GET', url: '/api/payment/status/order_unknown' })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/payment/webhook', () => {
  it('refuses a bad or missing signature (400, kept compactly, never the body) and changes nothing', async () => {
    const { order } = await openOrder(app, advisor.code);
    const body = {
      event: 'payment.captured',
      orderId: order.id,
      paymentId: gatewayId('pay'),
      amount: 500000,
    };
    const remoteAddress = '198.51.100.7';
    const forged = await webhook(body, { signature: signWebhook('wrong-secret', 'x'), remoteAddress });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(INVALID_WEBHOOK_SIGNATURE);
    const missing = await webhook(body, { signature: null, remoteAddress });
    expect(missing.statusCode).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', userId: null });
    expect((await eventsFor(order.id)).filter((e) => e.source === 'webhook')).toEqual([]);
    const rows = await rejectionsFrom(remoteAddress);
    expect(rows.map((r) => [r.reason, r.count]).sort()).toEqual([
      ['signature_mismatch', 1],
      ['signature_missing', 1],
    ]);
    for (const row of rows) {
      expect(row.lastBodyLength).toBeGreaterThan(100);
      expect(row.lastBodySha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(JSON.stringify(rows)).not.toContain(order.id);
  });

  it('answers 429 past the bad-signature limit per address, storing nothing more; good ones always pass', async () => {
    const { order } = await openOrder(app, advisor.code);
    const body = {
      event: 'payment.captured',
      orderId: order.id,
      paymentId: gatewayId('pay'),
      amount: 500000,
    };
    const remoteAddress = '203.0.113.66';
    const bad = { signature: signWebhook('wrong-secret', 'x'), remoteAddress };
    const statuses = [];
    for (let i = 0; i < BAD_SIGNATURE_LIMITS.perAddress; i++)
      statuses.push((await webhook(body, bad)).statusCode);
    expect(statuses).toEqual(Array(BAD_SIGNATURE_LIMITS.perAddress).fill(400));
    const limited = await webhook(body, bad);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_BAD_SIGNATURES });
    const stored = (await rejectionsFrom(remoteAddress)).reduce((sum, r) => sum + r.count, 0);
    expect(stored).toBe(BAD_SIGNATURE_LIMITS.perAddress);
    // Another address is not held back, and the gateway's good signature passes even from this one.
    expect((await webhook(body, { ...bad, remoteAddress: '203.0.113.67' })).statusCode).toBe(400);
    const good = await webhook(body, { remoteAddress });
    expect(good.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('settles once; a replayed event is a duplicate; a later payment.failed is ignored', async () => {
    const { order } = await openOrder(app, advisor.code);
    const body = {
      event: 'payment.captured',
      orderId: order.id,
      paymentId: gatewayId('pay'),
      amount: 500000,
    };
    const eventId = gatewayId('evt');
    const first = await webhook(body, { eventId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    const replay = await webhook(body, { eventId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    const failedLater = await webhook({ ...body, event: 'payment.failed', status: 'failed' });
    expect(failedLater.json()).toEqual({ status: 'ignored' });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'paid', paymentId: body.paymentId });
    expect(await applicationCount(order.id)).toBe(1);
    const outcomes = (await eventsFor(order.id)).map((e) => e.outcome);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(1);
  });

  it('does not settle on an amount that differs from the order', async () => {
    const { order } = await openOrder(app, advisor.code);
    const res = await webhook({
      event: 'payment.captured',
      orderId: order.id,
      paymentId: gatewayId('pay'),
      amount: 100,
    });
    expect(res.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', userId: null });
    const events = await eventsFor(order.id);
    expect(events.some((e) => e.outcome === 'amount_mismatch')).toBe(true);
  });

  it('moves an open order to failed on payment.failed and ignores other events', async () => {
    const { order } = await openOrder(app, advisor.code);
    const base = { orderId: order.id, paymentId: gatewayId('pay'), amount: 500000 };
    const failed = await webhook({ ...base, event: 'payment.failed', status: 'failed' });
    expect(failed.json()).toEqual({ status: 'ok' });
    expect((await orderRow(order.id)).status).toBe('failed');
    const other = await webhook({ ...base, event: 'payment.authorized', status: 'authorized' });
    expect(other.json()).toEqual({ status: 'ignored' });
    expect((await orderRow(order.id)).status).toBe('failed');
  });

  it('is accepted without an Origin header and refused from another site', async () => {
    const raw = JSON.stringify({ entity: 'event', event: 'ping', payload: {} });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(secrets.webhookSecret, raw),
    };
    const ok = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: raw });
    expect(ok.statusCode).toBe(200);
    const cross = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: raw,
    });
    expect(cross.statusCode).toBe(403);
  });
});

const redisUrl = await findTestRedis();

describe('bad webhook signatures across processes', () => {
  const prefix = testKeyPrefix();
  afterAll(async () => {
    if (redisUrl) await deleteKeys(redisUrl, prefix);
  });

  it.skipIf(!redisUrl)('are counted together by every process sharing Redis (REDIS_URL)', async () => {
    // Two server processes are two connections to one Redis under one key prefix (no second app to
    // build). A loaded machine may answer a command late: that is not an outage here, so they wait for it.
    const processes = await Promise.all(
      [1, 2].map(() => connectRedisCounterStore(redisUrl!, { keyPrefix: prefix, commandTimeoutMs: 60_000 })),
    );
    try {
      const deps = { db: app.db, gateway: app.payments, handlers: app.paymentHandlers, log: app.log };
      const raw = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
      const bad = signWebhook('wrong-secret', raw);
      const refusal = (counters: CounterStore) =>
        handleWebhook(deps, raw, bad, undefined, { ip: '192.0.2.44', counters }).then(
          () => 'accepted',
          (err: AppError) => err.code,
        );
      const codes = [];
      for (let i = 0; i < BAD_SIGNATURE_LIMITS.perAddress; i++) codes.push(await refusal(processes[i % 2]!));
      expect(codes).toEqual(Array(BAD_SIGNATURE_LIMITS.perAddress).fill('BAD_REQUEST'));
      expect(await refusal(processes[0]!)).toBe('RATE_LIMITED');
      expect(await refusal(processes[1]!)).toBe('RATE_LIMITED');
      expect((await rejectionsFrom('192.0.2.44')).reduce((sum, r) => sum + r.count, 0)).toBe(
        BAD_SIGNATURE_LIMITS.perAddress,
      );
    } finally {
      await Promise.all(processes.map((store) => store.close()));
    }
  });
});

describe('with Razorpay (a fake gateway)', () => {
  let rz: TestApp;
  const paidAtGateway = new Map<string, string>();
  const fake: PaymentGateway = {
    provider: 'razorpay',
    keyId: 'rzp_test_fake',
    createOrder: async (input) => ({
      id: gatewayId('order'),
      amount: input.amountPaise,
      currency: input.currency,
    }),
    fetchOrderStatus: async (orderId) => {
      const paymentId = paidAtGateway.get(orderId);
      return paymentId ? { paid: true, paymentId } : { paid: false };
    },
    refund: async () => ({ id: gatewayId('rfnd') }),
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
  };

  beforeAll(async () => {
    const database = await openTestDatabase();
    rz = await buildApp(
      {
        ...testConfig,
        payments: { provider: 'razorpay', keyId: 'rzp_test_fake', keySecret: 'k', webhookSecret: 'w' },
      },
      { database, logger: false, paymentGateway: fake },
    );
    rz.addHook('onClose', () => database.close());
    await rz.ready();
  });
  afterAll(() => rz.close());

  it('has no sandbox checkout, refuses Basic, and settles from the status poll', async () => {
    const rzAdvisor = await createAdvisor(rz.db);
    expect((await rz.inject({ method: 'GET', url: '/api/payment/config' })).json()).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_fake',
    });
    expect((await sandboxComplete(rz, 'order_x')).statusCode).toBe(404);
    const token = await verifiedToken(rz, freshEmail());
    const basic = await postCreateOrder(rz, {
      plan: 'basic',
      verificationToken: token,
      referralCode: rzAdvisor.code,
    });
    expect(basic.statusCode).toBe(400);

    const { order, verificationToken } = await openOrder(rz, rzAdvisor.code, { plan: 'gold' });
    expect(order).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_fake', amount: 2000000 });
    const url = `/api/payment/status/${order.id}`;
    const headers = { 'x-verification-token': verificationToken };
    expect((await rz.inject({ method: 'GET', url, headers })).json()).toEqual({ status: 'pending' });
    paidAtGateway.set(order.id, gatewayId('pay'));
    const paid = await rz.inject({ method: 'GET', url, headers });
    expect(paid.json()).toMatchObject({ status: 'paid', plan: 'gold', needsPasswordSetup: true });
    const [row] = await rz.db.select().from(payments).where(eq(payments.id, order.id));
    expect(row).toMatchObject({ status: 'paid', paymentId: paidAtGateway.get(order.id) });
    expect(row!.userId).toBe(paid.json().userId);
  });
});

describe('the Razorpay gateway from config', () => {
  it('is built with the SDK (no network) and checks signatures with its own secrets', async () => {
    const gateway = await gatewayFromConfig({
      provider: 'razorpay',
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
    });
    expect(gateway).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_key' });
    const signature = signPayment('key-secret', 'order_A', 'pay_B');
    expect(gateway.verifyPaymentSignature('order_A', 'pay_B', signature)).toBe(true);
    expect(gateway.verifyPaymentSignature('order_A', 'pay_C', signature)).toBe(false);
    expect(gateway.verifyWebhookSignature('{"a":1}', signWebhook('hook-secret', '{"a":1}'))).toBe(true);
    expect(gateway.verifyWebhookSignature('{"a":1}', signWebhook('key-secret', '{"a":1}'))).toBe(false);
    expect(gateway.verifyWebhookSignature('{"a":1}', undefined)).toBe(false);
  });

  it('documents the payment routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/payment/create-order',
      '/api/payment/verify',
      '/api/payment/status/{orderId}',
      '/api/payment/webhook',
      '/api/payment/sandbox/complete',
      '/api/admin/applications/{id}/reject',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
