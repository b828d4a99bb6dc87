import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contracts/cart.ts';
import { ORDER_RULES } from '../../../contracts/constants.ts';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { expireHolds, MESSAGES } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let categoryId: string;

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Holds')).id;
});
afterAll(() => app.close());

const add = (headers: Record<string, string>, productId: string, variantId: string | null, quantity = 1) =>
  app.inject({ method: 'POST', url: '/api/cart', headers, payload: { productId, variantId, quantity } });
const cart = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers })).json() as CartItem[];
const held = async (id: string) =>
  (await app.db.select({ n: products.preOrderCount }).from(products).where(eq(products.id, id)))[0]!.n;

describe('pre-order holds in the cart', () => {
  it(`lapse after ${ORDER_RULES.cartHoldMinutes} minutes: the units return once, the line stays marked, and touching it holds again`, async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const piece = await createProduct(app.db, {
      categoryId,
      status: 'PRE_ORDER',
      preOrderLimit: 5,
      preOrderEndDate: new Date(Date.now() + 10 * DAY),
      sizes: [{ value: 'M', stock: 0 }],
    });
    expect((await add(m!.headers, piece.id, piece.variants[0]!.id, 2)).statusCode).toBe(201);
    expect(await held(piece.id)).toBe(2);

    expect(await expireHolds(app.db, new Date(Date.now() + 10 * 60_000))).toBe(0);
    const later = new Date(Date.now() + (ORDER_RULES.cartHoldMinutes + 1) * 60_000);
    const runs = await Promise.all([expireHolds(app.db, later), expireHolds(app.db, later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await held(piece.id)).toBe(0);
    const [line] = await cart(m!.headers);
    expect(line).toMatchObject({ quantity: 2, holdExpired: true });

    // Adding one more holds the whole line again (3 units), not just the added one.
    expect((await add(m!.headers, piece.id, piece.variants[0]!.id, 1)).statusCode).toBe(201);
    expect(await held(piece.id)).toBe(3);
    expect((await cart(m!.headers))[0]).toMatchObject({ quantity: 3, holdExpired: false });
  });

  it('a cart holds at most 50 different lines', async () => {
    const [m] = await createSignedInUsers(app.db, 1);
    const pieces = await Promise.all(
      Array.from({ length: ORDER_RULES.cartMaxLines + 1 }, () => createProduct(app.db, { categoryId })),
    );
    const answers = await Promise.all(pieces.map((p) => add(m!.headers, p.id, null)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ORDER_RULES.cartMaxLines);
    const refused = answers.find((a) => a.statusCode !== 201)!;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.cartFull);
    // More of a line already there is still fine (any of the 50: which one lost the race varies).
    const kept = pieces[answers.findIndex((a) => a.statusCode === 201)]!;
    expect((await add(m!.headers, kept.id, null)).statusCode).toBe(201);
  });
});
