import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CardImage,
  ProductCard,
  ProductImage,
  ProductVariant,
  ProductWithSpecs,
  VariantKind,
} from '../../../contracts/catalog.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  catalogVersion,
  categories,
  productAttributes,
  productImages,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { seedDemoCatalog } from '../../seed/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { addToCart, placeOrder, saveAddress } from '../../test/orders.ts';

/**
 * Each product's card and page are kept as ready JSON (product_cards, written at commit by the
 * catalogue's triggers), apart from the live figures (stock, votes, pre-orders) that the server adds.
 * What a member gets must be what the catalogue built from its tables before, and an order must leave
 * the cards (and the catalogue version that keys every cached answer) as they are.
 */

/** json_agg comes back parsed from both drivers; accept a string too. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const withoutEmptyVariants = <T extends { variants?: unknown }>(images: T[]): T[] =>
  images.map((image) => {
    if (image.variants) return image;
    const { variants: _none, ...rest } = image;
    return rest as T;
  });
const unitsLeft = (r: { preOrderLimit: number | null; preOrderCount: number }) =>
  r.preOrderLimit === null ? null : Math.max(0, r.preOrderLimit - r.preOrderCount);

/** The cards as the catalogue built them from its tables in one query (aggregating images and sizes). */
async function cardsFromTables(db: DbOrTx): Promise<ProductCard[]> {
  const id = sql.raw('"products"."id"');
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      compareAtPricePaise: products.compareAtPricePaise,
      status: products.status,
      categoryId: products.categoryId,
      availableIn: products.availableIn,
      isSignature: products.isSignature,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      preOrderLimit: products.preOrderLimit,
      preOrderEndDate: products.preOrderEndDate,
      preOrderCount: products.preOrderCount,
      images: sql`(select coalesce(json_agg(json_build_object('url', i.image_url, 'width', i.width,
        'height', i.height, 'variants', nullif(i.variants, '[]'::jsonb)) order by i.is_primary desc, i.position), '[]'::json)
        from (select * from ${productImages} i0 where i0.product_id = ${id}
          order by i0.is_primary desc, i0.position limit 2) i)`.mapWith((v) =>
        withoutEmptyVariants(fromJson<CardImage[]>(v)),
      ),
      variants: sql`(select coalesce(json_agg(json_build_array(v.name, v.value, v.stock > 0)
        order by v.name, v.position), '[]'::json) from ${productVariants} v where v.product_id = ${id})`.mapWith(
        (v) => fromJson<[VariantKind, string, boolean][]>(v),
      ),
    })
    .from(products);
  return rows.map((r) => {
    const sizes: string[] = [];
    const sizesInStock: string[] = [];
    const colours: string[] = [];
    for (const [name, value, inStock] of r.variants) {
      if (name === 'size') {
        sizes.push(value);
        if (inStock) sizesInStock.push(value);
      } else colours.push(value);
    }
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      price: paiseToPrice(r.pricePaise),
      compareAtPrice: r.compareAtPricePaise === null ? null : paiseToPrice(r.compareAtPricePaise),
      status: r.status,
      categoryId: r.categoryId,
      availableIn: r.availableIn,
      images: r.images,
      voteCount: r.voteCount,
      voteThreshold: r.voteThreshold,
      preOrderLimit: r.preOrderLimit,
      unitsLeft: unitsLeft(r),
      preOrderEndDate: r.preOrderEndDate?.toISOString() ?? null,
      sizes,
      sizesInStock: r.status === 'PRE_ORDER' ? sizes : sizesInStock,
      colours,
      signature: r.isSignature,
    };
  });
}

/** The product page as the catalogue built it from its tables in one query. */
async function pageFromTables(db: DbOrTx, slug: string): Promise<ProductWithSpecs> {
  const id = sql.raw('"products"."id"');
  const [r] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      pricePaise: products.pricePaise,
      compareAtPricePaise: products.compareAtPricePaise,
      status: products.status,
      categoryId: products.categoryId,
      categoryName: categories.name,
      categorySlug: categories.slug,
      availableIn: products.availableIn,
      isSignature: products.isSignature,
      voteCount: products.voteCount,
      voteThreshold: products.voteThreshold,
      readyToLaunchAt: products.readyToLaunchAt,
      preOrderLimit: products.preOrderLimit,
      preOrderEndDate: products.preOrderEndDate,
      preOrderCount: products.preOrderCount,
      rating: products.rating,
      reviewCount: products.reviewCount,
      fitTendency: products.fitTendency,
      details: products.details,
      createdAt: products.createdAt,
      images: sql`(select coalesce(json_agg(json_build_object('id', i.id, 'imageUrl', i.image_url,
        'isPrimary', i.is_primary, 'alt', i.alt, 'width', i.width, 'height', i.height,
        'variants', nullif(i.variants, '[]'::jsonb))
        order by i.is_primary desc, i.position), '[]'::json)
        from ${productImages} i where i.product_id = ${id})`.mapWith((v) =>
        withoutEmptyVariants(fromJson<ProductImage[]>(v)),
      ),
      variants: sql`(select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name,
        'value', v.value, 'stock', v.stock) order by v.name, v.position), '[]'::json)
        from ${productVariants} v where v.product_id = ${id})`.mapWith((v) => fromJson<ProductVariant[]>(v)),
      specs: sql`(select coalesce(json_agg(json_build_object('label', a.label, 'value', a.value)
        order by a.position, a.label), '[]'::json)
        from ${productAttributes} a where a.product_id = ${id})`.mapWith((v) =>
        fromJson<{ label: string; value: string }[]>(v),
      ),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug));
  if (!r) throw new Error(`no product ${slug}`);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    price: paiseToPrice(r.pricePaise),
    compareAtPrice: r.compareAtPricePaise === null ? null : paiseToPrice(r.compareAtPricePaise),
    status: r.status,
    categoryId: r.categoryId,
    category: { id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
    availableIn: r.availableIn,
    images: r.images,
    variants: r.variants,
    details: r.details,
    voteCount: r.voteCount,
    voteThreshold: r.voteThreshold,
    readyToLaunch: r.readyToLaunchAt !== null,
    preOrderLimit: r.preOrderLimit,
    preOrderEndDate: r.preOrderEndDate?.toISOString() ?? null,
    preOrderCount: r.preOrderCount,
    unitsLeft: unitsLeft(r),
    rating: r.rating === null ? null : Number(r.rating),
    reviewCount: r.reviewCount,
    fitTendency: r.fitTendency,
    createdAt: r.createdAt.toISOString(),
    membersOnly: r.availableIn === 'LIMITED-EDITION',
    signature: r.isSignature,
    specs: r.specs,
  };
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

describe('the ready cards of the demo catalogue', () => {
  let app: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.transaction((tx) => seedDemoCatalog(tx));
    // What the demo lacks: an uploaded photo's variants, colours, text that JSON must escape, a rating.
    const cat = (await app.db.select().from(categories).limit(1))[0]!;
    const odd = await createProduct(app.db, {
      categoryId: cat.id,
      name: 'Kasavu "Onam" set — ½ \\ tab\there',
      compareAtPricePaise: 199_905,
      pricePaise: 149_901,
      sizes: [
        { value: 'M', stock: 2 },
        { value: 'S', stock: 0 },
      ],
      signature: true,
      availableIn: 'LIMITED-EDITION',
      specs: [{ label: 'Weave "tight"', value: 'Line one\nline two' }],
    });
    await app.db.insert(productVariants).values([
      { productId: odd.id, name: 'color', value: 'Gold/Ivory', stock: 3, position: 1 },
      { productId: odd.id, name: 'color', value: 'Red', stock: 0, position: 0 },
    ]);
    await app.db
      .update(productImages)
      .set({
        variants: [
          { width: 480, format: 'avif', url: `/media/products/${odd.id}/a-480.avif` },
          { width: 480, format: 'webp', url: `/media/products/${odd.id}/a-480.webp` },
        ],
      })
      .where(eq(productImages.productId, odd.id));
    await app.db
      .update(products)
      .set({ rating: '4.5', reviewCount: 2, preOrderEndDate: new Date('2026-12-01T10:11:12.345Z') })
      .where(eq(products.id, odd.id));
    headers = (await createSignedInUsers(app.db, 1, { plan: 'gold' }))[0]!.headers;
  }, 120_000);
  afterAll(() => app?.close());

  it('equal, with their live figures, the cards built from the tables (every product)', async () => {
    const served: ProductCard[] = [];
    for (let cursor: string | undefined, guard = 0; guard < 20; guard++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/products?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      served.push(...(res.json() as ProductCard[]));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    const expected = await cardsFromTables(app.db);
    expect(expected.length).toBeGreaterThan(90);
    expect(byId(served)).toEqual(byId(expected));
  });

  it('equal, with their live figures, the product pages built from the tables (every product)', async () => {
    const slugs = (await app.db.select({ slug: products.slug }).from(products)).map((p) => p.slug);
    for (const slug of slugs) {
      const res = await app.inject({ method: 'GET', url: `/api/products/${slug}`, headers });
      expect(res.statusCode, slug).toBe(200);
      expect(res.json(), slug).toEqual(await pageFromTables(app.db, slug));
    }
  });
});

describe('an order, a vote and a change to a card', () => {
  const statements: string[] = [];
  let app: TestApp;
  let categoryId: string;
  let buyer: { id: string; headers: Record<string, string> };

  beforeAll(async () => {
    // catalogStaleMs 0 (testConfig): every request reads the changes since the last one.
    app = await buildTestApp({}, { logger: { logQuery: (query) => statements.push(query) } });
    categoryId = (await createCategory(app.db, 'Drop')).id;
    buyer = (await createSignedInUsers(app.db, 1, { plan: 'gold' }))[0]!;
  });
  afterAll(() => app.close());

  const version = async () => (await app.db.select().from(catalogVersion))[0]!.version;
  const get = (url: string, extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...buyer.headers, ...extra } });
  /** The statements a request sends that read the cards themselves (not the live figures). */
  async function cardReads(request: () => Promise<unknown>) {
    statements.length = 0;
    await request();
    return statements.filter((q) => /product_cards/.test(q));
  }
  /** An order by a member of its own (an order leaves the bag as it is until it is paid). */
  const buy = async (productId: string, variantId: string, quantity = 1) => {
    const [member] = await createSignedInUsers(app.db, 1, { plan: 'gold' });
    await addToCart(app, member!.headers, productId, variantId, quantity);
    return placeOrder(app, member!.headers, await saveAddress(app, member!.headers));
  };

  it('leaves the version and the cached cards as they are, and the next answer shows the sizes left', async () => {
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Drop tunic',
      availableIn: 'LIMITED-EDITION',
      sizes: [
        { value: 'S', stock: 1 },
        { value: 'M', stock: 2 },
      ],
    });
    const list = `/api/products?storefront=LIMITED-EDITION&categoryId=${categoryId}`;
    const before = await get(list);
    expect((before.json() as ProductCard[])[0]).toMatchObject({ id: piece.id, sizesInStock: ['S', 'M'] });
    const etag = before.headers.etag as string;
    const page = await get(`/api/products/${piece.slug}`);
    const atVersion = await version();

    await buy(piece.id, piece.variants[0]!.id);
    expect(await version()).toBe(atVersion);
    let after: Awaited<ReturnType<typeof get>> | undefined;
    expect(
      await cardReads(async () => {
        after = await get(list, { 'if-none-match': etag });
      }),
    ).toEqual([]);
    expect(after!.statusCode).toBe(200);
    expect(after!.headers.etag).not.toBe(etag);
    expect((after!.json() as ProductCard[])[0]).toMatchObject({
      id: piece.id,
      sizes: ['S', 'M'],
      sizesInStock: ['M'],
    });
    let product: Awaited<ReturnType<typeof get>> | undefined;
    expect(
      await cardReads(async () => {
        product = await get(`/api/products/${piece.slug}`, { 'if-none-match': page.headers.etag as string });
      }),
    ).toEqual([]);
    expect(product!.statusCode).toBe(200);
    expect((product!.json() as ProductWithSpecs).variants.map((v) => [v.value, v.stock])).toEqual([
      ['S', 0],
      ['M', 2],
    ]);
    // Unchanged figures: the same validator, a 304.
    expect((await get(list, { 'if-none-match': after!.headers.etag as string })).statusCode).toBe(304);
  });

  it('shows a piece whose every size is sold as sold out, and a full pre-order with no units left', async () => {
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'Last one',
      sizes: [{ value: 'L', stock: 1 }],
    });
    const preOrder = await createProduct(app.db, {
      categoryId,
      name: 'Pre-order run',
      status: 'PRE_ORDER',
      preOrderLimit: 2,
      preOrderEndDate: new Date(Date.now() + 7 * 86_400_000),
      sizes: [{ value: 'M', stock: 0 }],
    });
    const list = `/api/products?categoryId=${categoryId}&storefront=STUDIO`;
    const card = async (id: string) => ((await get(list)).json() as ProductCard[]).find((c) => c.id === id);
    expect(await card(piece.id)).toMatchObject({ sizesInStock: ['L'] });
    expect(await card(preOrder.id)).toMatchObject({ unitsLeft: 2, sizesInStock: ['M'] });

    await buy(piece.id, piece.variants[0]!.id);
    await buy(preOrder.id, preOrder.variants[0]!.id, 2);
    expect(await card(piece.id)).toMatchObject({ sizes: ['L'], sizesInStock: [] });
    expect(await card(preOrder.id)).toMatchObject({ unitsLeft: 0 });
    const page = (await get(`/api/products/${piece.slug}`)).json() as ProductWithSpecs;
    expect(page.variants).toEqual([expect.objectContaining({ value: 'L', stock: 0 })]);
    const full = (await get(`/api/products/${preOrder.slug}`)).json() as ProductWithSpecs;
    expect(full).toMatchObject({ preOrderCount: 2, unitsLeft: 0 });
    // Another buyer is refused by the order itself, whatever a card showed.
    const [late] = await createSignedInUsers(app.db, 1, { plan: 'gold' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: late!.headers,
      payload: { productId: piece.id, variantId: piece.variants[0]!.id, quantity: 1 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('counts a vote as a live figure: the version stays, the card and page show it', async () => {
    const design = await createProduct(app.db, { categoryId, name: 'Vote me', status: 'VOTE_TO_LAUNCH' });
    const list = `/api/products?categoryId=${categoryId}&status=VOTE_TO_LAUNCH`;
    expect(((await get(list)).json() as ProductCard[])[0]).toMatchObject({ id: design.id, voteCount: 0 });
    const atVersion = await version();
    const voted = await app.inject({
      method: 'POST',
      url: `/api/products/${design.id}/vote`,
      headers: buyer.headers,
    });
    expect(voted.statusCode).toBe(200);
    expect(await version()).toBe(atVersion);
    expect(await cardReads(() => get(list))).toEqual([]);
    expect(((await get(list)).json() as ProductCard[])[0]).toMatchObject({ id: design.id, voteCount: 1 });
    expect(((await get(`/api/products/${design.slug}`)).json() as ProductWithSpecs).voteCount).toBe(1);
  });

  it('moves the version for a name, a price or a picture, and the card shows the change', async () => {
    const piece = await createProduct(app.db, { categoryId, name: 'Renamed soon' });
    const list = `/api/products?categoryId=${categoryId}&storefront=STUDIO&limit=1`;
    expect(((await get(list)).json() as ProductCard[])[0]).toMatchObject({
      id: piece.id,
      name: 'Renamed soon',
    });

    let atVersion = await version();
    await app.db
      .update(products)
      .set({ name: 'Renamed', pricePaise: 259_900 })
      .where(eq(products.id, piece.id));
    expect(await version()).toBe(atVersion + 1);
    expect(await cardReads(() => get(list))).toHaveLength(1);
    expect(((await get(list)).json() as ProductCard[])[0]).toMatchObject({
      name: 'Renamed',
      price: '2599.00',
    });

    atVersion = await version();
    await app.db.update(productImages).set({ isPrimary: false }).where(eq(productImages.productId, piece.id));
    await app.db.insert(productImages).values({
      productId: piece.id,
      imageUrl: '/media/garments/top-plain-111111-222222-0.svg',
      isPrimary: true,
      position: 5,
    });
    expect(await version()).toBe(atVersion + 2);
    const [card] = (await get(list)).json() as ProductCard[];
    expect(card!.images[0]!.url).toBe('/media/garments/top-plain-111111-222222-0.svg');
    const page = (await get(`/api/products/${piece.slug}`)).json() as ProductWithSpecs;
    expect(page.images).toHaveLength(3);
  });

  it('keeps a category rename in every page of it; a deleted product leaves the lists', async () => {
    const piece = await createProduct(app.db, { categoryId, name: 'In a renamed category' });
    await app.db.update(categories).set({ name: 'Drop day' }).where(eq(categories.id, categoryId));
    const page = (await get(`/api/products/${piece.slug}`)).json() as ProductWithSpecs;
    expect(page.category).toMatchObject({ id: categoryId, name: 'Drop day' });
    await app.db.delete(products).where(eq(products.id, piece.id));
    const cards = (
      await get(`/api/products?categoryId=${categoryId}&storefront=STUDIO`)
    ).json() as ProductCard[];
    expect(cards.map((c) => c.id)).not.toContain(piece.id);
    expect((await get(`/api/products/${piece.slug}`)).statusCode).toBe(404);
  });
});
