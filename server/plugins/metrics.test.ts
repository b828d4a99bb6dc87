import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { createAdvisor } from '../test/factories.ts';
import { openOrder } from '../test/payments.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => app.close());

  const scrape = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers only the scraper holding the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('metrics-token-0123456789abcdeX')).statusCode).toBe(401);
    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern and status, with latency, and shows jobs, the queue, payments and the process', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/products/some-piece' });
    const advisor = await createAdvisor(app.db);
    await openOrder(app, advisor.code);
    app.jobs.register({ name: 'metrics.test', everyMs: 60_000, run: async () => {} });
    await app.jobs.runNow('metrics.test');
    const text = (await scrape(TOKEN)).body;
    /** The value of the series with these labels (in any order), or undefined. */
    const value = (name: string, labels: Record<string, string>) => {
      for (const line of text.split('\n')) {
        const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
        if (!match || match[1] !== name) continue;
        const has = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(match[3]);
      }
      return undefined;
    };
    expect(value('roslis_http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    // The pattern, not the slug: one series per route however many products there are.
    expect(value('roslis_http_requests_total', { route: '/api/products/:slug', status: '404' })).toBe(1);
    expect(value('roslis_http_request_duration_seconds_count', { route: '/healthz' })).toBe(1);
    expect(value('roslis_job_runs_total', { job: 'metrics.test', outcome: 'ok' })).toBe(1);
    expect(value('roslis_outbox_queued', {})).toBeGreaterThanOrEqual(0);
    expect(value('roslis_payments', { purpose: 'joining_fee', status: 'created' })).toBe(1);
    expect(value('roslis_db_connections', {})).toBeGreaterThanOrEqual(1);
    expect(value('roslis_process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });

  it('does not exist without a token', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
