import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmiOffer } from '../../../contracts/emi.ts';
import { priceToPaise } from '../../../contracts/money.ts';
import type { Order } from '../../../contracts/orders.ts';
import { buildApp } from '../../app.ts';
import { orders, payments } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../lib/payments/gateway.ts';
import { gatewayId, signWebhook } from '../../lib/payments/signatures.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';
import { nextIp, sandboxComplete } from '../../test/payments.ts';

/**
 * No-cost EMI from the member's sixth paid order: the orders that count are paid and still stand (a
 * cancelled or refunded one does not), an order that is not eligible is refused EMI with a 400, the
 * amount is the order's total (the shop absorbs the interest), and the plan the gateway reported is
 * recorded once however many times the settlement is told. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let app: TestApp;
let categoryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Sarees')).id;
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof member>>;

async function member() {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const { headers } = await loginAs(app, user.email, user.password);
  return { id: user.id, headers, addressId: await saveAddress(app, headers) };
}

/** A bag of one ₹7,500 piece placed as an order (its payment still open). */
async function placed(m: Member) {
  const piece = await createProduct(app.db, {
    categoryId,
    pricePaise: 750_000,
    sizes: [{ value: 'M', stock: 5 }],
  });
  await addToCart(app, m.headers, piece.id, piece.variants[0]!.id, 1);
  return placeOrder(app, m.headers, m.addressId);
}

async function paidOrders(m: Member, n: number) {
  for (let i = 0; i < n; i++) {
    const { payment } = await placed(m);
    await payOrder(app, payment!.id);
  }
}

const offer = async (m: Member) =>
  (await app.inject({ method: 'GET', url: '/api/orders/emi', headers: m.headers })).json() as EmiOffer;
const orderOf = async (m: Member, number: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: m.headers })).json() as Order;
const payEmi = (m: Member, paymentId: string, emiMonths: number) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    headers: m.headers,
    payload: { orderId: paymentId, outcome: 'success', emiMonths },
    remoteAddress: nextIp(),
  });
const rowsOf = async (paymentId: string) => {
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [order] = await app.db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return { payment: payment!, order: order! };
};

/** A signed payment.captured webhook for a payment by the EMI method, as Razorpay sends one. */
function emiWebhook(orderId: string, paymentId: string, amount: number, months: number) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount,
          currency: 'INR',
          status: 'captured',
          method: 'emi',
          emi: { issuer: 'HDFC', type: 'credit', rate: '1500', duration: months },
        },
      },
    },
  });
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': gatewayId('evt'),
      'x-razorpay-signature': signWebhook(testConfig.payments.webhookSecret, raw),
    },
    payload: raw,
  });
}

describe('no-cost EMI from the sixth paid order', () => {
  it('refuses the 5th order EMI and pays the 6th by EMI at the same amount, the plan recorded once', async () => {
    const m = await member();
    await paidOrders(m, 4);
    expect(await offer(m)).toEqual({ eligible: false, months: [], fromOrder: 6, paidOrders: 4 });

    // The fifth: EMI is refused before anything is captured, and it can still be paid in full.
    const fifth = await placed(m);
    const refused = await payEmi(m, fifth.payment!.id, 6);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'No-cost EMI is available from your 6th purchase. Please pay this order in full.',
    );
    expect((await rowsOf(fifth.payment!.id)).payment.status).toBe('created');
    await payOrder(app, fifth.payment!.id);
    expect((await orderOf(m, fifth.order.number)).emi).toBeUndefined();

    expect(await offer(m)).toEqual({ eligible: true, months: [3, 6, 9, 12], fromOrder: 6, paidOrders: 5 });

    // The sixth, by EMI over 6 months: the sandbox reports the plan in its webhook, then the browser
    // verifies; a second verify and a replayed webhook change nothing.
    const sixth = await placed(m);
    const total = sixth.payment!.amount;
    const paid = await payEmi(m, sixth.payment!.id, 6);
    expect(paid.statusCode).toBe(200);
    const verify = () => app.inject({ method: 'POST', url: '/api/payment/verify', payload: paid.json() });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(200);
    const replay = await emiWebhook(sixth.payment!.id, paid.json().razorpay_payment_id, total, 12);
    expect(replay.statusCode).toBe(200);

    const rows = await rowsOf(sixth.payment!.id);
    expect(rows.payment).toMatchObject({ status: 'paid', emiMonths: 6, amountPaise: total });
    expect(rows.order).toMatchObject({ status: 'paid', emiMonths: 6, totalPaise: total });
    const view = await orderOf(m, sixth.order.number);
    expect(view.events.filter((e) => e.to === 'paid')).toHaveLength(1);
    expect(priceToPaise(view.payment!.amount)).toBe(total);
    expect(view.emi).toEqual({ months: 6, monthly: (Math.round(total / 6) / 100).toFixed(2) });
  });

  it('does not count a cancelled or refunded order', async () => {
    const m = await member();
    await paidOrders(m, 5);
    // One paid order is cancelled (and refunded); one placed order is never paid.
    const [first] = await app.db.select().from(orders).where(eq(orders.userId, m.id)).limit(1);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${first!.number}/cancel`,
      headers: m.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('refunded');
    expect(await offer(m)).toMatchObject({ eligible: false, paidOrders: 4 });

    const next = await placed(m);
    expect((await payEmi(m, next.payment!.id, 3)).statusCode).toBe(400);
    await payOrder(app, next.payment!.id);
    expect(await offer(m)).toMatchObject({ eligible: true, paidOrders: 5 });
  });

  it('records nothing for an EMI the member chose at the gateway on an order that is not eligible', async () => {
    const m = await member();
    const { order, payment } = await placed(m);
    const captured = await emiWebhook(payment!.id, gatewayId('pay'), payment!.amount, 6);
    expect(captured.statusCode).toBe(200);
    const rows = await rowsOf(payment!.id);
    // Paid (her bank's EMI, at her cost): the gateway's plan is on the payment, no no-cost EMI on the order.
    expect(rows.payment).toMatchObject({ status: 'paid', emiMonths: 6 });
    expect(rows.order).toMatchObject({ status: 'paid', emiMonths: null });
    expect((await orderOf(m, order.number)).emi).toBeUndefined();
  });

  it('refuses a plan that is not offered (4 months), and the order can still be paid in full', async () => {
    const m = await member();
    await paidOrders(m, 5);
    const sixth = await placed(m);
    const odd = await payEmi(m, sixth.payment!.id, 4);
    expect(odd.statusCode).toBe(400);
    expect((await sandboxComplete(app, sixth.payment!.id)).statusCode).toBe(200);
    expect((await rowsOf(sixth.payment!.id)).order.emiMonths).toBeNull();
  });
});

describe('with Razorpay (a fake gateway): the verify first, then the webhook', () => {
  let rz: TestApp;
  /** The EMI plan the gateway reports for a payment, by payment id. */
  const plans = new Map<string, number>();
  const fake: PaymentGateway = {
    provider: 'razorpay',
    keyId: 'rzp_test_fake',
    createOrder: async (input) => ({
      id: gatewayId('order'),
      amount: input.amountPaise,
      currency: input.currency,
    }),
    fetchOrderStatus: async () => ({ paid: false }),
    fetchEmiMonths: async (paymentId) => plans.get(paymentId) ?? null,
    refund: async () => ({ id: gatewayId('rfnd') }),
    verifyPaymentSignature: () => true,
    verifyWebhookSignature: () => true,
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

  it('records the plan the gateway reports with the verify, and a later webhook does not change it', async () => {
    const user = await createUser(rz.db, { plan: 'premium', cardStatus: 'active' });
    const { headers } = await loginAs(rz, user.email, user.password);
    const addressId = await saveAddress(rz, headers);
    const category = (await createCategory(rz.db, 'Kurtas')).id;
    const checkout = async (months?: number) => {
      const piece = await createProduct(rz.db, {
        categoryId: category,
        pricePaise: 750_000,
        sizes: [{ value: 'M', stock: 5 }],
      });
      await addToCart(rz, headers, piece.id, piece.variants[0]!.id, 1);
      const { payment } = await placeOrder(rz, headers, addressId);
      const paymentId = gatewayId('pay');
      if (months) plans.set(paymentId, months);
      const verified = await rz.inject({
        method: 'POST',
        url: '/api/payment/verify',
        payload: { razorpay_order_id: payment!.id, razorpay_payment_id: paymentId, razorpay_signature: 'ab' },
      });
      expect(verified.statusCode).toBe(200);
      return { orderId: payment!.id, paymentId, amount: payment!.amount };
    };
    for (let i = 0; i < 5; i++) await checkout();
    const sixth = await checkout(9);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: sixth.paymentId,
            order_id: sixth.orderId,
            amount: sixth.amount,
            method: 'emi',
            emi: { duration: '3' },
          },
        },
      },
    });
    const hook = await rz.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'ab',
        'x-razorpay-event-id': gatewayId('evt'),
      },
      payload: raw,
    });
    expect(hook.json()).toEqual({ status: 'ok' });
    const [payment] = await rz.db.select().from(payments).where(eq(payments.id, sixth.orderId));
    const [order] = await rz.db.select().from(orders).where(eq(orders.paymentId, sixth.orderId));
    expect(payment).toMatchObject({ status: 'paid', emiMonths: 9, amountPaise: sixth.amount });
    expect(order).toMatchObject({ status: 'paid', emiMonths: 9, totalPaise: sixth.amount });
  });
});
