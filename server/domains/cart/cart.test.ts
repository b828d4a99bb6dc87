import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contracts/cart.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';
import { MESSAGES } from './service.ts';

let app: TestApp;
let member: { headers: Record<string, string>; userId: string };
let stranger: { headers: Record<string, string>; userId: string };
let noCard: { headers: Record<string, string>; userId: string };
let sized: Awaited<ReturnType<typeof createProduct>>;
let plain: Awaited<ReturnType<typeof createProduct>>;
let voting: Awaited<ReturnType<typeof createProduct>>;
let limited: Awaited<ReturnType<typeof createProduct>>;
let preorder: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  app = await buildTestApp();
  const cat = await createCategory(app.db, 'Tops');
  sized = await createProduct(app.db, {
    categoryId: cat.id,
    name: 'Monsoon Linen Shirt',
    pricePaise: 249900,
    sizes: [
      { value: 'S', stock: 10 },
      { value: 'M', stock: 2 },
      { value: 'L', stock: 0 },
    ],
  });
  plain = await createProduct(app.db, { categoryId: cat.id, name: 'Silk Scarf Top', pricePaise: 99950 });
  voting = await createProduct(app.db, { categoryId: cat.id, status: 'VOTE_TO_LAUNCH' });
  limited = await createProduct(app.db, { categoryId: cat.id, availableIn: 'LIMITED-EDITION' });
  preorder = await createProduct(app.db, {
    categoryId: cat.id,
    status: 'PRE_ORDER',
    sizes: [{ value: 'XL', stock: 0 }],
  });
  const m = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const s = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const n = await createUser(app.db, { plan: 'none', cardStatus: 'pending_review' });
  member = await loginAs(app, m.email, m.password);
  stranger = await loginAs(app, s.email, s.password);
  noCard = await loginAs(app, n.email, n.password);
});
afterAll(() => app.close());

const cart = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const sizeId = (value: string) => sized.variants.find((v) => v.value === value)!.id;

describe('cart', () => {
  it('needs a session for every method', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart'],
      ['PUT', `/api/cart/${id}`],
      ['DELETE', `/api/cart/${id}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? { quantity: 1 } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds a line with product, variant and price, and merges the same product and size into one line', async () => {
    const first = await cart('POST', '/api/cart', member.headers, {
      productId: sized.id,
      variantId: sizeId('S'),
      quantity: 2,
    });
    expect(first.statusCode).toBe(201);
    const line = first.json() as CartItem;
    expect(line).toMatchObject({
      quantity: 2,
      variantId: sizeId('S'),
      variant: { name: 'size', value: 'S' },
      product: {
        id: sized.id,
        name: 'Monsoon Linen Shirt',
        price: '2499.00',
        images: [{ imageUrl: expect.any(String) }],
      },
    });
    const again = await cart('POST', '/api/cart', member.headers, {
      productId: sized.id,
      variantId: sizeId('S'),
      quantity: 3,
    });
    expect(again.json()).toMatchObject({ id: line.id, quantity: 5 });
    const plainLine = await cart('POST', '/api/cart', member.headers, { productId: plain.id });
    expect(plainLine.json()).toMatchObject({ quantity: 1, variant: null, product: { price: '999.50' } });
    const list = (await cart('GET', '/api/cart', member.headers)).json() as CartItem[];
    expect(list.map((l) => [l.product.id, l.quantity])).toEqual([
      [sized.id, 5],
      [plain.id, 1],
    ]);
  });

  it("adds a size named by its value (a card's one-tap Add to Cart), the same line as by its id", async () => {
    const byValue = await cart('POST', '/api/cart', stranger.headers, {
      productId: sized.id,
      variant: { name: 'size', value: 'S' },
    });
    expect(byValue.statusCode).toBe(201);
    expect(byValue.json()).toMatchObject({
      variantId: sizeId('S'),
      variant: { name: 'size', value: 'S' },
      quantity: 1,
    });
    const byId = await cart('POST', '/api/cart', stranger.headers, {
      productId: sized.id,
      variantId: sizeId('S'),
    });
    expect(byId.json()).toMatchObject({ id: byValue.json().id, quantity: 2 });
    const unknown = await cart('POST', '/api/cart', stranger.headers, {
      productId: sized.id,
      variant: { name: 'size', value: '9XL' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: MESSAGES.variantMismatch,
      fieldErrors: { variant: [MESSAGES.variantMismatch] },
    });
    const soldOut = await cart('POST', '/api/cart', stranger.headers, {
      productId: sized.id,
      variant: { name: 'size', value: 'L' },
    });
    expect(soldOut.statusCode).toBe(400);
    for (const line of (await cart('GET', '/api/cart', stranger.headers)).json() as { id: string }[])
      await cart('DELETE', `/api/cart/${line.id}`, stranger.headers);
  });

  it('keeps each quantity between 1 and 10, also when merging', async () => {
    for (const quantity of [0, 11, 1.5]) {
      const res = await cart('POST', '/api/cart', member.headers, { productId: plain.id, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('quantity');
    }
    const over = await cart('POST', '/api/cart', member.headers, { productId: plain.id, quantity: 10 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(MESSAGES.tooMany);
    const list = (await cart('GET', '/api/cart', member.headers)).json() as CartItem[];
    expect(list.find((l) => l.product.id === plain.id)?.quantity).toBe(1);
  });

  it('refuses unknown products (404), foreign or missing variants (400), voting designs (400)', async () => {
    const unknown = await cart('POST', '/api/cart', member.headers, {
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.productNotFound);
    const foreign = await cart('POST', '/api/cart', member.headers, {
      productId: plain.id,
      variantId: sizeId('S'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MESSAGES.variantMismatch);
    const missing = await cart('POST', '/api/cart', member.headers, { productId: sized.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.variantRequired);
    const vote = await cart('POST', '/api/cart', member.headers, { productId: voting.id });
    expect(vote.statusCode).toBe(400);
    expect(vote.json().message).toBe(MESSAGES.voteToLaunch);
    const badId = await cart('POST', '/api/cart', member.headers, { productId: 'abc' });
    expect(badId.statusCode).toBe(400);
  });

  it('checks stock for in-stock sizes but lets pre-orders through', async () => {
    const soldOut = await cart('POST', '/api/cart', member.headers, {
      productId: sized.id,
      variantId: sizeId('L'),
    });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().message).toBe('This size is sold out.');
    const tooMany = await cart('POST', '/api/cart', member.headers, {
      productId: sized.id,
      variantId: sizeId('M'),
      quantity: 3,
    });
    expect(tooMany.json().message).toBe('Only 2 left in this size.');
    const pre = await cart('POST', '/api/cart', member.headers, {
      productId: preorder.id,
      variantId: preorder.variants[0]!.id,
    });
    expect(pre.statusCode).toBe(201);
  });

  it('limited-edition pieces need an active card (403 Membership Required)', async () => {
    const res = await cart('POST', '/api/cart', noCard.headers, { productId: limited.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: MESSAGES.membershipRequired,
      code: 'MEMBERSHIP_REQUIRED',
      key: 'membership.requiredLimited',
    });
    expect((await cart('POST', '/api/cart', member.headers, { productId: limited.id })).statusCode).toBe(201);
  });

  it('updates and removes own lines; another user can neither see nor touch them', async () => {
    const line = (
      await cart('POST', '/api/cart', stranger.headers, { productId: plain.id, quantity: 2 })
    ).json() as CartItem;
    expect(
      (await cart('GET', '/api/cart', member.headers)).json().some((l: CartItem) => l.id === line.id),
    ).toBe(false);
    const theirPut = await cart('PUT', `/api/cart/${line.id}`, member.headers, { quantity: 5 });
    expect(theirPut.statusCode).toBe(404);
    const theirDelete = await cart('DELETE', `/api/cart/${line.id}`, member.headers);
    expect(theirDelete.statusCode).toBe(404);

    const put = await cart('PUT', `/api/cart/${line.id}`, stranger.headers, { quantity: 4 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: line.id, quantity: 4 });
    for (const quantity of [0, 11]) {
      expect((await cart('PUT', `/api/cart/${line.id}`, stranger.headers, { quantity })).statusCode).toBe(
        400,
      );
    }
    const del = await cart('DELETE', `/api/cart/${line.id}`, stranger.headers);
    expect(del.json()).toEqual({ success: true });
    expect((await cart('DELETE', `/api/cart/${line.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await cart('GET', '/api/cart', stranger.headers)).json()).toEqual([]);
  });

  it('a quantity change past the stock of the size is refused', async () => {
    const line = (
      await cart('POST', '/api/cart', stranger.headers, {
        productId: sized.id,
        variantId: sizeId('M'),
        quantity: 1,
      })
    ).json() as CartItem;
    const res = await cart('PUT', `/api/cart/${line.id}`, stranger.headers, { quantity: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only 2 left in this size.');
  });
});
