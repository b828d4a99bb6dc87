import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductWithSpecs } from '../../../contracts/catalog.ts';
import { buildApp } from '../../app.ts';
import { catalogVersion, products, productVariants } from '../../db/schema/index.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from '../../test/factories.ts';
import { freePort, healthy, spawnServer } from '../../test/server-process.ts';

/**
 * The catalogue's shared cache: strong ETags and 304s, warm pages that touch no product table, and
 * answers that are never staler than the documented window (CATALOG_STALE_MS, 1 s by default), also
 * across two server processes on one database.
 */
const statements: string[] = [];
let app: TestApp;
let categoryId: string;
type Person = { id: string; headers: Record<string, string> };
let member: Person;
let voter: Person;

beforeAll(async () => {
  app = await buildTestApp({}, { logger: { logQuery: (query) => statements.push(query) } });
  categoryId = (await createCategory(app.db, 'Tops')).id;
  for (let i = 0; i < 30; i++) await createProduct(app.db, { categoryId, name: `Cached piece ${i}` });
  [member, voter] = (await createSignedInUsers(app.db, 2, { plan: 'gold' })) as [Person, Person];
});
afterAll(() => app.close());

const LIST = '/api/products?storefront=STUDIO&limit=24';
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...member.headers, ...headers } });

/** The statements one request sends. */
async function statementsOf(request: () => Promise<unknown>) {
  statements.length = 0;
  await request();
  return [...statements];
}
/**
 * Statements that read the catalogue's cards or tables. The live figures' read (catalogue version and
 * the products changed since the previous read, on every request here: catalogStaleMs 0) is not one.
 */
const touchesProducts = (qs: string[]) =>
  qs.filter(
    (q) =>
      /"products"|product_cards|product_variants|product_images/.test(q) && !/catalog_live_changes/.test(q),
  );

describe('catalogue answers carry a strong ETag', () => {
  it('answers If-None-Match with 304 and no body, without reading a product table', async () => {
    const first = await get(LIST);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"c\d+-[\w-]{16}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    let again: Awaited<ReturnType<typeof get>> | undefined;
    const sent = await statementsOf(async () => {
      again = await get(LIST, { 'if-none-match': etag });
    });
    expect(again!.statusCode).toBe(304);
    expect(again!.body).toBe('');
    expect(again!.headers.etag).toBe(etag);
    expect(touchesProducts(sent)).toEqual([]);
    // A warm page (no validator) is the cached bytes: no product table either, same body.
    let warm: Awaited<ReturnType<typeof get>> | undefined;
    const warmSent = await statementsOf(async () => {
      warm = await get(LIST);
    });
    expect(touchesProducts(warmSent)).toEqual([]);
    expect(warm!.body).toBe(first.body);
    // Both said so: from the cache (the 304 too).
    expect(again!.headers['x-cache']).toBe('HIT');
    expect(warm!.headers['x-cache']).toBe('HIT');
  });

  it('says X-Cache: MISS when it read the cards for the request, HIT while they stay cached', async () => {
    const piece = await createProduct(app.db, {
      categoryId,
      name: 'X-Cache piece',
      sizes: [{ value: 'M', stock: 2 }],
    });
    const url = '/api/products?storefront=STUDIO&limit=7';
    const cold = await get(url);
    expect(cold.statusCode).toBe(200);
    expect(cold.headers['x-cache']).toBe('MISS');
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    const card = (cold.json() as ProductCard[]).find((c) => c.id === piece.id)!;
    expect(card.sizesInStock).toEqual(['M']);
    // A sale moves a live figure only: the next answer changes, from the same cached cards.
    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, card.id));
    const sold = await get(url);
    expect((sold.json() as ProductCard[]).find((c) => c.id === card.id)!.sizesInStock).toEqual([]);
    expect(sold.headers.etag).not.toBe(cold.headers.etag);
    expect(sold.headers['x-cache']).toBe('HIT');
    // A product page: MISS first, then HIT.
    expect((await get(`/api/products/${card.slug}`)).headers['x-cache']).toBe('MISS');
    expect((await get(`/api/products/${card.slug}`)).headers['x-cache']).toBe('HIT');
  });

  it('reads a cold page in one statement (the ready cards and the version together)', async () => {
    const sent = await statementsOf(() => get('/api/products?storefront=STUDIO&limit=7&q=piece'));
    expect(touchesProducts(sent)).toHaveLength(1);
  });

  it('compresses once per encoding and tags each encoding; the bytes are the same JSON', async () => {
    const plain = await get(LIST);
    const gz = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gz"`);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    // Any encoding's tag revalidates.
    expect((await get(LIST, { 'if-none-match': gz.headers.etag as string })).statusCode).toBe(304);
  });

  it('gives cards well under 700 bytes each', async () => {
    const cards = (await get(LIST)).json() as ProductCard[];
    expect(cards).toHaveLength(24);
    expect(Buffer.byteLength(JSON.stringify(cards)) / cards.length).toBeLessThan(700);
  });

  it('caches the product page too, with its own ETag', async () => {
    const [card] = (await get(LIST)).json() as ProductCard[];
    const page = await get(`/api/products/${card!.slug}`);
    expect(page.statusCode).toBe(200);
    expect((page.json() as ProductWithSpecs).slug).toBe(card!.slug);
    const again = await get(`/api/products/${card!.slug}`, { 'if-none-match': page.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('the catalogue version', () => {
  const version = async () => (await app.db.select().from(catalogVersion))[0]!.version;

  it('moves once per committed change to a card, not for stock, votes or a rolled-back change', async () => {
    const start = await version();
    const [p] = await app.db.select().from(products).limit(2);
    await app.db.transaction(async (tx) => {
      // Several statements and rows in one transaction: one step.
      await tx.update(products).set({ pricePaise: sql`${products.pricePaise} + 100` });
      await tx.update(productVariants).set({ position: sql`${productVariants.position} + 1` });
    });
    expect(await version()).toBe(start + 1);
    // Stock is a live figure: the cards, and so the version, stay.
    await app.db.update(productVariants).set({ stock: sql`${productVariants.stock} + 1` });
    expect(await version()).toBe(start + 1);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Never' }).where(eq(products.id, p!.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version()).toBe(start + 1);
    const design = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH' });
    const afterCreate = await version();
    expect(afterCreate).toBeGreaterThan(start + 1);
    const voted = await app.inject({
      method: 'POST',
      url: `/api/products/${design.id}/vote`,
      headers: voter.headers,
    });
    expect(voted.statusCode).toBe(200);
    expect(await version()).toBe(afterCreate);
  });

  it('makes a price change, a stock change and a vote visible in the next request', async () => {
    const before = (await get(LIST)).json() as ProductCard[];
    const target = before[3]!;
    const tag = (await get(LIST)).headers.etag as string;
    await app.db.update(products).set({ pricePaise: 777700 }).where(eq(products.id, target.id));
    const priced = await get(LIST, { 'if-none-match': tag });
    expect(priced.statusCode).toBe(200);
    expect((priced.json() as ProductCard[])[3]).toMatchObject({ id: target.id, price: '7777.00' });

    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, target.id));
    expect(((await get(LIST)).json() as ProductCard[])[3]!.sizesInStock).toEqual([]);

    const design = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH', name: 'Vote me' });
    const url = `/api/products?storefront=STUDIO&status=VOTE_TO_LAUNCH&limit=5`;
    expect(((await get(url)).json() as ProductCard[])[0]).toMatchObject({ id: design.id, voteCount: 0 });
    await app.inject({ method: 'POST', url: `/api/products/${design.id}/vote`, headers: voter.headers });
    expect(((await get(url)).json() as ProductCard[])[0]).toMatchObject({ id: design.id, voteCount: 1 });
    const page = (await get(`/api/products/${design.slug}`)).json() as ProductWithSpecs;
    expect(page.voteCount).toBe(1);
  });
});

/** Two servers on one database: the other one is a real process on PostgreSQL, a second app on PGlite. */
describe('two server processes with the default window (1 s)', () => {
  const WINDOW = 1000;
  const METRICS = 'cache-test-metrics-token-0123456789';
  type Server = { origin: string; get(url: string, headers?: Record<string, string>): Promise<Response> };
  let a: Server;
  let b: Server;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let close: () => Promise<void>;
  let slug: string;
  let productId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const cat = await createCategory(database.db, 'Shirts');
    const p = await createProduct(database.db, {
      categoryId: cat.id,
      name: 'Shared shirt',
      status: 'VOTE_TO_LAUNCH',
      sizes: [{ value: 'M', stock: 0 }],
    });
    slug = p.slug;
    productId = p.id;
    const headers = (await createSignedInUsers(database.db, 1, { plan: 'gold' }))[0]!.headers;
    const config = { ...testConfig, catalogStaleMs: WINDOW, metricsToken: METRICS };
    const appA = await buildApp(config, { database, logger: false });
    await appA.listen({ port: 0, host: '127.0.0.1' });
    const client = (origin: string): Server => ({
      origin,
      get: (url: string, extra: Record<string, string> = {}) =>
        fetch(`${origin}${url}`, { headers: { ...headers, ...extra } }),
    });
    a = client(`http://127.0.0.1:${(appA.server.address() as { port: number }).port}`);
    if (database.url) {
      const port = await freePort();
      const other = spawnServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        CATALOG_STALE_MS: String(WINDOW),
        METRICS_TOKEN: METRICS,
        DATA_DIR: '/nonexistent',
      });
      await healthy(port);
      b = client(`http://127.0.0.1:${port}`);
      close = async () => {
        other.child.kill('SIGTERM');
        await other.exited;
        await appA.close();
        await database.close();
      };
    } else {
      const appB = await buildApp(config, { database, logger: false });
      await appB.listen({ port: 0, host: '127.0.0.1' });
      b = client(`http://127.0.0.1:${(appB.server.address() as { port: number }).port}`);
      close = async () => {
        await appB.close();
        await appA.close();
        await database.close();
      };
    }
  }, 90_000);
  afterAll(() => close?.());

  const cards = async (server: Server) =>
    (await (await server.get('/api/products?storefront=STUDIO')).json()) as ProductCard[];
  const db = () => database.db;
  const afterWindow = () => new Promise((r) => setTimeout(r, WINDOW + 100));

  it('agree on ETags: one server answers 304 to the tag the other gave', async () => {
    const fromA = await a.get('/api/products?storefront=STUDIO');
    expect(fromA.status).toBe(200);
    const fromB = await b.get('/api/products?storefront=STUDIO', {
      'if-none-match': fromA.headers.get('etag')!,
    });
    expect(fromB.status).toBe(304);
  });

  it('show a price change, a stock change and a vote made elsewhere within the window', async () => {
    expect((await cards(a))[0]).toMatchObject({ slug, voteCount: 0 });
    expect((await cards(b))[0]).toMatchObject({ slug, voteCount: 0 });

    await db()
      .update(products)
      .set({ pricePaise: 123400, status: 'IN_STOCK' })
      .where(eq(products.id, productId));
    await db().update(productVariants).set({ stock: 5 }).where(eq(productVariants.productId, productId));
    await afterWindow();
    for (const server of [a, b]) {
      const [first] = await cards(server);
      expect(first).toMatchObject({ slug, price: '1234.00', status: 'IN_STOCK' });
      expect(first!.sizesInStock, server.origin).toEqual(['M']);
    }

    await db().update(products).set({ status: 'VOTE_TO_LAUNCH' }).where(eq(products.id, productId));
    await afterWindow();
    const voter = (await createSignedInUsers(db(), 1, { plan: 'gold' }))[0]!;
    expect((await cards(a))[0]).toMatchObject({ slug, voteCount: 0 }); // A has just read the version
    const vote = await fetch(`${a.origin}/api/products/${productId}/vote`, {
      method: 'POST',
      headers: voter.headers,
    });
    expect(vote.status).toBe(200);
    // The process that took the vote shows it to the voter at once (read your writes), window or not.
    const votersList = await fetch(`${a.origin}/api/products?storefront=STUDIO`, { headers: voter.headers });
    expect(((await votersList.json()) as ProductCard[])[0]).toMatchObject({ slug, voteCount: 1 });
    await afterWindow();
    for (const server of [a, b]) {
      expect((await cards(server))[0]).toMatchObject({ slug, voteCount: 1 });
      const page = (await (await server.get(`/api/products/${slug}`)).json()) as ProductWithSpecs;
      expect(page.voteCount).toBe(1);
    }
  });

  /** How many list answers a server has read from the database (its card cache's misses). */
  async function listReads(server: Server) {
    const res = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } });
    const line = (await res.text())
      .split('\n')
      .find((l) => l.startsWith('roslis_catalog_card_reads_total{') && l.includes('answer="list"'));
    return Number(line?.split(' ').at(-1) ?? 0);
  }
  const versionOf = (etag: string | null) => etag?.match(/^"c(\d+)-/)?.[1];

  it('show a sale made on the other within the window, without reading their cards again', async () => {
    const cat = await createCategory(db(), 'Drop pieces');
    const piece = await createProduct(db(), {
      categoryId: cat.id,
      name: 'Drop piece',
      sizes: [
        { value: 'S', stock: 1 },
        { value: 'M', stock: 1 },
      ],
    });
    const list = `/api/products?storefront=STUDIO&categoryId=${cat.id}`;
    const card = async (server: Server) => {
      const res = await server.get(list);
      const [first] = (await res.json()) as ProductCard[];
      return { card: first!, version: versionOf(res.headers.get('etag')) };
    };
    await afterWindow();
    for (const server of [a, b]) expect((await card(server)).card.sizesInStock).toEqual(['S', 'M']);
    const before = { a: await listReads(a), b: await listReads(b), version: (await card(b)).version };

    // A member buys size S on server A.
    const [buyer] = await createSignedInUsers(db(), 1, { plan: 'gold' });
    const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${a.origin}${path}`, {
        method: 'POST',
        headers: { ...buyer!.headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
      });
    const address = await post('/api/addresses', {
      label: 'Home',
      name: 'Anjali Menon',
      phone: '98470 12345',
      line1: '14/220 Kasavu Lane, Panampilly Nagar',
      line2: '',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682036',
    });
    expect(address.status).toBe(201);
    const variantId = piece.variants.find((v) => v.value === 'S')!.id;
    expect((await post('/api/cart', { productId: piece.id, variantId, quantity: 1 })).status).toBe(201);
    const order = await post(
      '/api/orders',
      { addressId: ((await address.json()) as { id: string }).id },
      { 'idempotency-key': `cache-test-${piece.id}` },
    );
    expect(order.status).toBe(201);

    // A shows it to the buyer at once (read your writes); to everyone, on A and B, within the window.
    // Neither reads its cards again: the sale moved the live figures, not the catalogue version.
    const buyersList = await fetch(`${a.origin}${list}`, { headers: buyer!.headers });
    expect(((await buyersList.json()) as ProductCard[])[0]!.sizesInStock).toEqual(['M']);
    await afterWindow();
    for (const server of [a, b]) {
      const seen = await card(server);
      expect(seen.card, server.origin).toMatchObject({ sizes: ['S', 'M'], sizesInStock: ['M'] });
      expect(seen.version).toBe(before.version);
    }
    expect(await listReads(a)).toBe(before.a);
    expect(await listReads(b)).toBe(before.b);
  });
});
