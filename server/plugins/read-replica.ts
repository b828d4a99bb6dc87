import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/client.ts';
import { readToken, sessionCookieName } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Pure reads that may be a moment behind: the read replica (DATABASE_READ_URL) while it keeps up,
     * else the primary; the primary itself when no replica is set. Never inside a transaction or for a
     * write (it refuses transactions).
     */
    readDb: Db;
    /**
     * The read database for this request: the primary when its session wrote within
     * DATABASE_READ_OWN_WRITES_MS (she reads her own writes), else `readDb`.
     */
    readDbFor(request: FastifyRequest): Db;
    /**
     * When this request's session last wrote (a non-GET answered below 400), on performance.now()'s
     * clock, or undefined: the catalogue reads its version again for her.
     */
    sessionWroteAt(request: FastifyRequest): number | undefined;
  }
}

/**
 * The read replica's wiring: which database a read goes to, the sessions that just wrote (they read
 * from the primary for a short window: a vote, an order or a wishlist change is seen by its author at
 * once, whatever the replica's lag), the replica's background checks, one log line each time it goes
 * out of use or comes back, and its metrics.
 */
async function readReplicaPlugin(app: FastifyInstance) {
  const { database, config } = app;
  const replica = database.replica;
  const ownWritesMs = config.databaseRead?.ownWritesMs ?? 0;
  const cookieName = sessionCookieName(config.isProduction);
  const now = performance.now.bind(performance);
  // One place marks a session that wrote: the catalogue's read-your-writes (its version read again)
  // and the replica's (reads from the primary) both ask it, each for its own window.
  const wrote = new LRUCache<string, { at: number }>({
    max: 10_000,
    ttl: Math.max(config.catalogStaleMs, ownWritesMs, 1),
  });
  // Before the answer goes out: her next request cannot come before the mark.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const token = readToken(request, cookieName);
    if (token) wrote.set(token, { at: now() });
  });
  const sessionWroteAt = (request: FastifyRequest) => {
    const token = readToken(request, cookieName);
    return token ? wrote.get(token)?.at : undefined;
  };
  app.decorate('sessionWroteAt', sessionWroteAt);
  app.decorate('readDb', database.readDb);
  app.decorate('readDbFor', (request: FastifyRequest) => {
    if (!replica) return database.readDb;
    const at = sessionWroteAt(request);
    return at !== undefined && now() - at < ownWritesMs ? database.db : database.readDb;
  });
  if (!replica) return;

  const registry = app.metrics.registry;
  const fallbacks = new Counter({
    name: 'roslis_db_replica_fallbacks_total',
    help: 'Reads meant for the read replica that ran on the primary, by reason: lag (over DATABASE_READ_MAX_LAG_MS), unreachable (a check failed), error (the read failed on the replica and was retried)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'roslis_db_replica_in_use',
    help: 'Whether reads go to the read replica now (1) or to the primary (0: lagging, unreachable or not checked yet)',
    registers: [registry],
    collect() {
      this.set(replica.inUse ? 1 : 0);
    },
  });
  new Gauge({
    name: 'roslis_db_replica_lag_seconds',
    help: "The read replica's lag at its last check (to one check interval); -1 when it did not answer",
    registers: [registry],
    collect() {
      const lag = replica.lagMs;
      this.set(lag === null ? -1 : lag / 1000);
    },
  });
  // Counted by the replica as they happen, brought into the counter when scraped.
  let counted = { ...replica.reads };
  new Counter({
    name: 'roslis_db_read_statements_total',
    help: 'Statements sent through the read database, by the pool that answered them (replica, primary)',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.inc({ pool: 'replica' }, replica.reads.replica - counted.replica);
      this.inc({ pool: 'primary' }, replica.reads.primary - counted.primary);
      counted = { ...replica.reads };
    },
  });

  const maxLagMs = config.databaseRead?.maxLagMs;
  const stop = replica.listen({
    changed(state, detail) {
      if (state === 'in-use') app.log.info({ lagMs: detail.lagMs }, 'read replica in use: reads go to it');
      else if (state === 'lagging')
        app.log.warn(
          { lagMs: detail.lagMs, maxLagMs },
          'read replica out of use: it lags more than DATABASE_READ_MAX_LAG_MS; reads go to the primary',
        );
      else if (state === 'unreachable')
        app.log.warn(
          { error: detail.error },
          'read replica out of use: it does not answer; reads go to the primary',
        );
    },
    fellBack(reason) {
      fallbacks.inc({ reason });
    },
  });
  replica.start();
  app.addHook('onClose', async () => stop());
}

export default fp(readReplicaPlugin, { name: 'read-replica', dependencies: ['db', 'metrics'] });
