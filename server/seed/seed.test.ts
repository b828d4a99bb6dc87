import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ProductCard, ProductWithSpecs } from '../../contracts/catalog.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { createSignedInUsers } from '../test/factories.ts';
import { DEMO_PRODUCTS_PER_STOREFRONT, SIZES, slugify } from './catalog.ts';
import { seedDemo, seedDemoIfEmpty } from './index.ts';
import { mulberry32 } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('demo seed', () => {
  let app: TestApp;
  const byStorefront: Record<string, ProductWithSpecs[]> = {};
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db);
    headers = (await createSignedInUsers(app.db, 1, { plan: 'gold' }))[0]!.headers;
    for (const storefront of ['STUDIO', 'LIMITED-EDITION']) {
      const res = await app.inject({ method: 'GET', url: `/api/products?storefront=${storefront}`, headers });
      expect(res.statusCode).toBe(200);
      // Each card's product page: the full shape.
      byStorefront[storefront] = await Promise.all(
        (res.json() as ProductCard[]).map(
          async (c) =>
            (
              await app.inject({ method: 'GET', url: `/api/products/${c.slug}`, headers })
            ).json() as ProductWithSpecs,
        ),
      );
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  it('fills both storefronts with every status', () => {
    for (const [storefront, list] of Object.entries(byStorefront)) {
      expect(list.length, storefront).toBeGreaterThanOrEqual(40);
      expect(list.length, storefront).toBe(DEMO_PRODUCTS_PER_STOREFRONT);
      expect(new Set(list.map((p) => p.availableIn))).toEqual(new Set([storefront]));
      const statuses = list.map((p) => p.status);
      expect(new Set(statuses)).toEqual(new Set(['IN_STOCK', 'PRE_ORDER', 'VOTE_TO_LAUNCH']));
      expect(statuses.filter((s) => s === 'PRE_ORDER').length).toBe(8);
      expect(statuses.filter((s) => s === 'VOTE_TO_LAUNCH').length).toBe(8);
      expect(new Set(list.map((p) => p.category.slug)).size).toBe(8);
    }
  });

  it('has sensible prices, dates and details, and no invented ratings', () => {
    const all = Object.values(byStorefront).flat();
    const now = Date.now();
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.createdAt)).size).toBe(all.length);
    for (const p of all) {
      expect(p.slug).toBe(slugify(p.name));
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      const price = Number(p.price);
      const [lo, hi] = p.availableIn === 'STUDIO' ? [1299, 4999] : [2499, 8999];
      expect(price, p.name).toBeGreaterThanOrEqual(lo);
      expect(price, p.name).toBeLessThanOrEqual(hi);
      if (p.compareAtPrice) {
        const discount = 1 - price / Number(p.compareAtPrice);
        expect(discount, p.name).toBeGreaterThanOrEqual(0.2);
        expect(discount, p.name).toBeLessThanOrEqual(0.45);
      }
      const age = now - Date.parse(p.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(90 * DAY);
      expect(p.details.map((d) => d.label)).toEqual(
        p.availableIn === 'STUDIO'
          ? ['Fabric', 'Fit', 'Care', 'Origin']
          : ['Fabric', 'Fit', 'Care', 'Origin', 'Edition'],
      );
      expect(['Jaipur', 'Surat', 'Tirupur', 'Ranni']).toContain(p.details[3]!.value);

      const sizes = p.variants.filter((v) => v.name === 'size');
      expect(sizes.map((v) => v.value)).toEqual([...SIZES]);
      // No invented ratings: they come from reviews of received pieces.
      expect(p.rating).toBeNull();
      expect(p.reviewCount).toBe(0);
      if (p.status === 'IN_STOCK') {
        expect(sizes.find((v) => v.value === 'M')!.stock).toBeGreaterThan(0);
      }
      if (p.status === 'PRE_ORDER') {
        const left = Date.parse(p.preOrderEndDate!) - now;
        expect(left).toBeGreaterThan(DAY);
        expect(left).toBeLessThan(31 * DAY);
        expect(p.preOrderLimit).toBeGreaterThanOrEqual(25);
        expect(p.preOrderLimit).toBeLessThanOrEqual(120);
      }
      if (p.status === 'VOTE_TO_LAUNCH') {
        expect(p.voteCount).toBeGreaterThanOrEqual(5);
        expect([100, 150, 200]).toContain(p.voteThreshold);
        expect(sizes.every((v) => v.stock === 0)).toBe(true);
      }
      if (p.availableIn === 'LIMITED-EDITION') {
        expect(sizes.reduce((n, v) => n + v.stock, 0)).toBeLessThanOrEqual(25);
        if (p.status === 'PRE_ORDER') expect(p.preOrderLimit).toBe(25);
      }
    }
    const statuses = all.map((p) => p.status);
    expect(all.some((p) => p.compareAtPrice)).toBe(true);
    expect(all.some((p) => p.variants.some((v) => v.name === 'color'))).toBe(true);
    expect(all.some((p) => p.variants.some((v) => v.name === 'size' && v.stock === 0))).toBe(true);
    expect(statuses).toContain('PRE_ORDER');
  });

  it('gives every product 2 to 4 generated images that the media route serves', async () => {
    const urls = new Set<string>();
    for (const p of Object.values(byStorefront).flat()) {
      expect(p.images.length, p.name).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.name).toBeLessThanOrEqual(4);
      expect(p.images.filter((i) => i.isPrimary)).toHaveLength(1);
      expect(p.images[0]!.isPrimary).toBe(true);
      expect(p.images[0]!.alt).toBe(`${p.name}, front view`);
      for (const image of p.images) {
        expect(image.imageUrl).toMatch(
          /^\/media\/garments\/[a-z]+-[a-z]+-[0-9a-f]{6}-[0-9a-f]{6}-[0-3]\.svg$/,
        );
        expect([image.width, image.height]).toEqual([900, 1200]);
        urls.add(image.imageUrl);
      }
    }
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });

  it('lists the categories', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as Category[]).map((c) => c.name);
    for (const name of ['Tops', 'Tunics', 'Shirts', 'Workwear']) expect(names).toContain(name);
    expect(names).toHaveLength(8);
  });

  it('lets the demo member sign in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'member@roslis.test', password: 'Member@12345' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets the demo Gold member sign in, with an active Gold card', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gold@roslis.test', password: 'Gold@12345' },
    });
    expect(res.statusCode).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
    });
    expect(profile.json()).toMatchObject({ plan: 'gold', cardStatus: 'active', membershipTier: 'GOLD' });
  });

  it('does not seed a database that already has users', async () => {
    expect(await seedDemoIfEmpty(app.db)).toBe(false);
  });
});

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once', async () => {
    const app = await buildTestApp();
    try {
      expect(await seedDemoIfEmpty(app.db)).toBe(true);
      expect(await seedDemoIfEmpty(app.db)).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('mulberry32', () => {
  it('is deterministic', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});
