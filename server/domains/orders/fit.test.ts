import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../contracts/cart.ts';
import { FIT_NOTES } from '../../../contracts/constants.ts';
import type { FitCounts, Order } from '../../../contracts/orders.ts';
import type { PreferenceProfile } from '../../../contracts/preferences.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import {
  createCategory,
  createOrder,
  createProduct,
  createSignedInUsers,
  createUser,
} from '../../test/factories.ts';
import { payOrder, placeOrder, saveAddress } from '../../test/orders.ts';
import { MESSAGES as CART_MESSAGES } from '../cart/service.ts';
import { FIT_MESSAGES } from './fit.ts';

/**
 * Who a piece is for (the bag's "For Amma", kept on the order) and how it fit (the order page's
 * question, the product page's "Runs small", the back office's counts).
 */
let app: TestApp;
let categoryId: string;
let staff: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Fitted')).id;
  const admin = await createUser(app.db, { role: 'admin' });
  staff = (await loginAs(app, admin.email, admin.password)).headers;
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const sized = () =>
  createProduct(app.db, {
    categoryId,
    name: 'Kasavu Kurta',
    sizes: [
      { value: 'S', stock: 20 },
      { value: 'M', stock: 20 },
    ],
  });

async function profiles(headers: Headers) {
  const res = await app.inject({ method: 'GET', url: '/api/preference-profiles', headers });
  return res.json() as PreferenceProfile[];
}
async function familyProfile(headers: Headers, name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/preference-profiles',
    headers,
    payload: { name, relationship: 'Mother' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as PreferenceProfile;
}
const add = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/cart', headers, payload });
const bag = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers })).json() as CartItem[];
const answer = (headers: Headers, number: string, lineId: string, fit: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${number}/lines/${lineId}/fit`,
    headers,
    payload: { fit },
  });
const productPage = async (slug: string, headers: Headers) =>
  (await app.inject({ method: 'GET', url: `/api/products/${slug}`, headers })).json() as {
    fitTendency: string | null;
  };

describe('who a bag line is for', () => {
  it('a line for a family profile says its name; the same piece and size for two people are two lines', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const amma = await familyProfile(m!.headers, 'Amma');
    const me = (await profiles(m!.headers)).find((p) => p.isPrimary)!;
    const piece = await sized();
    const size = piece.variants.find((v) => v.value === 'M')!.id;

    const forAmma = await add(m!.headers, { productId: piece.id, variantId: size, profileId: amma.id });
    expect(forAmma.statusCode).toBe(201);
    expect(forAmma.json()).toMatchObject({ profileId: amma.id, forName: 'Amma', quantity: 1 });
    // Her own 'Me' id is herself: no name, and the same line as no profile at all.
    const forMe = await add(m!.headers, { productId: piece.id, variantId: size, profileId: me.id });
    expect(forMe.json()).toMatchObject({ profileId: null, forName: null, quantity: 1 });
    const again = await add(m!.headers, { productId: piece.id, variantId: size });
    expect(again.json()).toMatchObject({ id: forMe.json().id, quantity: 2 });
    expect((await bag(m!.headers)).map((l) => [l.forName, l.quantity])).toEqual([
      ['Amma', 1],
      [null, 2],
    ]);

    // Moving her own line to Amma meets Amma's line: a plain 400, nothing changed.
    const clash = await app.inject({
      method: 'PUT',
      url: `/api/cart/${forMe.json().id}`,
      headers: m!.headers,
      payload: { profileId: amma.id },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(CART_MESSAGES.alreadyForThem('Amma'));
    // Amma's line becomes hers and back; the quantity and who together.
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/cart/${forAmma.json().id}`,
      headers: m!.headers,
      payload: { profileId: amma.id, quantity: 3 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ forName: 'Amma', quantity: 3 });
  });

  it("refuses someone else's profile, on adding and on changing a line", async () => {
    const [m, other] = await createSignedInUsers(app.db, 2);
    const theirs = await familyProfile(other!.headers, 'Meera');
    const piece = await sized();
    const size = piece.variants[0]!.id;
    const res = await add(m!.headers, { productId: piece.id, variantId: size, profileId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please choose one of your style profiles.',
      fieldErrors: { profileId: ['Please choose one of your style profiles.'] },
    });
    const mine = await add(m!.headers, { productId: piece.id, variantId: size });
    const change = await app.inject({
      method: 'PUT',
      url: `/api/cart/${mine.json().id}`,
      headers: m!.headers,
      payload: { profileId: theirs.id },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe('Please choose one of your style profiles.');
    expect(await bag(m!.headers)).toMatchObject([{ forName: null }]);
  });

  it('deleting a family profile gives its lines back to the member, merging with hers for the same piece', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const amma = await familyProfile(m!.headers, 'Amma');
    const piece = await sized();
    const [s, mSize] = [piece.variants[0]!.id, piece.variants[1]!.id];
    await add(m!.headers, { productId: piece.id, variantId: s, quantity: 2 });
    await add(m!.headers, { productId: piece.id, variantId: s, profileId: amma.id, quantity: 3 });
    await add(m!.headers, { productId: piece.id, variantId: mSize, profileId: amma.id });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/preference-profiles/${amma.id}`,
      headers: m!.headers,
    });
    expect(del.statusCode).toBe(200);
    const lines = await bag(m!.headers);
    expect(lines.map((l) => [l.variant?.value, l.quantity, l.forName]).sort()).toEqual([
      ['M', 1, null],
      ['S', 5, null],
    ]);
  });

  it('the order keeps who each line was for, by the name it had then', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const amma = await familyProfile(m!.headers, 'Amma');
    const piece = await sized();
    const size = piece.variants[0]!.id;
    await add(m!.headers, { productId: piece.id, variantId: size, profileId: amma.id });
    await add(m!.headers, { productId: piece.id, variantId: size });
    const addressId = await saveAddress(app, m!.headers);
    const { order, payment } = await placeOrder(app, m!.headers, addressId);
    expect(order.lines.map((l) => l.forName)).toEqual(['Amma', null]);
    await payOrder(app, payment!.id);
    // Renamed later: the order still says Amma. Both lines left the bag when it was paid.
    await app.inject({
      method: 'PUT',
      url: `/api/preference-profiles/${amma.id}`,
      headers: m!.headers,
      payload: { name: 'Ammachi' },
    });
    const seen = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: m!.headers })
    ).json() as Order;
    expect(seen.lines.map((l) => l.forName)).toEqual(['Amma', null]);
    expect(await bag(m!.headers)).toEqual([]);
    const staffView = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: staff,
    });
    expect((staffView.json() as Order).lines.map((l) => l.forName)).toEqual(['Amma', null]);
    // The confirmation e-mail lists the lines, Amma's marked.
    const [{ email }] = (await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, m!.id))) as [{ email: string }];
    await vi.waitFor(async () => {
      const [mail] = await app.db.select().from(notifications).where(eq(notifications.toAddress, email));
      expect(mail?.subject).toBe(`Order ${order.number} confirmed`);
      expect(mail!.text).toMatch(/Kasavu Kurta \(size S\): .* — For Amma\n/);
      expect(mail!.text.match(/For Amma/g)).toHaveLength(1);
    });
  });
});

describe('how it fit', () => {
  it('only after delivery, only by the buyer, one answer per line that she may change', async () => {
    const piece = await sized();
    const [buyer, other] = await createSignedInUsers(app.db, 2);
    const shipped = await createOrder(app.db, {
      userId: buyer!.id,
      status: 'shipped',
      lines: [{ productId: piece.id }],
    });
    const early = await answer(buyer!.headers, shipped.number, shipped.lines[0]!.id, 'small');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(FIT_MESSAGES.notDelivered);

    const order = await createOrder(app.db, { userId: buyer!.id, lines: [{ productId: piece.id }] });
    const lineId = order.lines[0]!.id;
    const stranger = await answer(other!.headers, order.number, lineId, 'small');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(FIT_MESSAGES.orderNotFound);
    const wrongWord = await answer(buyer!.headers, order.number, lineId, 'tiny');
    expect(wrongWord.statusCode).toBe(400);

    const seenBefore = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: buyer!.headers })
    ).json() as Order;
    expect(seenBefore.lines[0]).toMatchObject({ canReportFit: true, fit: null });
    expect((await answer(buyer!.headers, order.number, lineId, 'small')).json()).toEqual({
      lineId,
      fit: 'small',
    });
    expect((await answer(buyer!.headers, order.number, lineId, 'true')).statusCode).toBe(200);
    const seen = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.number}`, headers: buyer!.headers })
    ).json() as Order;
    expect(seen.lines[0]).toMatchObject({ canReportFit: true, fit: 'true' });
    const counts = await app.inject({
      method: 'GET',
      url: `/api/admin/products/${piece.id}/fit`,
      headers: staff,
    });
    expect(counts.json()).toEqual({ small: 0, true: 1, large: 0, tendency: null } satisfies FitCounts);
  });

  it('runs small from 5 answers with more than half small; the product answer updates at once', async () => {
    const piece = await sized();
    const buyers = await createSignedInUsers(app.db, 5);
    const viewer = buyers[0]!.headers;
    const orders = [];
    for (const b of buyers) {
      orders.push(await createOrder(app.db, { userId: b.id, lines: [{ productId: piece.id }] }));
    }
    // The page is read (and cached) before any answer.
    expect((await productPage(piece.slug, viewer)).fitTendency).toBeNull();
    const fits = ['small', 'small', 'true', 'small'];
    for (const [i, fit] of fits.entries()) {
      const res = await answer(buyers[i]!.headers, orders[i]!.number, orders[i]!.lines[0]!.id, fit);
      expect(res.statusCode).toBe(200);
    }
    // Four answers: nothing yet.
    expect((await productPage(piece.slug, viewer)).fitTendency).toBeNull();
    await answer(buyers[4]!.headers, orders[4]!.number, orders[4]!.lines[0]!.id, 'large');
    // Five, three of them small: the note.
    expect((await productPage(piece.slug, viewer)).fitTendency).toBe('small');
    expect(FIT_NOTES.small).toBe('Runs small — most members chose one size up');
    const counts = await app.inject({
      method: 'GET',
      url: `/api/admin/products/${piece.id}/fit`,
      headers: staff,
    });
    expect(counts.json()).toEqual({ small: 3, true: 1, large: 1, tendency: 'small' });
    // Two change their minds: no majority is true to size.
    await answer(buyers[0]!.headers, orders[0]!.number, orders[0]!.lines[0]!.id, 'true');
    expect((await productPage(piece.slug, viewer)).fitTendency).toBe('true');
    for (const i of [0, 1, 2]) {
      await answer(buyers[i]!.headers, orders[i]!.number, orders[i]!.lines[0]!.id, 'large');
    }
    expect((await productPage(piece.slug, viewer)).fitTendency).toBe('large');
  });

  it('the back office counts are for admins', async () => {
    const piece = await sized();
    const [m] = await createSignedInUsers(app.db, 1);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/products/${piece.id}/fit`,
      headers: m!.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
