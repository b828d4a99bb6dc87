import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CounterStore, createMemoryCounterStore } from '../lib/counters/counter-store.ts';
import { connectRedisCounterStore, type RedisCounterStore, redactRedisUrl } from '../lib/counters/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expiring counters (sign-in throttle): Redis when REDIS_URL is set, this process's memory otherwise. */
    counters: CounterStore;
  }
}

export interface CountersPluginOptions {
  /** Prefix for every Redis key (default `roslis:`); tests give each run its own. */
  keyPrefix?: string;
}

/**
 * Created once per app and closed with it (the Redis connection quits on app.close()).
 *
 * Failure behaviour, chosen for a shop that sells while it protects sign-in:
 * - at start, an unreachable REDIS_URL stops the server with a clear message (fail fast): several
 *   processes silently counting apart would multiply every limit by the number of processes;
 * - while running, a Redis outage does not stop the shop: the route rate limits let requests through
 *   (logged), while sign-in answers 503 for the outage (accounts/routes.ts) so that passwords cannot be
 *   guessed without a limit; members already signed in keep shopping (sessions live in the database).
 */
async function countersPlugin(app: FastifyInstance, opts: CountersPluginOptions) {
  const url = app.config.redisUrl;
  let counters: CounterStore;
  if (url) {
    let lastLogged = 0;
    counters = await connectRedisCounterStore(url, {
      keyPrefix: opts.keyPrefix,
      onError: (err) => {
        // ioredis reports every failed reconnect; one line a minute is enough.
        if (Date.now() - lastLogged < 60_000) return;
        lastLogged = Date.now();
        app.log.error({ err }, 'Redis (shared counters) is unreachable');
      },
    });
    app.log.info({ redis: redactRedisUrl(url) }, 'shared counters in Redis');
  } else {
    counters = createMemoryCounterStore();
  }
  app.decorate('counters', counters);
  app.addHook('onClose', async () => {
    await counters.close();
  });
}

/** @fastify/rate-limit's backend: the same Redis connection under `<prefix>rl:`, or its own memory store. */
export function rateLimitBackend(
  counters: CounterStore,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace'> {
  if (counters.kind !== 'redis') return {};
  const redis = counters as RedisCounterStore;
  return { redis: redis.client, nameSpace: `${redis.keyPrefix}rl:` };
}

export default fp(countersPlugin, { name: 'counters', dependencies: ['db'] });
