import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPreOrderOpen, type ProductCard, type ProductWithSpecs } from '../../../contracts/catalog.ts';
import type { UserProfile } from '../../../contracts/user.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';

let app: TestApp;
let tops: { id: string; slug: string };
let tunics: { id: string; slug: string };
let shirts: { id: string; slug: string };
let member: { id: string; headers: Record<string, string> };
let applicant: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  app = await buildTestApp();
  tops = await createCategory(app.db, 'Tops');
  tunics = await createCategory(app.db, 'Tunics');
  shirts = await createCategory(app.db, 'Shirts');
  const statuses = ['IN_STOCK', 'PRE_ORDER', 'VOTE_TO_LAUNCH'] as const;
  // 18 products over 3 categories x 3 statuses x 2 storefronts; created_at from the database clock.
  for (let i = 0; i < 18; i++) {
    await createProduct(app.db, {
      categoryId: [tops, tunics, shirts][i % 3]!.id,
      status: statuses[Math.floor(i / 3) % 3]!,
      availableIn: i < 9 ? 'STUDIO' : 'LIMITED-EDITION',
      name: i % 4 === 0 ? `Kasavu Silk Piece ${i}` : `Cotton Piece ${i}`,
    });
  }
  member = (await createSignedInUsers(app.db, 1, { plan: 'gold' }))[0]!;
  applicant = (await createSignedInUsers(app.db, 1, { plan: 'premium', cardStatus: 'pending_review' }))[0]!;
});
afterAll(() => app.close());

/** As a member by default (access.test.ts covers who may see what). */
const list = async (query: string, headers: Record<string, string> = member.headers) => {
  const res = await app.inject({ method: 'GET', url: `/api/products?${query}`, headers });
  expect(res.statusCode, query).toBe(200);
  return res.json() as ProductCard[];
};
const get = (url: string) => app.inject({ method: 'GET', url, headers: member.headers });

describe('GET /api/products filters', () => {
  it('combine: name contains q AND category in the set AND status in the set (AND storefront)', async () => {
    const all = await list('limit=100');
    const expected = all.filter(
      (p) =>
        /silk/i.test(p.name) &&
        [tops.id, tunics.id].includes(p.categoryId) &&
        ['IN_STOCK', 'PRE_ORDER'].includes(p.status),
    );
    expect(expected.length).toBeGreaterThan(0);
    const got = await list(`q=SILK&categoryId=${tops.id},${tunics.id}&status=IN_STOCK,PRE_ORDER&limit=100`);
    expect(got.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    const repeated = await list(
      `q=silk&categoryId=${tops.id}&categoryId=${tunics.id}&status=IN_STOCK&status=PRE_ORDER&limit=100`,
    );
    expect(repeated.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    const studio = await list(`storefront=STUDIO&status=VOTE_TO_LAUNCH,PRE_ORDER&limit=100`);
    expect(studio.length).toBe(6);
    expect(studio.every((p) => p.availableIn === 'STUDIO' && p.status !== 'IN_STOCK')).toBe(true);
  });

  it('categorySlug lists one category across both storefronts; GET /api/categories/{slug}', async () => {
    const inTops = await list(`categorySlug=${tops.slug}&limit=100`);
    expect(inTops).toHaveLength(6);
    expect(new Set(inTops.map((p) => p.availableIn))).toEqual(new Set(['STUDIO', 'LIMITED-EDITION']));
    expect(await list('categorySlug=no-such-category')).toEqual([]);
    const cat = await get(`/api/categories/${tops.slug}`);
    expect(cat.json()).toEqual({ id: tops.id, name: 'Tops', slug: 'tops' });
    const missing = await app.inject({ method: 'GET', url: '/api/categories/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Category not found.', code: 'NOT_FOUND' });
  });

  it('rejects a bad status or category in a list with a 400', async () => {
    for (const q of ['status=IN_STOCK,SOLD', `categoryId=${tops.id},abc`]) {
      const res = await get(`/api/products?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('keeps cursor pages stable when newer products arrive meanwhile (microsecond timestamps)', async () => {
    const first = await get('/api/products?limit=5');
    const seen = [...(first.json() as ProductCard[])];
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    await createProduct(app.db, { categoryId: tops.id, name: 'Arrived while paging' });
    while (cursor) {
      const res = await get(`/api/products?limit=5&cursor=${cursor}`);
      seen.push(...(res.json() as ProductCard[]));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    }
    expect(seen).toHaveLength(18);
    expect(new Set(seen.map((p) => p.id)).size).toBe(18);
    expect(seen.some((p) => p.name === 'Arrived while paging')).toBe(false);
  });
});

describe('product page data', () => {
  it('gives specs from product attributes, pre-order figures and related products (up to 4)', async () => {
    const p = await createProduct(app.db, {
      categoryId: shirts.id,
      status: 'PRE_ORDER',
      preOrderLimit: 25,
      preOrderEndDate: new Date(Date.now() + 5 * 24 * 3600 * 1000),
      specs: [
        { label: 'Material', value: '100% cotton' },
        { label: 'Fabric weight', value: '150 gsm' },
      ],
    });
    const res = await get(`/api/products/${p.slug}`);
    const page = res.json() as ProductWithSpecs;
    expect(page).toMatchObject({
      specs: [
        { label: 'Material', value: '100% cotton' },
        { label: 'Fabric weight', value: '150 gsm' },
      ],
      preOrderCount: 0,
      unitsLeft: 25,
      membersOnly: false,
    });
    expect(isPreOrderOpen(page)).toBe(true);
    expect(page).not.toHaveProperty('hasVoted');
    const related = await get(`/api/products/${p.slug}/related`);
    const items = related.json() as ProductCard[];
    expect(items).toHaveLength(4);
    expect(items.some((r) => r.id === p.id)).toBe(false);
    expect(items.every((r) => r.availableIn === 'STUDIO')).toBe(true);
    expect(items.slice(0, 3).every((r) => r.categoryId === shirts.id)).toBe(true);
    expect((await get('/api/products/nope/related')).statusCode).toBe(404);
  });

  it('a closed pre-order window or no units left is not open (isPreOrderOpen)', () => {
    const base = { status: 'PRE_ORDER' as const, preOrderEndDate: null, unitsLeft: null };
    expect(isPreOrderOpen(base)).toBe(true);
    expect(isPreOrderOpen({ ...base, unitsLeft: 0 })).toBe(false);
    expect(isPreOrderOpen({ ...base, preOrderEndDate: new Date(Date.now() - 1000).toISOString() })).toBe(
      false,
    );
    expect(isPreOrderOpen({ ...base, status: 'IN_STOCK' })).toBe(false);
  });
});

describe('GET /api/user/profile', () => {
  it('gives membershipTier (NONE unless the card is active); 401 signed out', async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/user/profile', headers: member.headers });
    expect(mine.json()).toMatchObject({
      userId: member.id,
      membershipTier: 'GOLD',
      plan: 'gold',
      cardStatus: 'active',
      isMember: true,
    } satisfies Partial<UserProfile>);
    const pending = await app.inject({ method: 'GET', url: '/api/user/profile', headers: applicant.headers });
    expect(pending.json()).toMatchObject({ membershipTier: 'NONE', isMember: false, plan: 'premium' });
    expect((await app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });
});
