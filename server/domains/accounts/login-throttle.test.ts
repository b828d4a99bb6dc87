import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, createMemoryCounterStore } from '../../lib/counters/counter-store.ts';
import { connectRedisCounterStore } from '../../lib/counters/redis.ts';
import { AppError } from '../../lib/errors.ts';
import { LoginThrottle } from '../../lib/login-throttle.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { counterBackends, deleteKeys, testKeyPrefix } from '../../test/redis.ts';

/** The sign-in throttle and the login route's rate limit, the same cases on memory and on Redis. */
const prefix = testKeyPrefix();
const backends = await counterBackends();
const redisUrl = backends.find((b) => b.name === 'redis')?.redisUrl;
const toClose: { close(): Promise<unknown> }[] = [];

afterAll(async () => {
  for (const item of toClose.splice(0).reverse()) await item.close();
  if (redisUrl) await deleteKeys(redisUrl, prefix);
});

async function openStore(url: string | undefined): Promise<CounterStore> {
  const store = url ? await connectRedisCounterStore(url, { keyPrefix: prefix }) : createMemoryCounterStore();
  toClose.push(store);
  return store;
}

async function app(url: string | undefined, loginRateLimit: number): Promise<TestApp> {
  const built = await buildTestApp({ loginRateLimit, redisUrl: url }, { counterKeyPrefix: prefix });
  toClose.push(built);
  return built;
}

let unique = 0;
const email = (label: string) => `${label}-${++unique}-${Date.now()}@example.test`;
/** Each test signs in from an address of its own: the route rate limit counts per address. */
const address = () => `10.0.${Math.floor(++unique / 250)}.${unique % 250}`;

const login = (target: TestApp, from: string, loginId: string, password: string) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: loginId, password },
    remoteAddress: from,
  });

for (const backend of backends) {
  describe.skipIf(!backend.available)(`LoginThrottle on ${backend.name}`, () => {
    it('lets maxFailures attempts through, then asks to wait until the window ends', async () => {
      const t = new LoginThrottle(await openStore(backend.redisUrl), 2, 60_000);
      const key = email('unit');
      expect(await t.attempt(key)).toBe(0);
      expect(await t.attempt(key)).toBe(0);
      const wait = await t.attempt(key);
      expect(wait).toBeGreaterThan(59_000);
      expect(wait).toBeLessThanOrEqual(60_000);
    });

    it('a success clears the failures of that key only', async () => {
      const t = new LoginThrottle(await openStore(backend.redisUrl), 1, 60_000);
      const [a, b] = [email('a'), email('b')];
      await t.attempt(a);
      await t.attempt(b);
      await t.succeed(a);
      expect(await t.attempt(a)).toBe(0);
      expect(await t.attempt(b)).toBeGreaterThan(0);
    });

    it('lets exactly maxFailures of many parallel guesses through', async () => {
      const t = new LoginThrottle(await openStore(backend.redisUrl), 10, 60_000);
      const key = email('burst');
      const waits = await Promise.all(Array.from({ length: 50 }, () => t.attempt(key)));
      expect(waits.filter((w) => w === 0)).toHaveLength(10);
    });
  });

  describe.skipIf(!backend.available)(`POST /api/auth/login limits on ${backend.name}`, () => {
    // LOGIN_RATE_LIMIT 2: an address and e-mail may fail twice; the address may try 20 times in all.
    let shop: TestApp;
    beforeAll(async () => {
      if (backend.available) shop = await app(backend.redisUrl, 2);
    });

    it('refuses the attempt after LOGIN_RATE_LIMIT failures, even with the right password', async () => {
      const from = address();
      const user = await createUser(shop.db, { email: email('member') });
      expect((await login(shop, from, user.email, 'Wrong@12345')).statusCode).toBe(401);
      expect((await login(shop, from, user.email, 'Wrong@12345')).statusCode).toBe(401);
      const blocked = await login(shop, from, user.email, user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many failed sign-in attempts/),
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // the same e-mail from another address, and another e-mail from this one, may still try
      expect((await login(shop, address(), user.email, user.password)).statusCode).toBe(200);
      expect((await login(shop, from, email('someone-else'), 'x')).statusCode).toBe(401);
    });

    it('a success clears earlier failures', async () => {
      const from = address();
      const user = await createUser(shop.db, { email: email('regular') });
      for (let i = 0; i < 3; i++) {
        expect((await login(shop, from, user.email, 'Wrong@12345')).statusCode).toBe(401);
        expect((await login(shop, from, user.email, user.password)).statusCode).toBe(200);
      }
    });

    it('the route rate limit (@fastify/rate-limit) caps all attempts from one address', async () => {
      const from = address();
      for (let i = 0; i < 20; i++) {
        const res = await login(shop, from, email('spray'), 'Wrong@12345');
        expect(res.statusCode).toBe(401);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(19 - i));
      }
      const refused = await login(shop, from, email('spray'), 'Wrong@12345');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many attempts/),
      });
    });
  });
}

describe.skipIf(!redisUrl)('two app processes on one Redis', () => {
  // Two buildApp calls on one Redis, as two processes behind a load balancer; LOGIN_RATE_LIMIT 10.
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    if (redisUrl) [first, second] = [await app(redisUrl, 10), await app(redisUrl, 10)];
  });

  it('share the sign-in throttle: the 11th failed attempt across both is refused', async () => {
    const [from, target] = [address(), email('shared')];
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await login(i % 2 ? second : first, from, target, 'Wrong@12345')).statusCode);
    }
    expect(codes).toEqual(Array(10).fill(401));
    expect((await login(first, from, target, 'Wrong@12345')).statusCode).toBe(429);
    expect((await login(second, from, target, 'Wrong@12345')).statusCode).toBe(429);
  });

  it('share the route rate limit', async () => {
    const from = address();
    const remaining = async (target: TestApp) =>
      (await login(target, from, email('spread'), 'Wrong@12345')).headers['x-ratelimit-remaining'];
    expect(await remaining(first)).toBe('99');
    expect(await remaining(second)).toBe('98');
    expect(await remaining(first)).toBe('97');
  });

  it('sign-in answers 503 while Redis is away: not 500, and not without a limit', async () => {
    (second.counters as unknown as { client: { disconnect(): void } }).client.disconnect();
    const res = await login(second, address(), email('outage'), 'Wrong@12345');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/Sign-in is briefly unavailable/),
    });
  });
});

describe('LoginThrottle when its store fails', () => {
  it('refuses sign-in with UNAVAILABLE rather than letting it through unlimited', async () => {
    const broken: CounterStore = {
      kind: 'redis',
      hit: () => Promise.reject(new Error('Connection is closed.')),
      reset: () => Promise.reject(new Error('Connection is closed.')),
      close: async () => {},
    };
    const error = await new LoginThrottle(broken, 10, 60_000).attempt('k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNAVAILABLE');
  });
});
