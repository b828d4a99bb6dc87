import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * The Redis for the tests' Redis variants: TEST_REDIS_URL, or a local Redis on 127.0.0.1:6379 when it
 * answers. Without one the Redis variants are skipped on a workstation, but the file fails when
 * TEST_REDIS_URL is set or CI=true: CI must not pass by skipping them.
 */
export async function findTestRedis(): Promise<string | undefined> {
  const explicit = process.env.TEST_REDIS_URL;
  const url = explicit || LOCAL_REDIS;
  if (await answers(url)) return url;
  if (explicit || process.env.CI === 'true') {
    throw new Error(
      `Redis does not answer at ${url}, and ${explicit ? 'TEST_REDIS_URL is set' : 'CI=true'}: ` +
        'the Redis variants of the counter tests must run. Start Redis or fix TEST_REDIS_URL.',
    );
  }
  return undefined;
}

/** A key prefix of its own for one test file's run, so runs sharing a Redis never see each other's counts. */
export function testKeyPrefix(): string {
  return `roslis:test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (a test file's afterAll). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    const stream = client.scanStream({ match: `${prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/** The counter backends every shared test case runs on; Redis only when one answers (see findTestRedis). */
export async function counterBackends() {
  const redisUrl = await findTestRedis();
  return [
    { name: 'memory' as const, redisUrl: undefined, available: true },
    { name: 'redis' as const, redisUrl, available: redisUrl !== undefined },
  ];
}
