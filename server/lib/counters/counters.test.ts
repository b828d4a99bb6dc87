import { afterAll, describe, expect, it } from 'vitest';
import { counterBackends, deleteKeys, testKeyPrefix } from '../../test/redis.ts';
import { type CounterStore, createMemoryCounterStore } from './counter-store.ts';
import { CounterStoreUnavailableError, connectRedisCounterStore } from './redis.ts';

const prefix = testKeyPrefix();
const backends = await counterBackends();
const redisUrl = backends.find((b) => b.name === 'redis')?.redisUrl;
const opened: CounterStore[] = [];

async function open(url: string | undefined): Promise<CounterStore> {
  const store = url ? await connectRedisCounterStore(url, { keyPrefix: prefix }) : createMemoryCounterStore();
  opened.push(store);
  return store;
}

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  if (redisUrl) await deleteKeys(redisUrl, prefix);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

for (const backend of backends) {
  describe.skipIf(!backend.available)(`CounterStore on ${backend.name}`, () => {
    it('counts hits from 1; the first hit sets the window and later hits do not extend it', async () => {
      const store = await open(backend.redisUrl);
      const first = await store.hit('window', 60_000);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(59_000);
      expect(first.resetInMs).toBeLessThanOrEqual(60_000);
      await sleep(30);
      const second = await store.hit('window', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeLessThan(first.resetInMs);
    });

    it('keeps keys apart, and reset forgets one key only', async () => {
      const store = await open(backend.redisUrl);
      await store.hit('a', 60_000);
      await store.hit('a', 60_000);
      await store.hit('b', 60_000);
      await store.reset('a');
      expect((await store.hit('a', 60_000)).count).toBe(1);
      expect((await store.hit('b', 60_000)).count).toBe(2);
    });

    it('starts again from 1 once the window has passed', async () => {
      const store = await open(backend.redisUrl);
      await store.hit('short', 150);
      expect((await store.hit('short', 150)).count).toBe(2);
      await sleep(250);
      expect((await store.hit('short', 150)).count).toBe(1);
    });

    it('counts N concurrent hits exactly: each gets one of 1..N', async () => {
      const store = await open(backend.redisUrl);
      const n = 200;
      const hits = await Promise.all(oneTo(n).map(() => store.hit('parallel', 60_000)));
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(oneTo(n));
      expect((await store.hit('parallel', 60_000)).count).toBe(n + 1);
    });
  });
}

describe.skipIf(!redisUrl)('CounterStore on Redis, shared', () => {
  it('two connections (two app processes) hitting one key in parallel count exactly', async () => {
    const a = await open(redisUrl);
    const b = await open(redisUrl);
    const n = 150;
    const hits = await Promise.all(
      oneTo(n).flatMap(() => [a.hit('two-processes', 60_000), b.hit('two-processes', 60_000)]),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(oneTo(2 * n));
  });

  it('keeps its keys under the prefix, each with an expiry', async () => {
    const store = await open(redisUrl);
    await store.hit('named', 60_000);
    if (store.kind !== 'redis') throw new Error('expected the Redis store');
    const { client } = store as unknown as { client: import('ioredis').Redis };
    expect(await client.exists(`${prefix}named`)).toBe(1);
    expect(await client.pttl(`${prefix}named`)).toBeGreaterThan(0);
  });
});

describe('connectRedisCounterStore', () => {
  it('fails fast with a clear message when Redis does not answer', async () => {
    const started = Date.now();
    const error = await connectRedisCounterStore('redis://:secret@127.0.0.1:1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CounterStoreUnavailableError);
    expect((error as Error).message).toMatch(
      /Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1.*\(REDIS_URL\) did not answer/,
    );
    expect((error as Error).message).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
