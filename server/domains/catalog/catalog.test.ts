import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductWithSpecs } from '../../../contracts/catalog.ts';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';

let app: TestApp;
let tops: Awaited<ReturnType<typeof createCategory>>;
let tunics: Awaited<ReturnType<typeof createCategory>>;
let member: { headers: Record<string, string> };

beforeAll(async () => {
  app = await buildTestApp();
  tops = await createCategory(app.db, 'Tops');
  tunics = await createCategory(app.db, 'Tunics');
  const base = Date.UTC(2026, 9, 1);
  // 25 studio products with distinct times, 3 sharing one timestamp (ties are broken by id)
  for (let i = 0; i < 25; i++) {
    await createProduct(app.db, {
      categoryId: i % 2 ? tops.id : tunics.id,
      name: i === 3 ? 'Kasavu Border Tunic' : `Studio piece ${i}`,
      status: i % 5 === 0 ? 'VOTE_TO_LAUNCH' : i % 7 === 0 ? 'PRE_ORDER' : 'IN_STOCK',
      createdAt: new Date(i >= 22 ? base : base + i * 60_000),
      pricePaise: 129900 + i * 100,
      compareAtPricePaise: i === 1 ? 199900 : null,
      sizes: [
        { value: 'S', stock: 3 },
        { value: 'M', stock: 0 },
      ],
    });
  }
  for (let i = 0; i < 4; i++) {
    await createProduct(app.db, {
      categoryId: tops.id,
      name: `Limited piece ${i}`,
      availableIn: 'LIMITED-EDITION',
    });
  }
  member = (await createSignedInUsers(app.db, 1, { plan: 'gold' }))[0]!;
});
afterAll(() => app.close());

/** As a member whose card is active (access.test.ts covers the other audiences). */
const get = (url: string) => app.inject({ method: 'GET', url, headers: member.headers });

describe('GET /api/products', () => {
  it('lists one storefront as cards (the list shape), prices as decimal strings', async () => {
    const res = await get('/api/products?storefront=LIMITED-EDITION');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ProductCard[];
    expect(list).toHaveLength(4);
    expect(list.every((p) => p.availableIn === 'LIMITED-EDITION')).toBe(true);
    const p = list[0]!;
    expect(Object.keys(p).sort()).toEqual(
      [
        'id',
        'slug',
        'name',
        'price',
        'compareAtPrice',
        'status',
        'categoryId',
        'availableIn',
        'images',
        'voteCount',
        'voteThreshold',
        'preOrderLimit',
        'unitsLeft',
        'preOrderEndDate',
        'sizes',
        'sizesInStock',
        'colours',
        'signature',
      ].sort(),
    );
    expect(p).toMatchObject({
      price: '1499.00',
      compareAtPrice: null,
      categoryId: tops.id,
      voteThreshold: 100,
    });
    expect(p.images[0]).toEqual({
      url: expect.stringMatching(/^\/media\/garments\//),
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('gives a card its sizes, the sizes in stock and its colours; at most two images, the primary first', async () => {
    const cards = (
      await get('/api/products?storefront=STUDIO&status=IN_STOCK&limit=1')
    ).json() as ProductCard[];
    expect(cards[0]).toMatchObject({ sizes: ['S', 'M'], sizesInStock: ['S'], colours: [] });
    expect(cards[0]!.images.length).toBeLessThanOrEqual(2);
  });

  it('filters by status, category and name search (case-insensitive, % and _ taken literally)', async () => {
    const votes = (
      await get('/api/products?storefront=STUDIO&status=VOTE_TO_LAUNCH')
    ).json() as ProductCard[];
    expect(votes.length).toBe(5);
    expect(votes.every((p) => p.status === 'VOTE_TO_LAUNCH')).toBe(true);
    const inTops = (
      await get(`/api/products?categoryId=${tops.id}&storefront=STUDIO`)
    ).json() as ProductCard[];
    expect(inTops.length).toBe(12);
    expect(inTops.every((p) => p.categoryId === tops.id)).toBe(true);
    const found = (await get('/api/products?q=kasavu')).json() as ProductCard[];
    expect(found.map((p) => p.name)).toEqual(['Kasavu Border Tunic']);
    expect((await get('/api/products?q=%25')).json()).toEqual([]);
    expect(((await get('/api/products?q=piece 1')).json() as ProductCard[]).length).toBeGreaterThan(0);
  });

  it('pages with a keyset cursor in X-Next-Cursor: newest first, no gaps or repeats, even on equal timestamps', async () => {
    const seen: ProductCard[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await get(`/api/products?storefront=STUDIO&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as ProductCard[]));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((p) => p.id)).size).toBe(25);
    const rows = await app.db.select({ id: products.id, at: products.createdAt }).from(products);
    const created = new Map(rows.map((r) => [r.id, r.at.getTime()]));
    const times = seen.map((p) => created.get(p.id)!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('rejects bad input with a 400 a person can act on', async () => {
    const cases: [string, RegExp][] = [
      ['/api/products?storefront=OPEN', /storefront/],
      ['/api/products?status=SOLD', /status/],
      ['/api/products?limit=0', /limit must be at least 1/],
      ['/api/products?limit=101', /limit must be at most 100/],
      ['/api/products?categoryId=abc', /categoryId/],
      ['/api/products?cursor=garbage', /cursor is not valid/],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
  });
});

describe('GET /api/products/{slug}', () => {
  it('answers one product with its variants and 404 for an unknown slug', async () => {
    const [first] = (await get('/api/products?storefront=STUDIO&limit=1')).json() as ProductCard[];
    const res = await get(`/api/products/${first!.slug}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ProductWithSpecs).description).toEqual(expect.any(String));
    expect(res.json()).toMatchObject({
      id: first!.id,
      variants: [
        { name: 'size', value: 'S', stock: 3 },
        { name: 'size', value: 'M', stock: 0 },
      ],
    });
    const missing = await get('/api/products/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found.', code: 'NOT_FOUND' });
  });
});

describe('GET /api/categories', () => {
  it('lists id, name and slug', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { id: tops.id, name: 'Tops', slug: 'tops' },
        { id: tunics.id, name: 'Tunics', slug: 'tunics' },
      ]),
    );
  });
});
