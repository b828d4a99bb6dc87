import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../../contracts/orders.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import {
  createCategory,
  createOrder,
  createProduct,
  createSignedInUsers,
  createUser,
} from '../../test/factories.ts';
import { reviewedProductIds } from './reviews.ts';

/** Reviews of received pieces: who may write one, once, and the figures the product page shows. */
let app: TestApp;
let categoryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Reviewed')).id;
});
afterAll(() => app.close());

const piece = (opts: { availableIn?: 'STUDIO' | 'LIMITED-EDITION' } = {}) =>
  createProduct(app.db, { categoryId, name: 'Kasavu Set', ...opts });

/** A signed-in member (no profile name) who received `productId` in a delivered order. */
async function receiver(productId: string) {
  const [m] = await createSignedInUsers(app.db, 1);
  await createOrder(app.db, { userId: m!.id, lines: [{ productId }] });
  return m!;
}

const post = (slug: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: `/api/products/${slug}/reviews`, headers, payload });
const list = async (slug: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${slug}/reviews`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Review[];
};
const page = async (slug: string, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: `/api/products/${slug}`, headers })).json() as {
    rating: number | null;
    reviewCount: number;
  };

describe('reviews', () => {
  it('list newest first with "First L." authors, and the product page shows the average and count', async () => {
    const p = await piece();
    const anjali = await createUser(app.db, { firstName: 'Anjali', lastName: 'menon' });
    const meera = await createUser(app.db, { firstName: 'Meera', lastName: '' });
    const a = await loginAs(app, anjali.email, anjali.password);
    const m = await loginAs(app, meera.email, meera.password);
    await createOrder(app.db, { userId: anjali.id, lines: [{ productId: p.id, quantity: 2 }] });
    await createOrder(app.db, { userId: meera.id, lines: [{ productId: p.id }] });
    const nameless = await receiver(p.id);

    expect(await page(p.slug, a.headers)).toMatchObject({ rating: null, reviewCount: 0 });
    expect(await list(p.slug, a.headers)).toEqual([]);

    const first = await post(p.slug, a.headers, { rating: 5, text: '  Beautiful weave, true to size.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      text: 'Beautiful weave, true to size.',
      author: 'Anjali M.',
    });
    // The page read before a review is not served again from a cache.
    expect(await page(p.slug, a.headers)).toMatchObject({ rating: 5, reviewCount: 1 });

    expect((await post(p.slug, m.headers, { rating: 4, text: '   ' })).json()).toMatchObject({
      text: null,
      author: 'Meera',
    });
    expect((await post(p.slug, nameless.headers, { rating: 4 })).json()).toMatchObject({
      author: 'Roslis member',
    });

    const reviews = await list(p.slug, nameless.headers);
    expect(reviews.map((r) => [r.author, r.rating])).toEqual([
      ['Roslis member', 4],
      ['Meera', 4],
      ['Anjali M.', 5],
    ]);
    // (5 + 4 + 4) / 3 = 4.33..., one decimal.
    expect(await page(p.slug, a.headers)).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });

  it('count every member who reviews at the same moment', async () => {
    const p = await piece();
    const members = await Promise.all(Array.from({ length: 6 }, () => receiver(p.id)));
    const answers = await Promise.all(
      members.map((m, i) => post(p.slug, m.headers, { rating: i % 2 === 0 ? 5 : 2 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    // (3 x 5 + 3 x 2) / 6 = 3.5
    expect(await page(p.slug, members[0]!.headers)).toMatchObject({ rating: 3.5, reviewCount: 6 });
  });

  it('once per member and piece: a second review is a 409 and changes nothing', async () => {
    const p = await piece();
    const m = await receiver(p.id);
    await createOrder(app.db, { userId: m.id, lines: [{ productId: p.id }] });
    expect((await post(p.slug, m.headers, { rating: 2 })).statusCode).toBe(201);
    const again = await post(p.slug, m.headers, { rating: 5, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'You have already reviewed this piece.',
      key: 'orders.alreadyReviewed',
    });
    expect(await page(p.slug, m.headers)).toMatchObject({ rating: 2, reviewCount: 1 });
    expect(await reviewedProductIds(app.db, m.id, [p.id, (await piece()).id])).toEqual(new Set([p.id]));
    expect(await reviewedProductIds(app.db, m.id, [])).toEqual(new Set());
  });

  it('only from members who received the piece: not yet delivered, cancelled or never bought is a 403', async () => {
    const p = await piece();
    const [shipped, cancelled, never] = await createSignedInUsers(app.db, 3);
    await createOrder(app.db, { userId: shipped!.id, status: 'shipped', lines: [{ productId: p.id }] });
    await createOrder(app.db, { userId: cancelled!.id, status: 'cancelled', lines: [{ productId: p.id }] });
    for (const m of [shipped!, cancelled!, never!]) {
      const res = await post(p.slug, m.headers, { rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You can review pieces you have received.' });
    }
    expect(await page(p.slug, never!.headers)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('check the rating, the text, the product and the session', async () => {
    const p = await piece();
    const m = await receiver(p.id);
    for (const rating of [0, 6, 3.5, '4']) {
      const res = await post(p.slug, m.headers, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Please choose a rating from 1 to 5 stars\./);
    }
    const long = await post(p.slug, m.headers, { rating: 3, text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Your review must be at most 2000 characters\./);

    for (const method of ['GET', 'POST'] as const) {
      const url = '/api/products/no-such-piece/reviews';
      const unknown = await app.inject({ method, url, headers: m.headers, payload: { rating: 5 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Product not found.');
    }
    // Only someone signed in writes one.
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/products/${p.slug}/reviews`,
      payload: { rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("are part of a STUDIO piece's public page: a visitor reads them; a LIMITED-EDITION piece's are not", async () => {
    const p = await piece();
    const m = await receiver(p.id);
    expect((await post(p.slug, m.headers, { rating: 4, text: 'Lovely drape' })).statusCode).toBe(201);
    const res = await app.inject({ method: 'GET', url: `/api/products/${p.slug}/reviews` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ rating: 4, text: 'Lovely drape' }]);
    const limited = await piece({ availableIn: 'LIMITED-EDITION' });
    const refused = await app.inject({ method: 'GET', url: `/api/products/${limited.slug}/reviews` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MEMBERSHIP_REQUIRED');
  });

  it('LIMITED-EDITION reviews follow the product page: 403 without an active card', async () => {
    const p = await piece({ availableIn: 'LIMITED-EDITION' });
    const [lapsed] = await createSignedInUsers(app.db, 1, { plan: 'premium', cardStatus: 'inactive' });
    await createOrder(app.db, {
      userId: lapsed!.id,
      lines: [{ productId: p.id, storefront: 'LIMITED-EDITION' }],
    });
    const productPage = await app.inject({
      method: 'GET',
      url: `/api/products/${p.slug}`,
      headers: lapsed!.headers,
    });
    expect(productPage.statusCode).toBe(403);
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({
        method,
        url: `/api/products/${p.slug}/reviews`,
        headers: lapsed!.headers,
        payload: { rating: 5 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MEMBERSHIP_REQUIRED');
    }
    const active = await receiver(p.id);
    expect((await post(p.slug, active.headers, { rating: 5 })).statusCode).toBe(201);
    expect(await list(p.slug, active.headers)).toHaveLength(1);
  });
});
