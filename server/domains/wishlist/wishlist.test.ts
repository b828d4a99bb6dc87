import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../contracts/wishlist.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { MESSAGES } from './service.ts';

let app: TestApp;
let categoryId: string;
let alice: { id: string; headers: Record<string, string> };
let bob: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Kurtas')).id;
  const users = await createSignedInUsers(app.db, 2);
  alice = users[0]!;
  bob = users[1]!;
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('wishlist', () => {
  it('needs a session for every method', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', '/api/wishlist')).statusCode).toBe(401);
    expect((await call('POST', '/api/wishlist', undefined, { productId: id })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/wishlist/${id}`)).statusCode).toBe(401);
  });

  it('saves a product once (201, then 200), lists newest first with the product as a card', async () => {
    const first = await createProduct(app.db, { categoryId, name: 'Ikat Kurta' });
    const second = await createProduct(app.db, {
      categoryId,
      name: 'Zari Kurta',
      availableIn: 'LIMITED-EDITION',
    });
    const added = await call('POST', '/api/wishlist', alice.headers, { productId: first.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      productId: first.id,
      product: { id: first.id, name: 'Ikat Kurta', price: '1499.00' },
    });
    const again = await call('POST', '/api/wishlist', alice.headers, { productId: first.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().addedAt).toBe(added.json().addedAt);
    // Wishing for a limited-edition piece needs no card: only buying, pre-ordering and voting do.
    expect((await call('POST', '/api/wishlist', alice.headers, { productId: second.id })).statusCode).toBe(
      201,
    );

    const list = (await call('GET', '/api/wishlist', alice.headers)).json() as WishlistItem[];
    expect(list.map((i) => i.productId)).toEqual([second.id, first.id]);
    expect(list[1]!.product.images[0]!.url).toMatch(/^\/media\//);
    // The catalogue is the same for everyone: the wishlist itself says what is saved.
    const forBob = (await call('GET', '/api/wishlist', bob.headers)).json() as WishlistItem[];
    expect(forBob).toEqual([]);
  });

  it("is each person's own: others neither see nor remove it", async () => {
    const p = await createProduct(app.db, { categoryId });
    await call('POST', '/api/wishlist', alice.headers, { productId: p.id });
    const bobs = (await call('GET', '/api/wishlist', bob.headers)).json() as WishlistItem[];
    expect(bobs.some((i) => i.productId === p.id)).toBe(false);
    const theirDelete = await call('DELETE', `/api/wishlist/${p.id}`, bob.headers);
    expect(theirDelete.statusCode).toBe(404);
    expect(theirDelete.json()).toEqual({ message: MESSAGES.notInWishlist, code: 'NOT_FOUND' });
    const alices = (await call('GET', '/api/wishlist', alice.headers)).json() as WishlistItem[];
    expect(alices.some((i) => i.productId === p.id)).toBe(true);
  });

  it('removes an item; unknown products and items give 404, bad ids 400', async () => {
    const p = await createProduct(app.db, { categoryId });
    await call('POST', '/api/wishlist', bob.headers, { productId: p.id });
    const del = await call('DELETE', `/api/wishlist/${p.id}`, bob.headers);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/wishlist/${p.id}`, bob.headers)).statusCode).toBe(404);
    const unknown = await call('POST', '/api/wishlist', bob.headers, {
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.productNotFound);
    expect((await call('POST', '/api/wishlist', bob.headers, { productId: 'abc' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/wishlist/abc', bob.headers)).statusCode).toBe(400);
  });
});
