import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contracts/cart.ts';
import type { AdminOrder, Order, OrderSummary } from '../../../contracts/orders.ts';
import { accounts, notifications, orders, products, productVariants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';
import { addToCart, newKey, payOrder, placeOrder, postOrder, saveAddress } from '../../test/orders.ts';
import { postWebhook, sandboxComplete, signedCheckout } from '../../test/payments.ts';
import { expireReservations } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let categoryId: string;
type Member = { id: string; headers: Record<string, string>; addressId: string };

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Tunics')).id;
});
afterAll(() => app.close());

async function members(n: number, opts: Parameters<typeof createSignedInUsers>[2] = {}): Promise<Member[]> {
  const users = await createSignedInUsers(app.db, n, opts);
  return Promise.all(users.map(async (u) => ({ ...u, addressId: await saveAddress(app, u.headers) })));
}

const inStock = (over: Partial<Parameters<typeof createProduct>[1]> = {}) =>
  createProduct(app.db, {
    categoryId,
    name: 'Kasavu Wrap Top',
    pricePaise: 249_900,
    sizes: [
      { value: 'S', stock: 5 },
      { value: 'M', stock: 3 },
    ],
    ...over,
  });

const preOrder = (over: Partial<Parameters<typeof createProduct>[1]> = {}) =>
  createProduct(app.db, {
    categoryId,
    name: 'Monsoon Tunic',
    status: 'PRE_ORDER',
    pricePaise: 399_900,
    preOrderLimit: 25,
    preOrderEndDate: new Date(Date.now() + 10 * DAY),
    sizes: [{ value: 'M', stock: 0 }],
    ...over,
  });

async function stock(variantId: string) {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

async function preOrderCount(productId: string) {
  const [row] = await app.db
    .select({ n: products.preOrderCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!.n;
}

const getOrder = async (m: { headers: Record<string, string> }, number: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: m.headers });
  return res;
};

const cartOf = async (m: Member) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: m.headers })).json() as CartItem[];

describe('placing an order', () => {
  it('prices every line from the database, reserves stock, and opens a payment for the exact amount', async () => {
    const [m] = await members(1);
    const top = await inStock();
    const tunic = await preOrder();
    await addToCart(app, m!.headers, top.id, top.variants[1]!.id, 2);
    await addToCart(app, m!.headers, tunic.id, tunic.variants[0]!.id, 1);
    expect(await preOrderCount(tunic.id)).toBe(1);

    // A client-sent price or total is ignored.
    const res = await postOrder(app, m!.headers, m!.addressId, newKey(), { total: '1.00', price: '1.00' });
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json() as { order: Order; payment: { id: string; amount: number } };
    expect(order.number).toMatch(/^RS-\d{4}-\d{6}$/);
    expect(order.status).toBe('pending_payment');
    // An active Premium card: every piece at the member price (list −10 %), the rule kept on the line.
    expect(order.subtotal).toBe('8097.30');
    expect(order.shipping).toBe('0.00');
    expect(order.total).toBe('8097.30');
    expect(payment.amount).toBe(809_730);
    expect(
      order.lines.map((l) => [l.name, l.size, l.quantity, l.unitPrice, l.lineTotal, l.isPreOrder]),
    ).toEqual([
      ['Kasavu Wrap Top', 'M', 2, '2499.00', '4498.20', false],
      ['Monsoon Tunic', 'M', 1, '3999.00', '3599.10', true],
    ]);
    expect(order.lines[0]!.rules).toEqual([
      {
        code: 'member_price',
        label: 'Premium member price −10 %',
        key: 'memberPrice',
        params: { plan: 'premium', percent: 10 },
        amountPaise: -49_980,
      },
    ]);
    // GST inside each price as sold: 5% up to ₹2,500 a piece, 18% above.
    expect(order.lines.map((l) => [l.taxRatePercent, l.taxIncluded])).toEqual([
      [5, '214.20'],
      [18, '549.02'],
    ]);
    expect(order.address).toMatchObject({
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682036',
      phone: '9847012345',
    });
    expect(order.preOrderShipsAfter).not.toBeNull();
    expect(order.reservedUntil).not.toBeNull();
    // Size stock is reserved; the cart's pre-order hold became the order's (not counted twice).
    expect(await stock(top.variants[1]!.id)).toBe(1);
    expect(await preOrderCount(tunic.id)).toBe(1);
    // The cart stays until the payment arrives.
    expect((await cartOf(m!)).length).toBe(2);
  });

  it('answers the same order for a retried or double-clicked submission with the same key', async () => {
    const [m] = await members(1);
    const top = await inStock();
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 1);
    const key = newKey();
    const [a, b] = await Promise.all([
      postOrder(app, m!.headers, m!.addressId, key),
      postOrder(app, m!.headers, m!.addressId, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().order.number).toBe(b.json().order.number);
    expect(a.json().payment.id).toBe(b.json().payment.id);
    const again = await postOrder(app, m!.headers, m!.addressId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(a.json().order.number);
    // One reservation only.
    expect(await stock(top.variants[0]!.id)).toBe(4);
  });

  it('refuses bad requests with words a person can act on, writing nothing', async () => {
    const [m, other] = await members(2);
    const top = await inStock();
    expect((await postOrder(app, m!.headers, m!.addressId)).json()).toMatchObject({
      message: 'Your bag is empty. Add a piece before checking out.',
    });
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 1);
    const noKey = await postOrder(app, m!.headers, m!.addressId, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    const othersAddress = await postOrder(app, m!.headers, other!.addressId);
    expect(othersAddress.statusCode).toBe(400);
    expect(othersAddress.json().message).toBe('Please choose a delivery address from your saved addresses.');
    expect(await stock(top.variants[0]!.id)).toBe(5);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { addressId: m!.addressId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says which piece is sold out, and leaves every other line untouched', async () => {
    const [m] = await members(1);
    const top = await inStock({ sizes: [{ value: 'S', stock: 1 }] });
    const other = await inStock({ name: 'Linen Shirt', sizes: [{ value: 'L', stock: 4 }] });
    await addToCart(app, m!.headers, other.id, other.variants[0]!.id, 2);
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 1);
    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, top.variants[0]!.id));
    const res = await postOrder(app, m!.headers, m!.addressId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Kasavu Wrap Top in size S is sold out. Please remove it from your bag.',
    });
    expect(await stock(other.variants[0]!.id)).toBe(4);
  });

  it('sells LIMITED-EDITION pieces only to members whose card is active', async () => {
    const [active] = await members(1);
    const limited = await inStock({ availableIn: 'LIMITED-EDITION', name: 'Edition Kurta' });
    await addToCart(app, active!.headers, limited.id, limited.variants[0]!.id, 1);
    // The card lapsed after the piece went into the bag.
    await app.db.update(accounts).set({ cardStatus: 'inactive' }).where(eq(accounts.userId, active!.id));
    const refused = await postOrder(app, active!.headers, active!.addressId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MEMBERSHIP_REQUIRED');
  });
});

describe('paying', () => {
  it('moves the order to paid once, however the browser and three webhooks race, and empties the cart', async () => {
    const [m] = await members(1);
    const top = await inStock();
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, m!.headers, m!.addressId);
    const checkout = signedCheckout(payment!.id);
    const results = await Promise.all([
      app.inject({ method: 'POST', url: '/api/payment/verify', payload: checkout }),
      ...[1, 2, 3].map(() =>
        postWebhook(app, {
          event: 'payment.captured',
          orderId: payment!.id,
          paymentId: checkout.razorpay_payment_id,
          amount: payment!.amount,
        }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results[0]!.json()).toMatchObject({ success: true, orderNumber: order.number });
    const paid = (await getOrder(m!, order.number)).json() as Order;
    expect(paid.status).toBe('paid');
    expect(paid.events.filter((e) => e.to === 'paid')).toHaveLength(1);
    expect(paid.payment).toMatchObject({ status: 'paid' });
    expect(await cartOf(m!)).toEqual([]);
    expect(await stock(top.variants[0]!.id)).toBe(4);
  });

  it('refuses a tampered signature and a webhook for another amount', async () => {
    const [m] = await members(1);
    const top = await inStock();
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, m!.headers, m!.addressId);
    const forged = { ...signedCheckout(payment!.id), razorpay_signature: 'f'.repeat(64) };
    expect(
      (await app.inject({ method: 'POST', url: '/api/payment/verify', payload: forged })).statusCode,
    ).toBe(400);
    const cheap = await postWebhook(app, {
      event: 'payment.captured',
      orderId: payment!.id,
      paymentId: 'pay_cheap',
      amount: 100,
    });
    expect(cheap.statusCode).toBe(200);
    expect(((await getOrder(m!, order.number)).json() as Order).status).toBe('pending_payment');
  });

  it('a failed payment keeps the cart and the reservation until it lapses; then the stock returns exactly once', async () => {
    const [m] = await members(1);
    const top = await inStock();
    const tunic = await preOrder();
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 2);
    await addToCart(app, m!.headers, tunic.id, tunic.variants[0]!.id, 3);
    const { order, payment } = await placeOrder(app, m!.headers, m!.addressId);
    const failed = await sandboxComplete(app, payment!.id, 'failure');
    expect(failed.json()).toMatchObject({ status: 'failed' });
    expect((await cartOf(m!)).length).toBe(2);
    expect(await stock(top.variants[0]!.id)).toBe(3);
    expect(await preOrderCount(tunic.id)).toBe(3);

    const later = new Date(Date.now() + 16 * 60 * 1000);
    const pending = await app.db.$count(orders, eq(orders.status, 'pending_payment'));
    const runs = await Promise.all(
      [1, 2, 3].map(() => expireReservations({ db: app.db, log: app.log }, later)),
    );
    // Three runners at once: every lapsed order (this one and earlier tests') is released once.
    expect(runs.reduce((a, b) => a + b, 0)).toBe(pending);
    expect(await stock(top.variants[0]!.id)).toBe(5);
    expect(await preOrderCount(tunic.id)).toBe(0);
    const expired = (await getOrder(m!, order.number)).json() as Order;
    expect(expired.status).toBe('cancelled');
    expect(expired.events.at(-1)).toMatchObject({
      actor: 'system',
      from: 'pending_payment',
      to: 'cancelled',
    });
    // The cart is intact; its pre-order line is marked and is held again at the next checkout.
    const lines = await cartOf(m!);
    expect(lines.map((l) => [l.quantity, l.holdExpired])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(await expireReservations({ db: app.db, log: app.log }, later)).toBe(0);
    await placeOrder(app, m!.headers, m!.addressId);
    expect(await preOrderCount(tunic.id)).toBe(3);
  });
});

describe('the order life cycle', () => {
  it('moves through processing, shipped and delivered by staff, e-mailing the member at each step', async () => {
    const email = `buyer-${Date.now()}@example.test`;
    const buyer = await createUser(app.db, {
      email,
      plan: 'premium',
      cardStatus: 'active',
      firstName: 'Meera',
    });
    const session = await loginAs(app, email, buyer.password);
    const addressId = await saveAddress(app, session.headers);
    const admin = await createUser(app.db, { role: 'admin' });
    const staff = await loginAs(app, admin.email, admin.password);
    const top = await inStock();
    await addToCart(app, session.headers, top.id, top.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, session.headers, addressId);
    await payOrder(app, payment!.id);

    const step = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff.headers,
        payload: body,
      });
    const early = await step({ status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(early.json().message).toMatch(/cannot be marked delivered/);
    expect((await step({ status: 'processing' })).statusCode).toBe(200);
    const noTracking = await step({ status: 'shipped', carrier: 'Blue Dart' });
    expect(noTracking.statusCode).toBe(400);
    const shipped = await step({ status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' });
    expect((shipped.json() as AdminOrder).shipment).toMatchObject({
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
    });
    const cancelLate = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: session.headers,
      payload: {},
    });
    expect(cancelLate.statusCode).toBe(409);
    expect(cancelLate.json().message).toBe('This order has already shipped and can no longer be cancelled.');
    expect((await step({ status: 'delivered' })).statusCode).toBe(200);

    const seen = (await getOrder(session, order.number)).json() as Order;
    expect(seen.events.map((e) => e.to)).toEqual([
      'pending_payment',
      'paid',
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(seen.canCancel).toBe(false);
    const mail = await app.db.select().from(notifications).where(eq(notifications.toAddress, email));
    expect(mail.map((n) => n.subject).sort()).toEqual(
      [
        `Order ${order.number} confirmed`,
        `Order ${order.number} has shipped`,
        `Order ${order.number} was delivered`,
      ].sort(),
    );
    const list = (
      await app.inject({ method: 'GET', url: '/api/orders', headers: session.headers })
    ).json() as OrderSummary[];
    expect(list[0]).toMatchObject({
      number: order.number,
      status: 'delivered',
      trackingNumber: 'BD123456789IN',
    });
  });

  it('a member cancels a paid order before shipping: the stock returns and the payment is refunded', async () => {
    const email = `cancel-${Date.now()}@example.test`;
    const buyer = await createUser(app.db, { email, plan: 'premium', cardStatus: 'active' });
    const session = await loginAs(app, email, buyer.password);
    const addressId = await saveAddress(app, session.headers);
    const top = await inStock();
    await addToCart(app, session.headers, top.id, top.variants[0]!.id, 2);
    const { order, payment } = await placeOrder(app, session.headers, addressId);
    await payOrder(app, payment!.id);
    expect(await stock(top.variants[0]!.id)).toBe(3);
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: `/api/orders/${order.number}/cancel`,
          headers: session.headers,
          payload: {},
        }),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const done = (await getOrder(session, order.number)).json() as Order;
    expect(done.status).toBe('refunded');
    expect(done.payment).toMatchObject({ status: 'refunded' });
    expect(await stock(top.variants[0]!.id)).toBe(5);
    const mail = await app.db.select().from(notifications).where(eq(notifications.toAddress, email));
    expect(mail.map((n) => n.subject)).toEqual(
      expect.arrayContaining([`Order ${order.number} was cancelled`, `Refund for order ${order.number}`]),
    );
  });

  it("never shows another member's order", async () => {
    const [m, stranger] = await members(2);
    const top = await inStock();
    await addToCart(app, m!.headers, top.id, top.variants[0]!.id, 1);
    const { order } = await placeOrder(app, m!.headers, m!.addressId);
    expect((await getOrder(stranger!, order.number)).statusCode).toBe(404);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: stranger!.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: '/api/orders', headers: stranger!.headers });
    expect(list.json()).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: stranger!.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('staff find orders by number and e-mail, a page at a time', async () => {
    const admin = await createUser(app.db, { role: 'admin' });
    const staff = await loginAs(app, admin.email, admin.password);
    // Three members: a member has one unpaid order at a time.
    const buyers = await members(3);
    const top = await inStock({ sizes: [{ value: 'S', stock: 10 }] });
    const numbers: string[] = [];
    for (const m of buyers) {
      await addToCart(app, m.headers, top.id, top.variants[0]!.id, 1);
      numbers.push((await placeOrder(app, m.headers, m.addressId)).order.number);
    }
    const byNumber = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${numbers[1]}`,
      headers: staff.headers,
    });
    expect(byNumber.json().map((o: OrderSummary) => o.number)).toEqual([numbers[1]]);
    const first = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=pending_payment&limit=2',
      headers: staff.headers,
    });
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const next = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?status=pending_payment&limit=2&cursor=${cursor}`,
      headers: staff.headers,
    });
    const seen = [...first.json(), ...next.json()].map((o: OrderSummary) => o.number);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
