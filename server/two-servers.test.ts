import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../contracts/admin-products.ts';
import type { CartItem } from '../contracts/cart.ts';
import type { ProductCard } from '../contracts/catalog.ts';
import {
  accounts,
  cardEvents,
  jobLeases,
  orderEvents,
  orders,
  products,
  productVariants,
} from './db/schema/index.ts';
import { openEmptyTestDatabase, type TestApp } from './test/app.ts';
import { createCategory, createProduct, createUser } from './test/factories.ts';
import { addToCart, newKey, saveAddress } from './test/orders.ts';
import { deleteKeys, testKeyPrefix } from './test/redis.ts';
import { type LocalS3, startLocalS3 } from './test/s3.ts';
import { freePort, healthy, spawnServer } from './test/server-process.ts';

/**
 * Two servers, one database: two real app processes (server/main.ts) on one PostgreSQL
 * database and one Redis, started together on an empty database (each migrates it as it starts: they
 * take turns), then a member's requests sent alternately to both. Sessions, the sign-in throttle,
 * pre-order holds, order reservations and their expiry job, the catalogue, and uploads (one bucket on a
 * local S3-compatible server, STORAGE=s3) behave as on one server.
 * Needs PostgreSQL and Redis (two processes cannot share a PGlite directory): CI sets both.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const why = 'two servers need TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis); CI sets both';

const LOGIN_LIMIT = 3;
const RESERVATION_SECONDS = 5; // the smallest ORDER_RESERVATION_SECONDS: the expiry job runs every 1.25 s
const STALE_MS = 1000; // CATALOG_STALE_MS, the default
const PUBLIC_ORIGIN = 'http://127.0.0.1:5330';
const METRICS_TOKEN = 'two-servers-metrics-token';

type Reply = {
  status: number;
  body: string;
  etag: string | null;
  json: <T = Record<string, unknown>>() => T;
  cookie: string | undefined;
};
type Server = {
  name: 'A' | 'B';
  origin: string;
  call(method: string, url: string, headers?: Record<string, string>, payload?: unknown): Promise<Reply>;
  /** The shape of app.inject the shared test helpers use (server/test/orders.ts), over real HTTP. */
  app: TestApp;
};

function serverAt(name: 'A' | 'B', origin: string): Server {
  const call: Server['call'] = async (method, url, headers = {}, payload) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await res.text();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    return {
      status: res.status,
      body,
      etag: res.headers.get('etag'),
      json: <T>() => JSON.parse(body) as T,
      cookie,
    };
  };
  const inject = async (req: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const res = await call(req.method, req.url, req.headers, req.payload);
    return { statusCode: res.status, body: res.body, json: res.json };
  };
  return { name, origin, call, app: { inject } as unknown as TestApp };
}

describe.skipIf(!databaseUrl || !redisUrl)(`two servers, one database (${why})`, () => {
  let database: Awaited<ReturnType<typeof openEmptyTestDatabase>>;
  const prefix = testKeyPrefix();
  const children: ReturnType<typeof spawnServer>[] = [];
  let a: Server;
  let b: Server;
  const started = Date.now();
  const figures: Record<string, string> = {};
  let categoryId: string;
  let s3: LocalS3;
  let bucket: string;

  beforeAll(async () => {
    // An empty database: both servers migrate it as they start, at the same moment (a deploy).
    database = await openEmptyTestDatabase();
    s3 = await startLocalS3();
    bucket = await s3.newBucket();
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      children.push(
        spawnServer({
          DATABASE_URL: database.url!,
          REDIS_URL: redisUrl!,
          REDIS_KEY_PREFIX: prefix,
          PORT: String(port),
          DATA_DIR: '/nonexistent',
          PUBLIC_ORIGIN,
          JOBS_ENABLED: 'true',
          LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
          ORDER_RESERVATION_SECONDS: String(RESERVATION_SECONDS),
          CATALOG_STALE_MS: String(STALE_MS),
          METRICS_TOKEN,
          // Uploads in one bucket (each server's DATA_DIR is its own, and holds none).
          STORAGE: 's3',
          S3_BUCKET: bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        }),
      );
    }
    try {
      // Generous: in CI they start while the rest of the server suite runs on the same two CPUs.
      await Promise.all(ports.map((port) => healthy(port, 120_000)));
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${children.map((c) => c.output()).join('\n')}`);
    }
    categoryId = (await createCategory(database.db, 'Sarees')).id;
    a = serverAt('A', `http://127.0.0.1:${ports[0]}`);
    b = serverAt('B', `http://127.0.0.1:${ports[1]}`);
    figures.start = `${Date.now() - started} ms`;
  }, 150_000);

  afterAll(async () => {
    for (const c of children) c.child.kill('SIGTERM');
    await Promise.all(children.map((c) => c.exited));
    await database?.close();
    await s3?.close();
    if (redisUrl) await deleteKeys(redisUrl, prefix);
    figures.total = `${Date.now() - started} ms`;
    console.log(`two servers: ${JSON.stringify(figures)}`);
  });

  async function signIn(server: Server, email: string, password: string) {
    const res = await server.call('POST', '/api/auth/login', {}, { email, password });
    expect(res.status, res.body).toBe(200);
    return { cookie: res.cookie!.split(';')[0]!, token: res.json().token as string };
  }

  /** A member whose card is active, signed in on `server` (a Bearer token, as the app's API clients send). */
  async function newMember(server: Server) {
    const user = await createUser(database.db, { plan: 'gold', cardStatus: 'active' });
    const { token } = await signIn(server, user.email, user.password);
    return { userId: user.id, headers: { authorization: `Bearer ${token}` } };
  }

  it('share sessions: signed in on A, the cookie works on B; signed out on B, it no longer works on A', async () => {
    const member = await createUser(database.db, { plan: 'gold', cardStatus: 'active' });
    const { cookie } = await signIn(a, member.email, member.password);
    const onB = await b.call('GET', '/api/auth/me', { cookie });
    expect(onB.status, onB.body).toBe(200);
    expect(onB.json().id).toBe(member.id);
    expect((await a.call('GET', '/api/cart', { cookie })).status).toBe(200);

    expect((await b.call('POST', '/api/auth/signout', { cookie })).status).toBe(200);
    // Everything that acts checks the session in the database: ended at once on A too.
    expect((await a.call('GET', '/api/auth/me', { cookie })).status).toBe(401);
    expect((await a.call('GET', '/api/cart', { cookie })).status).toBe(401);
    // The catalogue remembers a session for CATALOG_STALE_MS at most (its pages are cached per process).
    await new Promise((r) => setTimeout(r, STALE_MS + 100));
    for (const server of [a, b]) {
      expect((await server.call('GET', '/api/products?storefront=STUDIO', { cookie })).status).toBe(401);
    }
  });

  it(`count failed sign-ins across both: ${LOGIN_LIMIT - 1} on A and 1 on B, and the next is refused on either`, async () => {
    const member = await createUser(database.db);
    const wrong = { email: member.email, password: 'Wrong@12345' };
    for (const server of [a, a, b]) {
      const res = await server.call('POST', '/api/auth/login', {}, wrong);
      expect(res.status, `${server.name}: ${res.body}`).toBe(401);
    }
    // Even the right password now waits: the count is shared through Redis, not per process.
    for (const server of [b, a]) {
      const res = await server.call('POST', '/api/auth/login', {}, { ...wrong, password: member.password });
      expect(res.status, server.name).toBe(429);
      expect(res.json().message).toMatch(/Too many failed sign-in attempts/);
    }
  });

  it('share pre-order holds: a hold made on A is in the cart on B, and the last unit goes to exactly one of two servers', async () => {
    const piece = await createProduct(database.db, {
      categoryId,
      status: 'PRE_ORDER',
      preOrderLimit: 2,
      preOrderEndDate: new Date(Date.now() + 10 * 86_400_000),
    });
    const first = await newMember(a);
    const second = await newMember(b);
    const third = await newMember(a);
    await addToCart(a.app, first.headers, piece.id, null);
    const cart = (await b.call('GET', '/api/cart', first.headers)).json<CartItem[]>();
    expect(cart).toMatchObject([{ product: { id: piece.id }, isPreOrder: true, holdExpired: false }]);

    // One unit left: two members ask for it at the same moment, one on each server.
    const ask = { productId: piece.id, variantId: null, quantity: 1 };
    const asks = await Promise.all([
      a.call('POST', '/api/cart', second.headers, ask),
      b.call('POST', '/api/cart', third.headers, ask),
    ]);
    expect(asks.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(asks.find((r) => r.status === 409)!.json().message).toBe(
      'All 2 pre-order units of this piece are taken. Pre-orders are closed.',
    );
    const [row] = await database.db.select().from(products).where(eq(products.id, piece.id));
    expect(row!.preOrderCount).toBe(2);
  });

  it('run a due job once though both servers run it: a lapsed reservation released once, a card judged once', async () => {
    // The card life cycle runs every 3 hours in each server; here two hand runs (npm run job) beside
    // them, started together, take the same lease: a card that owed last month a purchase turns inactive once.
    const owing = await createUser(database.db, { plan: 'gold', cardStatus: 'active' });
    await database.db
      .update(accounts)
      .set({ cardActivatedAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(accounts.userId, owing.id));
    const handRuns = [0, 1].map(() =>
      spawnServer(
        { DATABASE_URL: database.url!, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix, PUBLIC_ORIGIN },
        [process.execPath, '--import', 'tsx', 'scripts/run-job.ts', 'membership.card-life-cycle'],
      ),
    );

    const piece = await createProduct(database.db, { categoryId, sizes: [{ value: 'M', stock: 1 }] });
    const variantId = piece.variants[0]!.id;
    // Each buyer signs in on one server, saves the address on the other, fills the cart on the first.
    const buyers = await Promise.all(
      [
        [a, b],
        [b, a],
      ].map(async ([one, other]) => {
        const buyer = await newMember(one!);
        const addressId = await saveAddress(other!.app, buyer.headers);
        await addToCart(one!.app, buyer.headers, piece.id, variantId);
        return { ...buyer, addressId };
      }),
    );
    // Both check out the last piece at once, one on each server: one order reserves it.
    const placed = await Promise.all(
      buyers.map((buyer, i) =>
        (i ? b : a).call(
          'POST',
          '/api/orders',
          { ...buyer.headers, 'idempotency-key': newKey() },
          {
            addressId: buyer.addressId,
          },
        ),
      ),
    );
    expect(placed.map((r) => r.status).sort(), placed.map((r) => r.body).join('\n')).toEqual([201, 409]);
    const winner = buyers[placed.findIndex((r) => r.status === 201)]!;
    const stock = async () =>
      (await database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
    expect(await stock()).toBe(0);

    // Both servers run orders.expire-reservations every 1.25 s; after the window the order is cancelled
    // and its piece comes back once (not once per server).
    const [order] = await database.db.select().from(orders).where(eq(orders.userId, winner.userId));
    const waitFrom = Date.now();
    const holders = new Set<string>();
    let status = order!.status;
    while (status === 'pending_payment' && Date.now() - waitFrom < (RESERVATION_SECONDS + 10) * 1000) {
      await new Promise((r) => setTimeout(r, 250));
      const [lease] = await database.db
        .select()
        .from(jobLeases)
        .where(eq(jobLeases.name, 'orders.expire-reservations'));
      if (lease) holders.add(lease.holder);
      status = (await database.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status;
    }
    expect(status).toBe('cancelled');
    // Another run or two of both servers' jobs: still one cancellation, one unit back.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await stock()).toBe(1);
    const cancelled = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.toStatus, 'cancelled')));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.actor).toBe('system');
    const late = cancelled[0]!.createdAt.getTime() - order!.reservedUntil!.getTime();
    figures.expiry = `cancelled ${late} ms after the reservation ended; lease holders seen: ${holders.size}`;
    // Each lease names one of the two processes (host:pid:random).
    const pids = children.map((c) => String(c.child.pid));
    for (const holder of holders) expect(pids).toContain(holder.split(':').at(-2));
    const codes = await Promise.all(handRuns.map((run) => run.exited));
    const outputs = handRuns.map((run) => run.output());
    expect(
      codes.every((c) => c === 0 || c === 1),
      outputs.join('\n'),
    ).toBe(true);
    expect(
      outputs.some((o) => o.includes('membership.card-life-cycle ran at')),
      outputs.join('\n'),
    ).toBe(true);
    const judged = await database.db.select().from(cardEvents).where(eq(cardEvents.userId, owing.id));
    expect(judged.map((e) => e.kind)).toEqual(['deactivated']);
    const [card] = await database.db.select().from(accounts).where(eq(accounts.userId, owing.id));
    expect(card!.cardStatus).toBe('inactive');
    // Either server shows the member the lapsed checkout as cancelled at its address (her list leaves an
    // unpaid, closed checkout out: it was never an order to her).
    for (const server of [a, b]) {
      const mine = await server.call('GET', `/api/orders/${order!.number}`, winner.headers);
      expect(mine.status).toBe(200);
      expect(mine.json()).toMatchObject({ status: 'cancelled' });
    }
  }, 120_000); // two hand runs start beside the servers (a few seconds each on an idle machine)

  it('share uploads through one bucket: a product photo uploaded on A is served by B in every size', async () => {
    const admin = await createUser(database.db, { role: 'admin' });
    const piece = await createProduct(database.db, { categoryId });
    const photo = await sharp({
      create: { width: 500, height: 600, channels: 3, background: { r: 200, g: 170, b: 120 } },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const boundary = '----roslistwoservers';
    const upload = await fetch(`${a.origin}/api/admin/products/${piece.id}/images`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await signIn(a, admin.email, admin.password)).token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="tunic.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const image = ((await upload.json()) as AdminProduct).images.find((i) => i.variants.length > 0)!;
    for (const variant of image.variants) {
      const res = await fetch(`${b.origin}${variant.url}`);
      expect(res.status, variant.url).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(variant.width);
    }
    expect(await s3.keys(bucket, `products/${piece.id}/`)).toHaveLength(image.variants.length + 1);
  });

  it(`show an admin's product change made on one server on the other within CATALOG_STALE_MS (${STALE_MS} ms)`, async () => {
    const admin = await createUser(database.db, { role: 'admin' });
    const adminHeaders = { authorization: `Bearer ${(await signIn(a, admin.email, admin.password)).token}` };
    const viewer = (await newMember(b)).headers;
    const list = '/api/products?storefront=STUDIO&limit=48';
    const cards = async (server: Server) => (await server.call('GET', list, viewer)).json() as ProductCard[];
    await cards(a);
    await cards(b); // both have read (and cached) the list

    /** Poll `server` until `seen` holds; answers how long it took. */
    async function until(server: Server, seen: (cs: ProductCard[]) => boolean) {
      const from = Date.now();
      while (!seen(await cards(server))) {
        expect(Date.now() - from, `${server.name} still shows the old catalogue`).toBeLessThan(
          STALE_MS + 500,
        );
        await new Promise((r) => setTimeout(r, 50));
      }
      return Date.now() - from;
    }

    const body = {
      name: 'Two-server Kasavu Saree',
      slug: `two-server-kasavu-${Date.now()}`,
      description: 'Handloom cotton with a gold border.',
      details: [{ label: 'Fabric', value: 'Handloom cotton' }],
      categoryId,
      availableIn: 'STUDIO',
      status: 'IN_STOCK',
      pricePaise: 249900,
      compareAtPricePaise: null,
      voteThreshold: 100,
      preOrderLimit: null,
      preOrderEndDate: null,
      variants: [{ name: 'size', value: 'M', stock: 3 }],
    };
    const created = await a.call('POST', '/api/admin/products', adminHeaders, body);
    expect(created.status, created.body).toBe(201);
    const id = created.json().id as string;
    const added = await until(b, (cs) => cs.some((c) => c.id === id && c.price === '2499.00'));

    const edited = await b.call('PUT', `/api/admin/products/${id}`, adminHeaders, {
      ...body,
      pricePaise: 199900,
    });
    expect(edited.status, edited.body).toBe(200);
    // The server that made the change shows it to its writer at once; everyone, there and on the
    // other server, within the window.
    const writers = (await b.call('GET', list, adminHeaders)).json() as ProductCard[];
    expect(writers.find((c) => c.id === id)?.price).toBe('1999.00');
    await until(b, (cs) => cs.some((c) => c.id === id && c.price === '1999.00'));
    const repriced = await until(a, (cs) => cs.some((c) => c.id === id && c.price === '1999.00'));
    figures.catalogue = `new product on B after ${added} ms, new price on A after ${repriced} ms`;
  });

  it(`show a sale made on one server on the other's list and product page within CATALOG_STALE_MS (${STALE_MS} ms), its cards still warm`, async () => {
    const piece = await createProduct(database.db, { categoryId, sizes: [{ value: 'M', stock: 1 }] });
    const variantId = piece.variants[0]!.id;
    const viewer = (await newMember(b)).headers;
    const buyer = await newMember(a);
    const addressId = await saveAddress(a.app, buyer.headers);
    await addToCart(a.app, buyer.headers, piece.id, variantId);
    const list = '/api/products?storefront=STUDIO&limit=48';
    const page = `/api/products/${piece.slug}`;
    const cardOn = async (server: Server) => {
      const res = await server.call('GET', list, viewer);
      expect(res.status, res.body).toBe(200);
      return { etag: res.etag!, card: res.json<ProductCard[]>().find((c) => c.id === piece.id) };
    };
    const pageOn = async (server: Server) => {
      const res = await server.call('GET', page, viewer);
      expect(res.status, res.body).toBe(200);
      return { etag: res.etag!, stock: res.json<{ variants: { stock: number }[] }>().variants[0]!.stock };
    };
    /** The answers B read from the database (its cards), from its /metrics. */
    const cardReads = async (server: Server) => {
      const res = await server.call('GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(res.status, res.body).toBe(200);
      const reads: Record<string, number> = {};
      for (const m of res.body.matchAll(
        /^roslis_catalog_card_reads_total\{[^}]*\banswer="(\w+)"[^}]*\} (\d+)$/gm,
      ))
        reads[m[1]!] = Number(m[2]);
      return reads;
    };

    // Both servers read (and cache) the list with the piece's one unit, and its page. The piece was
    // written straight to the database: wait for each to show it (the catalogue moves within the window).
    for (const server of [a, b]) {
      const from = Date.now();
      while (!(await cardOn(server)).card) {
        expect(Date.now() - from, `${server.name} does not list the new piece`).toBeLessThan(STALE_MS * 10);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await cardOn(server)).card!.sizesInStock).toEqual(['M']);
      expect((await pageOn(server)).stock).toBe(1);
    }
    const before = { reads: await cardReads(b), list: (await cardOn(b)).etag, page: (await pageOn(b)).etag };
    expect(before.reads.list, 'B counts its list reads').toBeGreaterThan(0);
    expect(before.reads.product, 'B counts its product page reads').toBeGreaterThan(0);

    // A member buys the last unit on A (the real order API, paid in the sandbox).
    const placed = await a.call(
      'POST',
      '/api/orders',
      { ...buyer.headers, 'idempotency-key': newKey() },
      { addressId },
    );
    expect(placed.status, placed.body).toBe(201);
    const soldAt = Date.now();
    const payment = placed.json<{ payment: { id: string } | null }>().payment;
    const paid = payment
      ? a.call('POST', '/api/payment/sandbox/complete', buyer.headers, {
          orderId: payment.id,
          outcome: 'success',
        })
      : null;

    /**
     * Ask B until it shows the piece sold out. The window is a bound, not a hope: an answer may still
     * show the unit only to a request sent within CATALOG_STALE_MS of the sale, however busy the
     * machine (a request sent later is answered from a read that began after the sale committed).
     */
    async function untilSoldOut<T>(what: string, ask: () => Promise<T>, soldOut: (x: T) => boolean) {
      for (;;) {
        const sentAfter = Date.now() - soldAt;
        const seen = await ask();
        if (soldOut(seen)) return { seen, ms: Date.now() - soldAt };
        expect(
          sentAfter,
          `B's ${what} still shows the unit to a request sent ${sentAfter} ms after the sale`,
        ).toBeLessThanOrEqual(STALE_MS);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const listed = await untilSoldOut(
      'list',
      () => cardOn(b),
      (x) => x.card!.sizesInStock.length === 0,
    );
    const shown = await untilSoldOut(
      'product page',
      () => pageOn(b),
      (x) => x.stock === 0,
    );
    if (paid) expect((await paid).status).toBe(200);

    // B's cards stayed warm: it read no list and no page from the database again, and its answers are
    // the same catalogue version (the ETag's "c<version>-" part) with new live figures.
    expect(await cardReads(b)).toEqual(before.reads);
    const versionOf = (etag: string) => etag.split('-')[0];
    expect(versionOf(listed.seen.etag)).toBe(versionOf(before.list));
    expect(listed.seen.etag).not.toBe(before.list);
    expect(versionOf(shown.seen.etag)).toBe(versionOf(before.page));
    expect(shown.seen.etag).not.toBe(before.page);
    figures.sale = `sold out on B's list after ${listed.ms} ms, on its product page after ${shown.ms} ms (B's card reads ${JSON.stringify(before.reads)}, unchanged)`;
  });
});
