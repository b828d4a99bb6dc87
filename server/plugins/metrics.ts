import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { rowsOf } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { queuedCount } from '../lib/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This app's metrics, in Prometheus's format at GET /metrics (METRICS_TOKEN). Domains add the series
     * they own (payments by outcome) to `registry`; each app has its own, so tests never share counts.
     */
    metrics: { registry: Registry };
  }
}

/** Seconds: from a cached catalogue answer (a few ms) to a slow checkout under load. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function bearerMatches(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What an operator watches: requests by route and status and their latency, the database's
 * connections, job runs and failures, the message queue's backlog, and the process (CPU, memory, event
 * loop). Served at GET /metrics only with METRICS_TOKEN set, to a caller sending it as a Bearer token
 * (the scraper); without it the route does not exist.
 */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'roslis' });
  collectDefaultMetrics({ register: registry, prefix: 'roslis_' });
  app.decorate('metrics', { registry });

  const requests = new Counter({
    name: 'roslis_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'roslis_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and slugs would make a series per product.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const jobRuns = new Counter({
    name: 'roslis_job_runs_total',
    help: 'In-server job runs in this process, by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'roslis_job_duration_seconds',
    help: 'How long an in-server job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  app.jobs.onRun = (job, outcome, seconds) => {
    jobRuns.inc({ job, outcome });
    jobSeconds.observe({ job }, seconds);
  };

  new Gauge({
    name: 'roslis_outbox_queued',
    help: 'E-mails and texts waiting for a (re)try: the delivery queue backlog',
    registers: [registry],
    async collect() {
      this.set(await queuedCount(app.db));
    },
  });
  const kind = app.database.kind;
  new Gauge({
    name: 'roslis_db_connections',
    help: "Connections to the shop's database (PostgreSQL: all clients of it; PGlite: the one in-process)",
    registers: [registry],
    async collect() {
      if (kind === 'pglite') return this.set(1);
      const result = await app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
      );
      this.set(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
  });

  const token = app.config.metricsToken;
  if (!token) return;
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (!bearerMatches(request, token)) {
          throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a Bearer token.');
        }
      },
    },
    async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db', 'jobs'] });
