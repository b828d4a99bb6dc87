import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminProduct, PRODUCT_ADMIN_MESSAGES as M } from '../../../contracts/admin-products.ts';
import { CARD_RULE_DEFAULTS } from '../../../contracts/card-rules.ts';
import type { ProductCard } from '../../../contracts/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createUser } from '../../test/factories.ts';

let app: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let member: Headers;
let categoryId: string;
const MAX = CARD_RULE_DEFAULTS.signatureRunMax;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, a.email, a.password)).headers;
  const m = await createUser(app.db, { plan: 'platinum', cardStatus: 'active' });
  member = (await loginAs(app, m.email, m.password)).headers;
  categoryId = (await createCategory(app.db, `Signature ${Date.now()}`)).id;
});
afterAll(() => app.close());

let seq = 0;
const body = (sizes: number[], over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Signature Sari ${seq}`,
    slug: `signature-sari-${seq}-${Date.now()}`,
    categoryId,
    // STUDIO, so the LIMITED-EDITION run (also 25) is not what refuses it.
    availableIn: 'STUDIO',
    signature: true,
    status: 'IN_STOCK',
    pricePaise: 899900,
    variants: sizes.map((stock, i) => ({ name: 'size', value: ['S', 'M', 'L', 'XL'][i], stock })),
    ...over,
  };
};
const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/products', payload, headers: admin });

describe('a Signature piece in the product editor', () => {
  it(`is a run of at most ${MAX} pieces across its sizes: ${MAX} saves, ${MAX + 1} is refused with a 400`, async () => {
    const ok = await create(body([10, 10, 5]));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<AdminProduct>().signature).toBe(true);

    const over = await create(body([10, 10, 6]));
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors.variants).toEqual([M.signatureRun(MAX)]);
    expect(over.json().message).toBe(
      `A Signature piece is a run of 1 to ${MAX} pieces: its sizes can hold at most ${MAX} in stock.`,
    );
  });

  it('refuses an edit that takes the run above the limit, and keeps the saved stock', async () => {
    const saved = (await create(body([12, 13]))).json<AdminProduct>();
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${saved.id}`,
      payload: body([12, 14], { slug: saved.slug }),
      headers: admin,
    });
    expect(edit.statusCode).toBe(400);
    const again = await app.inject({ method: 'GET', url: `/api/admin/products/${saved.id}`, headers: admin });
    expect(again.json<AdminProduct>().variants.map((v) => v.stock)).toEqual([12, 13]);
  });

  it('a STUDIO piece without the flag keeps any stock; the flag can be cleared', async () => {
    const studio = await create(body([40, 40], { availableIn: 'STUDIO', signature: false }));
    expect(studio.statusCode, studio.body).toBe(201);
    expect(studio.json<AdminProduct>().signature).toBe(false);
  });
});

describe('the storefront', () => {
  it('marks Signature pieces on cards and the product page, and lists only them with signature=true', async () => {
    const sig = await createProduct(app.db, {
      categoryId,
      availableIn: 'LIMITED-EDITION',
      signature: true,
      sizes: [{ value: 'M', stock: 3 }],
    });
    const plain = await createProduct(app.db, {
      categoryId,
      availableIn: 'LIMITED-EDITION',
      sizes: [{ value: 'M', stock: 3 }],
    });
    const page = await app.inject({ method: 'GET', url: `/api/products/${sig.slug}`, headers: member });
    expect(page.json().signature).toBe(true);
    const all = await app.inject({
      method: 'GET',
      url: `/api/products?categoryId=${categoryId}&limit=100`,
      headers: member,
    });
    const cards = all.json<ProductCard[]>();
    expect(cards.find((c) => c.id === sig.id)?.signature).toBe(true);
    expect(cards.find((c) => c.id === plain.id)?.signature).toBe(false);
    const only = await app.inject({
      method: 'GET',
      url: `/api/products?categoryId=${categoryId}&signature=true&limit=100`,
      headers: member,
    });
    const ids = only.json<ProductCard[]>().map((c) => c.id);
    expect(ids).toContain(sig.id);
    expect(ids).not.toContain(plain.id);
    expect(only.json<ProductCard[]>().every((c) => c.signature)).toBe(true);
  });
});
