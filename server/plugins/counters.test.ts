import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CounterStoreUnavailableError, type RedisCounterStore } from '../lib/counters/redis.ts';
import { buildTestApp, openTestDatabase, testConfig } from '../test/app.ts';
import { deleteKeys, findTestRedis, testKeyPrefix } from '../test/redis.ts';

const redisUrl = await findTestRedis();
const prefix = testKeyPrefix();
afterAll(async () => {
  if (redisUrl) await deleteKeys(redisUrl, prefix);
});

describe('counters plugin', () => {
  it('keeps the counters in memory without REDIS_URL', async () => {
    const app = await buildTestApp();
    try {
      expect(app.counters.kind).toBe('memory');
    } finally {
      await app.close();
    }
  });

  it('stops the app from starting when REDIS_URL does not answer, naming the setting', async () => {
    const database = await openTestDatabase();
    try {
      const started = Date.now();
      const error = await buildApp(
        { ...testConfig, redisUrl: 'redis://127.0.0.1:1' },
        { database, logger: false },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CounterStoreUnavailableError);
      expect((error as Error).message).toMatch(/REDIS_URL\) did not answer.*unset REDIS_URL/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!redisUrl)(
    'connects to Redis when REDIS_URL is set, and quits the connection on close',
    async () => {
      const app = await buildTestApp({ redisUrl }, { counterKeyPrefix: prefix });
      const store = app.counters as RedisCounterStore;
      expect(store.kind).toBe('redis');
      expect(store.client.status).toBe('ready');
      await app.close();
      expect(store.client.status).toBe('end');
    },
  );
});
