import { createECDH, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import type { Points } from '../../../contracts/membership.ts';
import type { AdminOrder, Order } from '../../../contracts/orders.ts';
import type { CartQuote, MemberPrices } from '../../../contracts/pricing.ts';
import { auditLog, monthlyPicks, notifications, orders, pointsLedger, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';
import { addToCart, newKey, payOrder, placeOrder, postOrder, saveAddress } from '../../test/orders.ts';
import { buyersBetween, expireReservations } from './service.ts';

/** The card's rules at checkout: the monthly pick, member prices, the size surcharge and points, in paise. */
let app: TestApp;
let categoryId: string;
let staff: Record<string, string>;
type Member = { id: string; headers: Record<string, string>; addressId: string };

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Tops')).id;
  const admin = await createUser(app.db, { role: 'admin' });
  staff = (await loginAs(app, admin.email, admin.password)).headers;
});
afterAll(() => app.close());

async function member(plan: 'premium' | 'gold' = 'premium', cardStatus: 'active' | 'inactive' = 'active') {
  const [u] = await createSignedInUsers(app.db, 1, { plan, cardStatus });
  return { ...u!, addressId: await saveAddress(app, u!.headers) } as Member;
}

const piece = (rupees: number, storefront: 'LIMITED-EDITION' | 'STUDIO' = 'LIMITED-EDITION') =>
  createProduct(app.db, {
    categoryId,
    availableIn: storefront,
    pricePaise: rupees * 100,
    sizes: [
      { value: 'M', stock: 20 },
      { value: '3XL', stock: 20 },
    ],
  });

const quote = async (m: Member, points?: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/cart/quote${points === undefined ? '' : `?points=${points}`}`,
      headers: m.headers,
    })
  ).json() as CartQuote;

const buy = async (m: Member, extra: object = {}) => {
  const res = await postOrder(app, m.headers, m.addressId, newKey(), extra);
  if (res.statusCode !== 201) throw new Error(`order ${res.statusCode} ${res.body}`);
  return res.json() as { order: Order; payment: { id: string; amount: number } };
};

const picksOf = (userId: string) => app.db.select().from(monthlyPicks).where(eq(monthlyPicks.userId, userId));
const ledger = async (m: Member) =>
  (await app.inject({ method: 'GET', url: '/api/user/points', headers: m.headers })).json() as Points;

describe('the monthly pick', () => {
  it('Premium: the first LIMITED-EDITION piece of the month is ₹999, then the member price', async () => {
    const m = await member();
    const first = await piece(2_499);
    await addToCart(app, m.headers, first.id, first.variants[0]!.id);
    const before = await quote(m);
    expect(before.pick).toMatchObject({ status: 'available', price: '999.00', cap: '3500.00' });
    expect(before.total).toBe('999.00');
    expect(before.lines[0]!.rules).toEqual([
      {
        code: 'monthly_pick',
        label: 'Monthly pick',
        key: 'monthlyPick',
        params: {},
        amountPaise: 99_900 - 249_900,
      },
    ]);

    const { order, payment } = await buy(m);
    expect(order.total).toBe('999.00');
    expect(payment.amount).toBe(99_900);
    expect(order.lines[0]).toMatchObject({ unitPrice: '2499.00', lineTotal: '999.00' });
    expect(order.lines[0]!.rules.map((r) => r.label)).toEqual(['Monthly pick']);
    await payOrder(app, payment.id);
    // The pick is the month's LIMITED-EDITION purchase the card's life counts.
    const month = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) };
    expect((await buyersBetween(app.db, month, 'limited_edition', m.id)).has(m.id)).toBe(true);

    const second = await piece(3_000);
    await addToCart(app, m.headers, second.id, second.variants[0]!.id);
    const after = await quote(m);
    expect(after.pick.status).toBe('used');
    expect(new Date(after.pick.nextOn).getTime()).toBeGreaterThan(Date.now());
    expect(after.total).toBe('2700.00');
    expect(after.lines[0]!.rules.map((r) => r.label)).toEqual(['Premium member price −10 %']);
  });

  it('a pick listed above ₹3,500 adds the excess; Gold pays only the excess', async () => {
    const premium = await member();
    const dear = await piece(8_999);
    await addToCart(app, premium.headers, dear.id, dear.variants[0]!.id);
    expect((await buy(premium)).order.total).toBe('6498.00'); // ₹999 + ₹5,499

    const gold = await member('gold');
    const four = await piece(4_000);
    await addToCart(app, gold.headers, four.id, four.variants[0]!.id);
    const q = await quote(gold);
    expect(q.pick.price).toBe('0.00');
    expect((await buy(gold)).order.total).toBe('500.00');
  });

  it("Gold's free pick: nothing to pay, the order is paid as it is placed and leaves the bag", async () => {
    const gold = await member('gold');
    const top = await piece(2_499);
    await addToCart(app, gold.headers, top.id, top.variants[0]!.id);
    const res = await postOrder(app, gold.headers, gold.addressId, newKey());
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json() as { order: Order; payment: unknown };
    expect(payment).toBeNull();
    expect(order).toMatchObject({ status: 'paid', total: '0.00' });
    expect(order.lines[0]!.rules.map((r) => r.label)).toEqual(['Monthly pick']);
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: gold.headers })).json()).toEqual([]);
    expect((await quote(gold)).pick.status).toBe('used');
    // No payment will settle it, so the receipt goes out as it is placed.
    const [{ email }] = (await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, gold.id))) as [{ email: string }];
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    expect((outbox.json() as { subject: string }[]).map((m) => m.subject)).toContain(
      `Order ${order.number} confirmed`,
    );
    // Cancelled before it ships: nothing to refund, and the month's pick comes back.
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: gold.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(await picksOf(gold.id)).toHaveLength(0);
  });

  it('a pick and an extra piece in one bag: one unit at the pick, the other at the member price; 3XL adds ₹200 a piece', async () => {
    const m = await member();
    const top = await piece(2_499);
    await addToCart(app, m.headers, top.id, top.variants[1]!.id, 2); // 3XL × 2
    const { order } = await buy(m);
    const line = order.lines[0]!;
    expect(line.rules).toEqual([
      {
        code: 'monthly_pick',
        label: 'Monthly pick',
        key: 'monthlyPick',
        params: {},
        amountPaise: 99_900 - 249_900,
      },
      {
        code: 'member_price',
        label: 'Premium member price −10 %',
        key: 'memberPrice',
        params: { plan: 'premium', percent: 10 },
        amountPaise: -24_990,
      },
      {
        code: 'size_surcharge',
        label: 'Size 3XL +₹200',
        key: 'sizeSurcharge',
        params: { size: '3XL', amountPaise: 20_000 },
        amountPaise: 40_000,
      },
    ]);
    // ₹999 + ₹200 for the pick, ₹2,249.10 + ₹200 for the other piece.
    expect(line.lineTotal).toBe('3648.10');
    expect(order.total).toBe('3648.10');
  });

  it('two tabs checking out at once: exactly one live order holds the pick', async () => {
    const m = await member();
    const top = await piece(2_499);
    await addToCart(app, m.headers, top.id, top.variants[0]!.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postOrder(app, m.headers, m.addressId, newKey())),
    );
    expect(answers.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    const picks = await picksOf(m.id);
    expect(picks).toHaveLength(1);
    const mine = await app.db.select().from(orders).where(eq(orders.userId, m.id));
    const live = mine.filter((o) => o.status === 'pending_payment');
    expect(live).toHaveLength(1);
    expect(picks[0]!.orderId).toBe(live[0]!.id);
    expect(live[0]!.totalPaise).toBe(99_900);
  });

  it('a refunded pick order gives the month back; so does a lapsed one', async () => {
    const m = await member();
    const top = await piece(2_499);
    await addToCart(app, m.headers, top.id, top.variants[0]!.id);
    const { order, payment } = await buy(m);
    await payOrder(app, payment.id);
    expect((await quote(m)).pick.status).toBe('used');
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: staff,
      payload: {},
    });
    expect(refund.statusCode).toBe(200);
    expect(await picksOf(m.id)).toHaveLength(0);
    await addToCart(app, m.headers, top.id, top.variants[0]!.id);
    expect((await quote(m)).pick.status).toBe('available');

    const again = await buy(m);
    expect(again.order.total).toBe('999.00');
    expect(await picksOf(m.id)).toHaveLength(1);
    await expireReservations({ db: app.db, log: app.log }, new Date(Date.now() + 24 * 3_600_000));
    expect(await picksOf(m.id)).toHaveLength(0);
  });

  it('a card that is not active: the list price, and what the card would save', async () => {
    const m = await member('premium', 'inactive');
    const top = await piece(2_000, 'STUDIO');
    await addToCart(app, m.headers, top.id, top.variants[0]!.id, 2);
    const q = await quote(m);
    expect(q.pick.status).toBe('none');
    expect(q.total).toBe('4000.00');
    expect(q.lines[0]!.rules).toEqual([]);
    expect(q.cardWouldSave).toBe('400.00');
  });
});

describe("a ₹0 order's confirmation", () => {
  /** She chose push for her orders and has one device (its push service: an address on this machine). */
  async function withPush(m: Member) {
    const choices = Object.fromEntries(
      Object.entries(NOTIFICATION_DEFAULTS).map(([kind, c]) => [kind, { ...c, push: kind === 'orders' }]),
    );
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user/notifications',
      headers: m.headers,
      payload: choices,
    });
    expect(saved.statusCode).toBe(200);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: m.headers,
      payload: {
        endpoint: `http://127.0.0.1:9/push/${m.id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    expect(device.statusCode).toBe(200);
  }
  /** What went out for an order's confirmation, by channel. */
  const confirmationOf = async (number: string) =>
    Object.fromEntries(
      (
        await app.db
          .select()
          .from(notifications)
          .where(eq(notifications.subject, `Order ${number} confirmed`))
      ).map((n) => [n.channel, n.text]),
    );

  it("goes out as a paid order's does: the e-mail, a push as she chose; once, however often it is posted", async () => {
    const premium = await member();
    const gold = await member('gold');
    await withPush(premium);
    await withPush(gold);
    const top = await piece(2_499);

    await addToCart(app, premium.headers, top.id, top.variants[0]!.id);
    const paid = await buy(premium);
    await payOrder(app, paid.payment.id);

    await addToCart(app, gold.headers, top.id, top.variants[0]!.id);
    const key = newKey();
    const placed = await postOrder(app, gold.headers, gold.addressId, key);
    expect(placed.statusCode).toBe(201);
    const free = (placed.json() as { order: Order }).order;
    expect(free.total).toBe('0.00');

    const paidSent = await confirmationOf(paid.order.number);
    const freeSent = await confirmationOf(free.number);
    expect(Object.keys(freeSent).sort()).toEqual(['email', 'push']);
    expect(Object.keys(freeSent).sort()).toEqual(Object.keys(paidSent).sort());
    // The same receipt: the lines with the rules applied; a free order thanks for no payment.
    expect(paidSent.email).toContain(`We received your payment of ₹999 for order ${paid.order.number}.`);
    expect(freeSent.email).toContain(
      `Order ${free.number} is confirmed. There was nothing to pay: your card's rules covered it.`,
    );
    expect(freeSent.email).not.toContain('payment of');
    expect(freeSent.email).toContain('Monthly pick −₹2,499');
    expect(paidSent.email).toContain('Monthly pick −₹1,500');
    expect(JSON.parse(freeSent.push!)).toMatchObject({ url: `/orders/${free.number}` });

    // The same checkout posted again (a retry, a double tap): the same order, no second confirmation.
    const again = await postOrder(app, gold.headers, gold.addressId, key);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { order: Order }).order.number).toBe(free.number);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.subject, `Order ${free.number} confirmed`), eq(notifications.channel, 'email')),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('the order page, the invoice and the back office show the same rules', () => {
  it("the member's order and the staff's view of it carry the same rules, amounts and points", async () => {
    const m = await member();
    const pick = await piece(2_499);
    const extra = await piece(3_000, 'STUDIO');
    await addToCart(app, m.headers, pick.id, pick.variants[0]!.id);
    await addToCart(app, m.headers, extra.id, extra.variants[1]!.id); // 3XL
    await app.db
      .insert(pointsLedger)
      .values({ userId: m.id, kind: 'joining_bonus', points: 500, reference: 'test' });
    const { order, payment } = await buy(m, { points: 200 });
    await payOrder(app, payment.id);

    const mine = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: m.headers })
    ).json() as Order;
    const staffView = (
      await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: staff })
    ).json() as AdminOrder;
    const rulesOf = (o: Order) => ({
      lines: o.lines.map((l) => ({ name: l.name, rules: l.rules, lineTotal: l.lineTotal })),
      rules: o.rules,
      pointsUsed: o.pointsUsed,
      subtotal: o.subtotal,
      total: o.total,
    });
    expect(rulesOf(staffView)).toEqual(rulesOf(mine));
    expect(mine.lines.flatMap((l) => l.rules.map((r) => r.label))).toEqual([
      'Monthly pick',
      'Premium member price −10 %',
      'Size 3XL +₹200',
    ]);
    expect(mine.rules).toEqual([
      {
        code: 'points',
        label: 'Points −₹200',
        key: 'points',
        params: { amountPaise: 20_000 },
        amountPaise: -20_000,
      },
    ]);
    expect(mine.pointsUsed).toBe(200);
    // ₹999 + (₹2,700 + ₹200) − ₹200 of points.
    expect(mine.total).toBe('3699.00');
  });
});

describe("the member's prices beside the cards", () => {
  it('member price with its rule, the pick price, the size surcharges; LIMITED-EDITION only for an active card', async () => {
    const m = await member('gold');
    const studio = await piece(2_000, 'STUDIO');
    const limited = await piece(4_000);
    const ask = (who: Member) =>
      app.inject({
        method: 'GET',
        url: `/api/member-prices?ids=${studio.id},${limited.id}`,
        headers: who.headers,
      });
    const res = await ask(m);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MemberPrices;
    expect(body.pick).toMatchObject({ status: 'available', price: '0.00' });
    expect(body.sizeSurcharges).toMatchObject({ '3XL': '200.00', '8XL': '200.00' });
    expect(body.sizeSurcharges.XXL).toBeUndefined();
    const byId = new Map(body.prices.map((p) => [p.productId, p]));
    expect(byId.get(studio.id)).toMatchObject({
      listPrice: '2000.00',
      price: '1600.00',
      rule: 'Gold member price −20 %',
      ruleKey: 'memberPrice',
      ruleParams: { plan: 'gold', percent: 20 },
      cardWouldSave: null,
    });
    expect(byId.get(limited.id)).toMatchObject({ price: '3200.00', pickPrice: '500.00' });

    const lapsed = await member('premium', 'inactive');
    const other = (await ask(lapsed)).json() as MemberPrices;
    expect(other.pick.status).toBe('none');
    expect(other.prices.map((p) => p.productId)).toEqual([studio.id]);
    expect(other.prices[0]).toMatchObject({ price: '2000.00', rule: null, cardWouldSave: '200.00' });
  });
});

describe('points at checkout', () => {
  it('1 point = ₹1, at most 20 % of the order, taken with the order and given back when it is cancelled', async () => {
    const m = await member();
    await app.db
      .insert(pointsLedger)
      .values({ userId: m.id, kind: 'joining_bonus', points: 2_000, reference: 'test' });
    const top = await piece(2_000, 'STUDIO'); // ₹1,800 at the member price: at most ₹360 in points
    await addToCart(app, m.headers, top.id, top.variants[0]!.id);
    const q = await quote(m, 1_000);
    expect(q.points).toEqual({
      balance: 2_000,
      usable: 360,
      pointValue: '1.00',
      usableWorth: '360.00',
      maxPercent: 20,
    });
    expect(q.rules).toEqual([
      {
        code: 'points',
        label: 'Points −₹360',
        key: 'points',
        params: { amountPaise: 36_000 },
        amountPaise: -36_000,
      },
    ]);
    expect(q.total).toBe('1440.00');

    const { order, payment } = await buy(m, { points: 1_000 });
    expect(order.pointsUsed).toBe(360);
    expect(order.rules.map((r) => r.label)).toEqual(['Points −₹360']);
    expect(order.subtotal).toBe('1800.00');
    expect(order.total).toBe('1440.00');
    expect(payment.amount).toBe(144_000);
    const spent = await ledger(m);
    expect(spent.balance).toBe(1_640);
    expect(spent.activity[0]).toMatchObject({
      label: 'Points spent',
      points: -360,
      note: `Order ${order.number}`,
    });

    await payOrder(app, payment.id);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: m.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const back = await ledger(m);
    expect(back.balance).toBe(2_000);
    expect(back.activity[0]).toMatchObject({ label: 'Points given back', points: 360 });
  });

  it('tabs checking out at once with different points: one live order holds them, the balance never below zero', async () => {
    const m = await member();
    await app.db
      .insert(pointsLedger)
      .values({ userId: m.id, kind: 'joining_bonus', points: 300, reference: 'test' });
    const top = await piece(2_000, 'STUDIO'); // at most ₹360 in points: every tab's ask is within it
    await addToCart(app, m.headers, top.id, top.variants[0]!.id);
    // Six tabs at once, each asking for other points: each checkout replaces the one before it, which
    // gives its points back first, so none is refused for points another tab held.
    const answers = await Promise.all(
      [100, 140, 180, 220, 260, 300].map((points) =>
        postOrder(app, m.headers, m.addressId, newKey(), { points }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201 && s !== 200)).toEqual([]);
    const mine = await app.db.select().from(orders).where(eq(orders.userId, m.id));
    const live = mine.filter((o) => o.status === 'pending_payment');
    expect(live).toHaveLength(1);
    // Every replaced order gave its points back; the balance is what the live order left.
    const { balance } = await ledger(m);
    expect(balance).toBe(300 - live[0]!.pointsUsed);
    expect(balance).toBeGreaterThanOrEqual(0);
    const spent = await app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m.id));
    expect(spent.filter((r) => r.kind === 'spent')).toHaveLength(mine.length);
    expect(spent.filter((r) => r.kind === 'spent_return')).toHaveLength(mine.length - 1);
  });
});

describe('Card rules in the back office', () => {
  it('lists every figure; a change is checked, audited and prices the next request', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/admin/card-rules', headers: staff });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { key: string; label: string; unit: string; value: number | string }[];
    expect(rows.find((r) => r.key === 'memberDiscountPremiumPercent')).toMatchObject({
      label: 'Premium member price',
      unit: 'percent',
      value: 10,
    });

    for (const bad of [
      { memberDiscountPremiumPercent: 95 },
      { sizeSurchargePaise: -1 },
      { sizeSurchargeFrom: 'XXXL' },
      { sizeSurchargePaise: 10.5 },
      { unknown: 1 },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/admin/card-rules',
        headers: staff,
        payload: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const m = await member();
    const top = await piece(1_000, 'STUDIO');
    await addToCart(app, m.headers, top.id, top.variants[0]!.id);
    expect((await quote(m)).total).toBe('900.00');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/card-rules',
      headers: staff,
      payload: { memberDiscountPremiumPercent: 15 },
    });
    expect(put.statusCode).toBe(200);
    expect((put.json() as typeof rows).find((r) => r.key === 'memberDiscountPremiumPercent')?.value).toBe(15);
    const q = await quote(m);
    expect(q.total).toBe('850.00');
    expect(q.lines[0]!.rules[0]!.label).toBe('Premium member price −15 %');
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'card-rules.update'));
    expect(entry?.after).toEqual({ memberDiscountPremiumPercent: 15 });

    // A placed order keeps the figures it was priced with.
    const { order } = await placeOrder(app, m.headers, m.addressId);
    await app.inject({
      method: 'PUT',
      url: '/api/admin/card-rules',
      headers: staff,
      payload: { memberDiscountPremiumPercent: 10 },
    });
    const view = await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: m.headers });
    expect((view.json() as Order).total).toBe('850.00');
  });
});
