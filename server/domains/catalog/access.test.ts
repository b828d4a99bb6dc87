import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, PublicProduct } from '../../../contracts/catalog.ts';
import { publicGarmentUrl } from '../../../contracts/imagery.ts';
import { productImages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { ACCESS_MESSAGES } from './routes.ts';

/**
 * Members-only means members-only, on every catalogue route, for each audience: a visitor (signed
 * out), signed in without an active card, and a member whose card is active. A STUDIO product page is
 * public (its public part); lists stay for signed-in people.
 */
let app: TestApp;
let studio: { id: string; slug: string };
let limited: { id: string; slug: string };
let category: { id: string; slug: string };
const as: Record<'anonymous' | 'noCard' | 'member', Record<string, string>> = {
  anonymous: {},
  noCard: {},
  member: {},
};

beforeAll(async () => {
  app = await buildTestApp();
  category = await createCategory(app.db, 'Tops');
  studio = await createProduct(app.db, {
    categoryId: category.id,
    name: 'Studio Kurta',
    sizes: [
      { value: 'S', stock: 3 },
      { value: 'M', stock: 0 },
    ],
  });
  limited = await createProduct(app.db, {
    categoryId: category.id,
    name: 'Zari Limited Kurta',
    availableIn: 'LIMITED-EDITION',
  });
  // The limited design wears its own garment; the studio one the factory's.
  await app.db
    .update(productImages)
    .set({
      imageUrl: sql`replace(${productImages.imageUrl}, 'top-plain-8a5a44-f4e1c1', 'kurta-stripes-123456-abcdef')`,
    })
    .where(eq(productImages.productId, limited.id));
  as.noCard = (
    await createSignedInUsers(app.db, 1, { plan: 'premium', cardStatus: 'pending_review' })
  )[0]!.headers;
  as.member = (await createSignedInUsers(app.db, 1, { plan: 'gold' }))[0]!.headers;
});
afterAll(() => app.close());

const get = (url: string, who: keyof typeof as) => app.inject({ method: 'GET', url, headers: as[who] });
const names = (res: { json(): unknown }) => (res.json() as ProductCard[]).map((p) => p.name).sort();

describe('catalogue routes by audience', () => {
  it('answer no list to a visitor: 401 on every product list and related list', async () => {
    const urls = [
      '/api/products',
      '/api/products?storefront=STUDIO',
      '/api/products?storefront=LIMITED-EDITION',
      `/api/products?categorySlug=${category.slug}`,
      '/api/products?q=kurta',
      `/api/products/${studio.slug}/related`,
      `/api/products/${limited.slug}/related`,
      // Bad input does not tell a signed-out caller anything either (the check runs first).
      '/api/products?storefront=OPEN',
    ];
    for (const url of urls) {
      const res = await get(url, 'anonymous');
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ message: 'Please log in to continue.', code: 'UNAUTHENTICATED' });
    }
    // An ended or made-up session is signed out too.
    const forged = await app.inject({
      method: 'GET',
      url: '/api/products?storefront=STUDIO',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("show a visitor a STUDIO piece's public part: no stock per size, no pre-order counts", async () => {
    const res = await get(`/api/products/${studio.slug}`, 'anonymous');
    expect(res.statusCode).toBe(200);
    const shown = res.json() as PublicProduct;
    expect(shown).toMatchObject({
      slug: studio.slug,
      name: 'Studio Kurta',
      price: '1499.00',
      forVisitors: true,
    });
    expect(shown.images.length).toBeGreaterThan(0);
    expect(shown.variants.length).toBeGreaterThan(0);
    expect(shown.variants.every((v) => Object.keys(v).sort().join() === 'id,name,value')).toBe(true);
    for (const field of ['preOrderCount', 'unitsLeft', 'readyToLaunch', 'stock'])
      expect(res.body, field).not.toContain(`"${field}"`);
    // An ended or made-up session reads it as a visitor does (the page is public).
    const forged = await app.inject({
      method: 'GET',
      url: `/api/products/${studio.slug}`,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ forVisitors: true });
    expect((await get('/api/products/no-such-product', 'anonymous')).statusCode).toBe(404);
  });

  it('show a visitor the teaser of a LIMITED-EDITION piece, never its price or pictures', async () => {
    const res = await get(`/api/products/${limited.slug}`, 'anonymous');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: ACCESS_MESSAGES.limitedProduct,
      code: 'MEMBERSHIP_REQUIRED',
      product: {
        slug: limited.slug,
        name: 'Zari Limited Kurta',
        availableIn: 'LIMITED-EDITION',
        category: { id: category.id, name: 'Tops', slug: category.slug },
      },
    });
    expect(res.body).not.toMatch(/price|imageUrl|media|stock/);
  });

  it('show a signed-in person without an active card the STUDIO and nothing members-only', async () => {
    expect(names(await get('/api/products?storefront=STUDIO', 'noCard'))).toEqual(['Studio Kurta']);
    // Lists that mix storefronts give the STUDIO part.
    for (const url of [
      '/api/products',
      `/api/products?categorySlug=${category.slug}`,
      '/api/products?q=kurta',
    ]) {
      const res = await get(url, 'noCard');
      expect(res.statusCode, url).toBe(200);
      expect(names(res), url).toEqual(['Studio Kurta']);
    }
    const list = await get('/api/products?storefront=LIMITED-EDITION', 'noCard');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: ACCESS_MESSAGES.limitedList, code: 'MEMBERSHIP_REQUIRED' });

    const page = await get(`/api/products/${limited.slug}`, 'noCard');
    expect(page.statusCode).toBe(403);
    // The page can say what it is (name, storefront, category) but not its price or pictures.
    expect(page.json()).toEqual({
      message: ACCESS_MESSAGES.limitedProduct,
      code: 'MEMBERSHIP_REQUIRED',
      product: {
        slug: limited.slug,
        name: 'Zari Limited Kurta',
        availableIn: 'LIMITED-EDITION',
        category: { id: category.id, name: 'Tops', slug: category.slug },
      },
    });
    expect(page.body).not.toMatch(/price|imageUrl|media/);
    expect((await get(`/api/products/${limited.slug}/related`, 'noCard')).statusCode).toBe(403);

    expect((await get(`/api/products/${studio.slug}`, 'noCard')).statusCode).toBe(200);
    const related = await get(`/api/products/${studio.slug}/related`, 'noCard');
    expect(related.statusCode).toBe(200);
    expect((related.json() as ProductCard[]).every((p) => p.availableIn === 'STUDIO')).toBe(true);
  });

  it('show a member both storefronts', async () => {
    expect(names(await get('/api/products', 'member'))).toEqual(['Studio Kurta', 'Zari Limited Kurta']);
    expect(names(await get('/api/products?storefront=LIMITED-EDITION', 'member'))).toEqual([
      'Zari Limited Kurta',
    ]);
    expect(names(await get(`/api/products?categorySlug=${category.slug}`, 'member'))).toHaveLength(2);
    const page = await get(`/api/products/${limited.slug}`, 'member');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ slug: limited.slug, price: '1499.00', membersOnly: true });
    expect((await get(`/api/products/${limited.slug}/related`, 'member')).statusCode).toBe(200);
  });

  it('never hand one audience the cached bytes of another', async () => {
    // The member's mixed list is cached first; the non-member asks the same URL next.
    const url = `/api/products?categorySlug=${category.slug}&limit=10`;
    expect(names(await get(url, 'member'))).toHaveLength(2);
    expect(names(await get(url, 'noCard'))).toEqual(['Studio Kurta']);
    // A member's product page is cached; a non-member and a visitor still get 403.
    expect((await get(`/api/products/${limited.slug}`, 'member')).statusCode).toBe(200);
    expect((await get(`/api/products/${limited.slug}`, 'noCard')).statusCode).toBe(403);
    expect((await get(`/api/products/${limited.slug}`, 'anonymous')).statusCode).toBe(403);
    // A member's STUDIO page (stock per size) is never the visitor's, nor its ETag a visitor's 304.
    const memberPage = await get(`/api/products/${studio.slug}`, 'member');
    expect(memberPage.body).toContain('"stock"');
    const visitorPage = await app.inject({
      method: 'GET',
      url: `/api/products/${studio.slug}`,
      headers: { 'if-none-match': memberPage.headers.etag as string },
    });
    expect(visitorPage.statusCode).toBe(200);
    expect(visitorPage.body).not.toContain('"stock"');
    expect(visitorPage.headers.etag).not.toBe(memberPage.headers.etag);
    // And the visitor's cached page is not the member's.
    expect((await get(`/api/products/${studio.slug}`, 'member')).body).toContain('"stock"');
    // The member's ETag does not turn into a 304 for the non-member's different list.
    const memberTag = (await get(url, 'member')).headers.etag as string;
    const other = await app.inject({
      method: 'GET',
      url,
      headers: { ...as.noCard, 'if-none-match': memberTag },
    });
    expect(other.statusCode).toBe(200);
    expect(names(other)).toEqual(['Studio Kurta']);
  });

  it('serve a picture only LIMITED-EDITION designs wear to members only; the rest to everyone', async () => {
    const limitedPicture = '/media/garments/kurta-stripes-123456-abcdef-0.svg';
    const studioPicture = '/media/garments/top-plain-8a5a44-f4e1c1-0.svg';
    expect((await get(limitedPicture, 'anonymous')).statusCode).toBe(401);
    const refused = await get(limitedPicture, 'noCard');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCESS_MESSAGES.limitedPicture, code: 'MEMBERSHIP_REQUIRED' });
    const shown = await get(limitedPicture, 'member');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // Its look (a member wearing it) follows the garment.
    expect((await get('/media/looks/kurta-stripes-123456-abcdef.svg', 'noCard')).statusCode).toBe(403);
    expect((await get('/media/looks/kurta-stripes-123456-abcdef.svg', 'member')).statusCode).toBe(200);
    const open = await get(studioPicture, 'anonymous');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A garment no product wears, and a public page's garment, are public.
    expect((await get('/media/garments/dress-dots-111111-222222-1.svg', 'anonymous')).statusCode).toBe(200);
    expect((await get(publicGarmentUrl('blazer-plain-1e1d1f-c9a24a-0'), 'anonymous')).statusCode).toBe(200);
  });

  it('give the public home page names and pictures of the newest STUDIO pieces, no prices', async () => {
    const res = await get('/api/featured', 'anonymous');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        name: 'Studio Kurta',
        categorySlug: category.slug,
        images: [
          { imageUrl: '/media/garments/top-plain-8a5a44-f4e1c1-0.svg', alt: '', width: 900, height: 1200 },
          { imageUrl: '/media/garments/top-plain-8a5a44-f4e1c1-1.svg', alt: '', width: 900, height: 1200 },
        ],
      },
    ]);
  });

  it('keep category names public (menus name them); their products follow the rules above', async () => {
    expect((await get('/api/categories', 'anonymous')).statusCode).toBe(200);
    expect((await get(`/api/categories/${category.slug}`, 'anonymous')).json()).toMatchObject({
      name: 'Tops',
    });
  });
});
