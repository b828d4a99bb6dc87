import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import { NOTIFICATION_MESSAGES, type NotificationChoicesBody } from '../../../contracts/notifications.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';
import { signedCheckout } from '../../test/payments.ts';
import { notifyMember } from './service.ts';

/** Notification choices per kind (Account Settings): saved per member and honoured when the shop writes. */
let app: TestApp;
let staff: Record<string, string>;
let categoryId: string;
beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createUser(app.db, { role: 'admin' });
  staff = (await loginAs(app, admin.email, admin.password)).headers;
  categoryId = (await createCategory(app.db)).id;
});
afterAll(() => app.close());

async function member(phone?: string) {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  if (phone) await app.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, phone, headers: (await loginAs(app, user.email, user.password)).headers };
}
const get = async (headers: Record<string, string>) =>
  (
    await app.inject({ method: 'GET', url: '/api/user/notifications', headers })
  ).json() as NotificationChoicesBody;
const put = (headers: Record<string, string>, body: object) =>
  app.inject({ method: 'PUT', url: '/api/user/notifications', headers, payload: body });
const outbox = (to: string) =>
  app.db.select().from(notifications).where(eq(notifications.toAddress, to)).orderBy(notifications.createdAt);

describe('notification choices', () => {
  it('start at the defaults, save per member, and never touch another member’s', async () => {
    const [a, b] = [await member(), await member()];
    expect(await get(a.headers)).toEqual(NOTIFICATION_DEFAULTS);
    const mine = {
      ...NOTIFICATION_DEFAULTS,
      offers: { email: true, sms: false, push: false, whatsapp: false },
      launches: { email: false, sms: false, push: false, whatsapp: false },
    };
    const saved = await put(a.headers, mine);
    expect(saved.statusCode).toBe(200);
    expect(await get(a.headers)).toEqual(mine);
    expect(await get(b.headers)).toEqual(NOTIFICATION_DEFAULTS);
  });

  it('refuses SMS without a phone, unknown kinds and half a form, with words a person can act on', async () => {
    const a = await member();
    const sms = await put(a.headers, {
      ...NOTIFICATION_DEFAULTS,
      orders: { email: true, sms: true, push: false, whatsapp: false },
    });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().message).toBe(NOTIFICATION_MESSAGES.noPhone);
    expect(
      (
        await put(a.headers, {
          ...NOTIFICATION_DEFAULTS,
          spam: { email: true, sms: false, push: false, whatsapp: false },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put(a.headers, { orders: { email: true, sms: false, push: false, whatsapp: false } }))
        .statusCode,
    ).toBe(400);
    expect(await get(a.headers)).toEqual(NOTIFICATION_DEFAULTS);
    expect((await app.inject({ method: 'GET', url: '/api/user/notifications' })).statusCode).toBe(401);
  });

  it('order updates follow the choice: no shipped e-mail when turned off, an SMS when chosen; the confirmation always', async () => {
    const m = await member('+919847012345');
    expect(
      (
        await put(m.headers, {
          ...NOTIFICATION_DEFAULTS,
          orders: { email: false, sms: true, push: false, whatsapp: false },
        })
      ).statusCode,
    ).toBe(200);
    const addressId = await saveAddress(app, m.headers);
    const piece = await createProduct(app.db, { categoryId, sizes: [{ value: 'M', stock: 2 }] });
    await addToCart(app, m.headers, piece.id, piece.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, m.headers, addressId);
    await payOrder(app, payment!.id);
    for (const body of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    const mail = (await outbox(m.email)).map((n) => n.subject);
    expect(mail).toContain(`Order ${order.number} confirmed`);
    expect(mail).not.toContain(`Order ${order.number} has shipped`);
    const texts = await outbox('+919847012345');
    expect(texts.map((t) => t.text)).toEqual([
      expect.stringContaining(`we have your order ${order.number}`),
      expect.stringContaining(`your order ${order.number} has shipped`),
    ]);
  });

  it('a member with only a phone gets the confirmation, the cancellation and the refund by text, chosen or not', async () => {
    const phone = '+919847055504';
    const m = await member(phone);
    const addressId = await saveAddress(app, m.headers);
    await app.db.update(users).set({ email: null }).where(eq(users.id, m.id));
    const off = { email: false, sms: false, push: false, whatsapp: false };
    const nothingChosen = { orders: off, membership: off, launches: off, offers: off };
    expect((await put(m.headers, nothingChosen)).statusCode).toBe(200);
    const piece = await createProduct(app.db, { categoryId, sizes: [{ value: 'M', stock: 2 }] });
    await addToCart(app, m.headers, piece.id, piece.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, m.headers, addressId);
    await payOrder(app, payment!.id);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
      headers: m.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const link = `/orders/${order.number}`;
    expect((await outbox(phone)).map((t) => t.text)).toEqual([
      expect.stringMatching(new RegExp(`^Roslis: we have your order ${order.number} .*${link}$`)),
      expect.stringMatching(new RegExp(`^Roslis: your order ${order.number} was cancelled\\. .*${link}$`)),
      expect.stringMatching(new RegExp(`^Roslis: the refund for your order ${order.number} .*${link}$`)),
    ]);
  });

  it('the upgrade receipt goes whatever the member chose for membership notices', async () => {
    const m = await member();
    const none = { email: false, sms: false, push: false, whatsapp: false };
    expect((await put(m.headers, { ...NOTIFICATION_DEFAULTS, membership: none })).statusCode).toBe(200);
    const opened = (
      await app.inject({
        method: 'POST',
        url: '/api/membership/upgrade',
        headers: m.headers,
        payload: { plan: 'gold' },
      })
    ).json() as { id: string };
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(opened.id),
    });
    expect(verified.statusCode).toBe(200);
    expect((await outbox(m.email)).map((n) => n.subject)).toContain('Welcome to Gold');
  });

  it('a member without an e-mail address: e-mail choices refused, receipts by text, nothing else sent', async () => {
    const phone = '+919847055501';
    const m = await member(phone);
    await app.db.update(users).set({ email: null }).where(eq(users.id, m.id));
    const noEmail = await put(m.headers, NOTIFICATION_DEFAULTS);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(NOTIFICATION_MESSAGES.noEmail);
    const textsOnly = {
      orders: { email: false, sms: true, push: false, whatsapp: false },
      membership: { email: false, sms: false, push: false, whatsapp: false },
      launches: { email: false, sms: false, push: false, whatsapp: false },
      offers: { email: false, sms: false, push: false, whatsapp: false },
    };
    expect((await put(m.headers, textsOnly)).json()).toEqual(textsOnly);

    const email = { subject: 'Hello', text: 'Hello' };
    const deps = { db: app.db, notifier: app.notifier };
    // Membership notices are off: nothing, even with a text version.
    expect(await notifyMember(deps, { userId: m.id, kind: 'membership', email, sms: 'A notice' })).toEqual({
      email: false,
      sms: false,
      push: 0,
    });
    // A receipt goes by text when there is no address to e-mail.
    expect(
      await notifyMember(deps, { userId: m.id, kind: 'membership', email, sms: 'A receipt', always: true }),
    ).toEqual({ email: false, sms: true, push: 0 });
    // Order updates by text, as chosen.
    expect(await notifyMember(deps, { userId: m.id, kind: 'orders', email, sms: 'Shipped' })).toEqual({
      email: false,
      sms: true,
      push: 0,
    });
    expect((await outbox(phone)).map((n) => n.text)).toEqual(['A receipt', 'Shipped']);
  });

  it('a receipt with e-mail chosen goes by e-mail only; an unknown member gets nothing', async () => {
    const phone = '+919847055502';
    const m = await member(phone);
    const deps = { db: app.db, notifier: app.notifier };
    const email = { subject: 'Receipt', text: 'We received it.' };
    expect(
      await notifyMember(deps, { userId: m.id, kind: 'orders', email, sms: 'Receipt', always: true }),
    ).toEqual({ email: true, sms: false, push: 0 });
    expect((await outbox(m.email)).map((n) => n.subject)).toEqual(['Receipt']);
    expect(await outbox(phone)).toEqual([]);
    expect(
      await notifyMember(deps, {
        userId: '00000000-0000-4000-8000-000000000000',
        kind: 'orders',
        email,
        always: true,
      }),
    ).toEqual({ email: false, sms: false, push: 0 });
  });
});
