import { Redis } from 'ioredis';
import type { CounterHit, CounterStore } from './counter-store.ts';

/** Every key this shop writes starts with this, so a shared Redis can hold other data too. */
export const DEFAULT_KEY_PREFIX = 'roslis:';

/** INCR and the window's expiry in one atomic step: no hit is lost and no key is left without a TTL. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** How long start-up waits for Redis, and how long a request waits for one command. */
const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 1_000;

/** Redis was not reachable at start: the server stops rather than run with counters nobody shares. */
export class CounterStoreUnavailableError extends Error {}

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

export interface RedisCounterStore extends CounterStore {
  readonly kind: 'redis';
  /** The connection, for @fastify/rate-limit's own Redis store. */
  readonly client: Redis;
  readonly keyPrefix: string;
}

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

/**
 * Connects to Redis and answers once it is ready, or throws CounterStoreUnavailableError within about
 * CONNECT_TIMEOUT_MS. Once running, a lost connection is retried in the background, and a command
 * fails at once (no offline queue) or after COMMAND_TIMEOUT_MS, so a request never hangs on Redis:
 * the caller decides what an error means (see plugins/counters.ts).
 */
export async function connectRedisCounterStore(
  url: string,
  options: {
    keyPrefix?: string;
    onError?: (err: Error) => void;
    /** How long one command may take (default COMMAND_TIMEOUT_MS); tests on a loaded machine wait longer. */
    commandTimeoutMs?: number;
  } = {},
): Promise<RedisCounterStore> {
  const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let firstError: Error | undefined;
  client.on('error', (err: Error) => {
    firstError ??= err;
    options.onError?.(err);
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    const reason = (firstError ?? (err as Error)).message;
    throw new CounterStoreUnavailableError(
      `Redis at ${redactRedisUrl(url)} (REDIS_URL) did not answer: ${reason}. ` +
        'Start Redis, or unset REDIS_URL to keep the sign-in and rate-limit counters in this process only.',
    );
  }
  client.defineCommand('roslisHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (client as unknown as { roslisHit: HitCommand }).roslisHit.bind(client);

  return {
    kind: 'redis',
    client,
    keyPrefix,
    async hit(key, windowMs): Promise<CounterHit> {
      const [count, resetInMs] = await hitCommand(keyPrefix + key, Math.max(1, Math.ceil(windowMs)));
      return { count, resetInMs };
    },
    async reset(key) {
      await client.del(keyPrefix + key);
    },
    async close() {
      if (client.status === 'end') return;
      const ended = new Promise<void>((resolve) => {
        client.once('end', resolve);
        setTimeout(resolve, COMMAND_TIMEOUT_MS).unref();
      });
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
      await ended;
    },
  };
}
