import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../contracts/auth.ts';
import { NOTIFICATION_DEFAULTS } from '../../../contracts/constants.ts';
import { notifications, productVariants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, postOrder, saveAddress } from '../../test/orders.ts';
import { decryptPush, type LocalPushService, pushDevice, startPushService } from '../../test/push.ts';

/**
 * The member's language: saved on her account (Account Settings), answered with the account, and the
 * language of her messages, each message in English where it has no Malayalam version yet.
 */
let app: TestApp;
let categoryId: string;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startPushService();
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Kurtas')).id;
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

async function member(opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active', ...opts });
  const session = await loginAs(app, user.email, user.password);
  return { ...user, headers: session.headers };
}

/**
 * A member who chose `locale` and gets `kind` (her orders, launch news) by e-mail and push on one
 * device; `pushes()` are the pushes that device received, decrypted.
 */
async function memberWithPush(locale: 'en' | 'ml', kind: 'orders' | 'launches') {
  const m = await member();
  await chooseLanguage(m.headers, locale);
  const chose = await app.inject({
    method: 'PUT',
    url: '/api/user/notifications',
    headers: m.headers,
    payload: { ...NOTIFICATION_DEFAULTS, [kind]: { ...NOTIFICATION_DEFAULTS[kind], push: true } },
  });
  expect(chose.statusCode, chose.body).toBe(200);
  const device = pushDevice(pushService.base);
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: m.headers,
    payload: device.subscription,
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const pushes = () =>
    pushService.received.filter((r) => r.device === device.id).map((r) => decryptPush(device, r.body));
  return { ...m, pushes };
}
const chooseLanguage = (headers: Record<string, string>, locale: unknown) =>
  app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { locale } });
const accountOf = async (m: { id: string; headers: Record<string, string> }) =>
  (
    await app.inject({ method: 'GET', url: `/api/auth/account/${m.id}`, headers: m.headers })
  ).json() as Account;
const mailTo = (email: string) =>
  app.db.select().from(notifications).where(eq(notifications.toAddress, email));

describe('the member’s language', () => {
  it('is none until she chooses; she saves Malayalam and her account answers it', async () => {
    const m = await member();
    expect((await accountOf(m)).locale).toBeNull();
    const saved = await chooseLanguage(m.headers, 'ml');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'ml' });
    expect((await accountOf(m)).locale).toBe('ml');
    expect((await chooseLanguage(m.headers, 'en')).json()).toEqual({ locale: 'en' });
    expect((await accountOf(m)).locale).toBe('en');
  });

  it('takes English or Malayalam only, and only from a signed-in member', async () => {
    const m = await member();
    for (const wrong of ['fr', 'ml-IN', '', null, 7]) {
      const res = await chooseLanguage(m.headers, wrong);
      expect(res.statusCode, String(wrong)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        key: 'validation.failed',
        params: { field: 'locale' },
      });
      expect(res.json().fieldErrors.locale).toEqual(['Choose English or Malayalam.']);
    }
    expect((await accountOf(m)).locale).toBeNull();
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { locale: 'ml' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('messages in her language', () => {
  /** A new piece bought and paid by the member whose session `headers` carry, delivered to a saved address. */
  async function paidOrder(
    headers: Record<string, string>,
    piece: { name: string; pricePaise: number; size: string },
  ) {
    const addressId = await saveAddress(app, headers);
    const product = await createProduct(app.db, {
      categoryId,
      name: piece.name,
      pricePaise: piece.pricePaise,
      sizes: [{ value: piece.size, stock: 4 }],
    });
    await addToCart(app, headers, product.id, product.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, headers, addressId);
    await payOrder(app, payment!.id);
    return order;
  }

  it('writes the order confirmation, shipping and delivery in Malayalam', async () => {
    const m = await member({ firstName: 'Lakshmi' });
    await chooseLanguage(m.headers, 'ml');
    const admin = await createUser(app.db, { role: 'admin' });
    const staff = await loginAs(app, admin.email, admin.password);
    const order = await paidOrder(m.headers, { name: 'Kasavu Kurta', pricePaise: 249_900, size: 'M' });
    const step = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff.headers,
        payload: body,
      });
    await step({ status: 'processing' });
    await step({ status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' });
    await step({ status: 'delivered' });
    await app.notifier.settled();

    const mail = await mailTo(m.email);
    const subjects = mail.map((n) => n.subject).sort();
    expect(subjects).toEqual(
      [
        `ഓർഡർ ${order.number} സ്ഥിരീകരിച്ചു`,
        `ഓർഡർ ${order.number} അയച്ചു`,
        `ഓർഡർ ${order.number} ഡെലിവർ ചെയ്തു`,
      ].sort(),
    );
    const confirmed = mail.find((n) => n.subject.includes('സ്ഥിരീകരിച്ചു'))!;
    expect(confirmed.html).toContain('<html lang="ml-IN">');
    expect(confirmed.text).toContain('1 × Kasavu Kurta (സൈസ് M)');
    // The card's rule on the line, worded from its key.
    expect(confirmed.text).toContain('പ്രീമിയം അംഗവില −10 % −₹249.90');
    expect(confirmed.text).toContain('₹2,499');
    expect(confirmed.text).toContain('ഓർഡർ കാണുക: ');
    expect(mail.find((n) => n.subject.includes('അയച്ചു'))!.text).toContain('ട്രാക്കിംഗ് നമ്പർ: BD123456789IN');
  });

  /** A member who chose `locale`, follows her orders by e-mail and push on one device, and has paid an order. */
  async function paidBuyer(locale: 'en' | 'ml') {
    const m = await memberWithPush(locale, 'orders');
    const order = await paidOrder(m.headers, { name: 'Set Mundu', pricePaise: 189_900, size: 'S' });
    return { ...m, order };
  }
  const cancelOrder = (m: { headers: Record<string, string> }, number: string) =>
    app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: m.headers, payload: {} });

  it('writes the cancellation and its refund in Malayalam, by e-mail and push, and in English for an English member', async () => {
    const ml = await paidBuyer('ml');
    const en = await paidBuyer('en');
    for (const m of [ml, en]) expect((await cancelOrder(m, m.order.number)).statusCode).toBe(200);
    await app.notifier.settled();
    const number = ml.order.number;

    const mlMail = await mailTo(ml.email);
    const cancelled = mlMail.find((n) => n.subject === `ഓർഡർ ${number} റദ്ദാക്കി`)!;
    expect(cancelled.html).toContain('<html lang="ml-IN">');
    expect(cancelled.text).toContain('നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി');
    expect(cancelled.text).toContain(`ഓർഡർ ${number} (₹1,709.10) റദ്ദാക്കി.`);
    expect(cancelled.text).toContain(
      'നിങ്ങൾ അടച്ച തുക, പണമടച്ച അതേ രീതിയിലേക്കു തന്നെ റീഫണ്ട് ചെയ്യുകയാണ്; റീഫണ്ട് പൂർത്തിയാകുമ്പോൾ ഞങ്ങൾ അറിയിക്കാം.',
    );
    expect(cancelled.text).toContain('ഓർഡർ കാണുക: ');
    const refunded = mlMail.find((n) => n.subject === `ഓർഡർ ${number}-നുള്ള റീഫണ്ട്`)!;
    expect(refunded.html).toContain('<html lang="ml-IN">');
    expect(refunded.text).toContain('നിങ്ങളുടെ റീഫണ്ട് ഉടൻ എത്തും');
    expect(refunded.text).toContain(`ഓർഡർ ${number}-നുള്ള ₹1,709.10 ഞങ്ങൾ റീഫണ്ട് ചെയ്തു.`);
    expect(refunded.text).toContain('സാധാരണ 5-7 പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ബാങ്കിൽ കാണാം.');
    // No English sentence is left in either (the layout's own words follow the message's language).
    for (const n of [cancelled, refunded]) {
      expect(n.text).not.toMatch(/\b(order|was|your|refund|payment|we|the)\b/i);
    }
    const mlPushes = ml.pushes();
    expect(mlPushes).toContainEqual({
      title: `ഓർഡർ ${number} റദ്ദാക്കി`,
      body: 'നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി.',
      url: `/orders/${encodeURIComponent(number)}`,
      tag: `order-${number}`,
    });
    expect(mlPushes).toContainEqual({
      title: `ഓർഡർ ${number}-നുള്ള റീഫണ്ട്`,
      body: 'നിങ്ങളുടെ റീഫണ്ട് ഉടൻ എത്തും.',
      url: `/orders/${encodeURIComponent(number)}`,
      tag: `order-${number}`,
    });

    const enNumber = en.order.number;
    const enMail = await mailTo(en.email);
    const enCancelled = enMail.find((n) => n.subject === `Order ${enNumber} was cancelled`)!;
    expect(enCancelled.html).toContain('<html lang="en-IN">');
    expect(enCancelled.text).toContain(
      'Your payment is being refunded to the way you paid; we will confirm when it is done.',
    );
    const enRefunded = enMail.find((n) => n.subject === `Refund for order ${enNumber}`)!;
    expect(enRefunded.text).toContain(`We refunded ₹1,709.10 for order ${enNumber}.`);
    expect(en.pushes()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: `Order ${enNumber} was cancelled`,
          body: 'Your order was cancelled.',
        }),
        expect.objectContaining({
          title: `Refund for order ${enNumber}`,
          body: 'Your refund is on its way to you.',
        }),
      ]),
    );
  });

  it('keeps English for a member who never chose a language', async () => {
    const m = await member();
    const addressId = await saveAddress(app, m.headers);
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Mundu Set',
      pricePaise: 199_900,
      sizes: [{ value: 'L', stock: 2 }],
    });
    await addToCart(app, m.headers, piece.id, piece.variants[0]!.id, 1);
    const { order, payment } = await placeOrder(app, m.headers, addressId);
    await payOrder(app, payment!.id);
    await app.notifier.settled();
    expect((await mailTo(m.email)).map((n) => n.subject)).toEqual([`Order ${order.number} confirmed`]);
  });
});

describe('news in her language', () => {
  /** A member who chose `locale` and gets launch news by e-mail and push on one device. */
  const voter = (locale: 'en' | 'ml') => memberWithPush(locale, 'launches');

  it('tells each voter of the launched design in her language, by e-mail and push', async () => {
    const ml = await voter('ml');
    const en = await voter('en');
    const design = await createProduct(app.db, {
      categoryId,
      name: 'Vote Kurta',
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 2,
      sizes: [{ value: 'M', stock: 0 }],
    });
    for (const m of [ml, en]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/products/${design.id}/vote`,
        headers: m.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const admin = await createUser(app.db, { role: 'admin' });
    const staff = await loginAs(app, admin.email, admin.password);
    const launched = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${design.id}/launch`,
      headers: staff.headers,
      payload: { to: 'IN_STOCK', stock: [{ variantId: design.variants[0]!.id, stock: 3 }] },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    await app.notifier.settled();

    const [mlMail] = await mailTo(ml.email);
    expect(mlMail!.subject).toBe('Vote Kurta ഇപ്പോൾ സ്റ്റോക്കുണ്ട്: നിങ്ങൾ വോട്ട് ചെയ്ത ഡിസൈൻ ലോഞ്ച് ചെയ്തു');
    expect(mlMail!.html).toContain('<html lang="ml-IN">');
    expect(mlMail!.text).toContain(
      'വോട്ട് ചെയ്തതിന് നന്ദി. ആവശ്യത്തിന് അംഗങ്ങൾ Vote Kurta ആഗ്രഹിച്ചു; അതിനാൽ ഇപ്പോൾ അതു സ്റ്റോക്കുണ്ട്.',
    );
    expect(mlMail!.text).toContain('ഇപ്പോൾ ഷോപ്പ് ചെയ്യൂ: ');
    expect(ml.pushes()).toEqual([
      {
        title: 'Vote Kurta ലോഞ്ച് ചെയ്തു',
        body: 'നിങ്ങൾ വോട്ട് ചെയ്ത ഡിസൈൻ ഇപ്പോൾ സ്റ്റോക്കുണ്ട്.',
        url: `/products/${design.slug}`,
        tag: `launch-${design.id}`,
      },
    ]);
    const [enMail] = await mailTo(en.email);
    expect(enMail!.subject).toBe('Vote Kurta is now in stock: the design you voted for has launched');
    expect(enMail!.text).toContain(
      'Thank you for voting. Enough members wanted Vote Kurta, so it is now in stock.',
    );
    expect(en.pushes()).toEqual([
      {
        title: 'Vote Kurta has launched',
        body: 'The design you voted for is now in stock.',
        url: `/products/${design.slug}`,
        tag: `launch-${design.id}`,
      },
    ]);
  });
});

describe('account messages in her language', () => {
  it('writes the password reset in Malayalam for a member who chose it, in English for one who did not', async () => {
    const ml = await member();
    await chooseLanguage(ml.headers, 'ml');
    const en = await member();
    // From two addresses: the form spaces the requests of one address.
    for (const [i, m] of [ml, en].entries()) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: m.email },
        remoteAddress: `203.0.113.${40 + i}`,
      });
    }
    // The link is made and mailed after the answer.
    await app.afterReply.idle();
    await app.notifier.settled();
    const [mlMail] = await mailTo(ml.email);
    const [enMail] = await mailTo(en.email);
    expect(mlMail!.subject).toBe('നിങ്ങളുടെ Roslis പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യൂ');
    expect(mlMail!.text).toContain('പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കൂ: ');
    expect(mlMail!.text).toContain('/reset-password?token=');
    expect(enMail!.subject).toBe('Reset your Roslis password');
    expect(enMail!.text).toContain('Choose a new password: ');
  });
});

describe('error answers name their message', () => {
  it('a sold-out size answers SOLD_OUT with the English message, its key and the piece and size', async () => {
    const m = await member();
    const addressId = await saveAddress(app, m.headers);
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Onam Saree Blouse',
      pricePaise: 149_900,
      sizes: [{ value: '4XL', stock: 1 }],
    });
    await addToCart(app, m.headers, piece.id, piece.variants[0]!.id, 1);
    await app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, piece.variants[0]!.id));
    const res = await postOrder(app, m.headers, addressId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Onam Saree Blouse in size 4XL is sold out. Please remove it from your bag.',
      key: 'cart.soldOutInSize',
      params: { name: 'Onam Saree Blouse', size: '4XL' },
    });
  });
});
