import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contracts/cart.ts';
import { isPreOrderOpen, type ProductWithSpecs } from '../../../contracts/catalog.ts';
import { cartItems, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { MESSAGES } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let categoryId: string;
let member: { id: string; headers: Record<string, string> };
let noCard: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Dresses')).id;
  member = (await createSignedInUsers(app.db, 1))[0]!;
  noCard = (await createSignedInUsers(app.db, 1, { plan: 'premium', cardStatus: 'inactive' }))[0]!;
});
afterAll(() => app.close());

const preOrderProduct = (over: Partial<Parameters<typeof createProduct>[1]> = {}) =>
  createProduct(app.db, {
    categoryId,
    status: 'PRE_ORDER',
    preOrderLimit: 25,
    preOrderEndDate: new Date(Date.now() + 10 * DAY),
    sizes: [
      { value: 'S', stock: 0 },
      { value: 'M', stock: 0 },
    ],
    ...over,
  });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function held(productId: string) {
  const [p] = await app.db
    .select({ count: products.preOrderCount })
    .from(products)
    .where(eq(products.id, productId));
  const [lines] = await app.db
    .select({ units: sum(cartItems.quantity).mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.productId, productId));
  return { count: p!.count, lineUnits: lines!.units ?? 0 };
}

const unitsLeft = async (slug: string) =>
  (
    (
      await app.inject({ method: 'GET', url: `/api/products/${slug}`, headers: member.headers })
    ).json() as ProductWithSpecs
  ).unitsLeft;

describe('pre-orders through the cart', () => {
  it('adds a pre-order line that holds its units; quantity changes and removal move the hold', async () => {
    const p = await preOrderProduct();
    const add = await call('POST', '/api/cart', member.headers, {
      productId: p.id,
      variantId: p.variants[0]!.id,
      quantity: 3,
    });
    expect(add.statusCode).toBe(201);
    const line = add.json() as CartItem;
    expect(line).toMatchObject({
      isPreOrder: true,
      quantity: 3,
      product: { status: 'PRE_ORDER', preOrderEndDate: expect.any(String) },
    });
    expect(await held(p.id)).toEqual({ count: 3, lineUnits: 3 });
    expect(await unitsLeft(p.slug)).toBe(22);

    expect((await call('PUT', `/api/cart/${line.id}`, member.headers, { quantity: 5 })).statusCode).toBe(200);
    expect(await held(p.id)).toEqual({ count: 5, lineUnits: 5 });
    expect((await call('PUT', `/api/cart/${line.id}`, member.headers, { quantity: 2 })).statusCode).toBe(200);
    expect(await held(p.id)).toEqual({ count: 2, lineUnits: 2 });
    expect((await call('DELETE', `/api/cart/${line.id}`, member.headers)).statusCode).toBe(200);
    expect(await held(p.id)).toEqual({ count: 0, lineUnits: 0 });
    expect(await unitsLeft(p.slug)).toBe(25);
  });

  it('refuses past the limit with a clear 409 and holds nothing for the refused request', async () => {
    const p = await preOrderProduct({ preOrderLimit: 4 });
    const [a, b] = await createSignedInUsers(app.db, 2);
    const variantId = p.variants[0]!.id;
    expect(
      (await call('POST', '/api/cart', a!.headers, { productId: p.id, variantId, quantity: 2 })).statusCode,
    ).toBe(201);
    const few = await call('POST', '/api/cart', b!.headers, { productId: p.id, variantId, quantity: 3 });
    expect(few.statusCode).toBe(409);
    expect(few.json()).toMatchObject({ code: 'CONFLICT', message: MESSAGES.preOrderFewLeft(2) });
    expect(
      (await call('POST', '/api/cart', b!.headers, { productId: p.id, variantId, quantity: 2 })).statusCode,
    ).toBe(201);
    const none = await call('POST', '/api/cart', member.headers, { productId: p.id, variantId });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(MESSAGES.preOrderSoldOut(4));
    expect(await held(p.id)).toEqual({ count: 4, lineUnits: 4 });
    const page = (
      await app.inject({ method: 'GET', url: `/api/products/${p.slug}`, headers: member.headers })
    ).json() as ProductWithSpecs;
    expect(page).toMatchObject({ preOrderCount: 4, unitsLeft: 0 });
    expect(isPreOrderOpen(page)).toBe(false);
  });

  it('never oversells under concurrent pre-orders (a limited run of 25, 40 members at once)', async () => {
    const p = await preOrderProduct({ availableIn: 'LIMITED-EDITION' });
    const buyers = await createSignedInUsers(app.db, 40);
    const answers = await Promise.all(
      buyers.map((u, i) =>
        call('POST', '/api/cart', u.headers, {
          productId: p.id,
          variantId: p.variants[i % 2]!.id,
          quantity: 1 + (i % 2),
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const units = ok.reduce((n, r) => n + (r.json() as CartItem).quantity, 0);
    const { count, lineUnits } = await held(p.id);
    expect(count).toBe(units);
    expect(lineUnits).toBe(units);
    expect(units).toBeLessThanOrEqual(25);
    expect(units).toBeGreaterThanOrEqual(24);
  });

  it('refuses once the window has closed; lowering or removing a held line still works', async () => {
    const closed = await preOrderProduct({ preOrderEndDate: new Date(Date.now() - DAY) });
    const res = await call('POST', '/api/cart', member.headers, {
      productId: closed.id,
      variantId: closed.variants[0]!.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Pre-orders for this piece closed on \d{1,2} \w+ \d{4}\.$/);
    expect(await held(closed.id)).toEqual({ count: 0, lineUnits: 0 });

    const p = await preOrderProduct();
    const line = (
      await call('POST', '/api/cart', member.headers, {
        productId: p.id,
        variantId: p.variants[1]!.id,
        quantity: 3,
      })
    ).json() as CartItem;
    await app.db
      .update(products)
      .set({ preOrderEndDate: new Date(Date.now() - 1000) })
      .where(eq(products.id, p.id));
    const more = await call('PUT', `/api/cart/${line.id}`, member.headers, { quantity: 4 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toMatch(/closed on/);
    expect((await call('PUT', `/api/cart/${line.id}`, member.headers, { quantity: 1 })).statusCode).toBe(200);
    expect(await held(p.id)).toEqual({ count: 1, lineUnits: 1 });
    expect((await call('DELETE', `/api/cart/${line.id}`, member.headers)).statusCode).toBe(200);
    expect(await held(p.id)).toEqual({ count: 0, lineUnits: 0 });
  });

  it('limited-edition pre-orders need an active card (403) and hold nothing when refused', async () => {
    const p = await preOrderProduct({ availableIn: 'LIMITED-EDITION' });
    const res = await call('POST', '/api/cart', noCard.headers, {
      productId: p.id,
      variantId: p.variants[0]!.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MEMBERSHIP_REQUIRED');
    expect(await held(p.id)).toEqual({ count: 0, lineUnits: 0 });
  });

  it('a line over 10 pieces is refused and releases the units it tried to hold', async () => {
    const p = await preOrderProduct();
    const variantId = p.variants[0]!.id;
    await call('POST', '/api/cart', member.headers, { productId: p.id, variantId, quantity: 8 });
    const over = await call('POST', '/api/cart', member.headers, { productId: p.id, variantId, quantity: 3 });
    expect(over.statusCode).toBe(400);
    expect(await held(p.id)).toEqual({ count: 8, lineUnits: 8 });
  });
});
