import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { openTestDatabase, testConfig } from './test/app.ts';
import { createCategory, createProduct, createSignedInUsers } from './test/factories.ts';

/**
 * The read replica on a real streaming standby (scripts/pg-replica.sh, port 5433): anonymous catalogue
 * and public reads go to it, a member who wrote reads her writes from the primary, a replica that lags
 * past the bound or stops is left out (one log line each way, the metrics say so) and nobody sees an
 * error. Replay is paused and resumed on the standby to make it lag; the lag is measured on the test's
 * own clock (the replica's checks are run by the test, not by a timer).
 */
const primaryUrl = process.env.TEST_DATABASE_URL;
const readUrl = process.env.TEST_DATABASE_READ_URL;
const why =
  'needs TEST_DATABASE_URL (PostgreSQL) and TEST_DATABASE_READ_URL (a streaming replica of that cluster: scripts/pg-replica.sh start); CI sets both';
const SCRIPT = fileURLToPath(new URL('../scripts/pg-replica.sh', import.meta.url));
const MAX_LAG_MS = 2000;
const METRICS_TOKEN = 'read-replica-test-metrics-token';

describe.skipIf(!primaryUrl || !readUrl)(`read replica (${why})`, () => {
  let made: Database & { url?: string };
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let standby: postgres.Sql;
  let primary: postgres.Sql;
  /** The replica's clock: only the test moves it. */
  let clock = 0;
  const pools: { pool: 'replica' | 'primary'; query: string }[] = [];
  const logs: { level: number; msg: string }[] = [];
  const script = (command: string) =>
    execFileSync(SCRIPT, [command], {
      env: { ...process.env, PG_REPLICA_PORT: new URL(readUrl as string).port || '5433' },
      stdio: 'pipe',
    });
  const replica = () => database.replica!;

  /** Statements each pool answered while `run` ran. */
  async function statementsOf(run: () => Promise<unknown>) {
    const from = pools.length;
    await run();
    const seen = pools.slice(from);
    return {
      replica: seen.filter((s) => s.pool === 'replica').map((s) => s.query),
      primary: seen.filter((s) => s.pool === 'primary').map((s) => s.query),
    };
  }

  /**
   * Until the replica has replayed everything the primary had written (generous: a busy machine). The
   * replica's own lag figure is measured on the test's clock, which stands still between the test's
   * moves, so it reads 0 even while replay is behind: the WAL positions are compared directly too.
   */
  async function caughtUp() {
    const [head] = await primary`select pg_current_wal_lsn()::text as lsn`;
    for (let i = 0; i < 300; i++) {
      await replica().check();
      const [replayed] = await standby`
        select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), ${head?.lsn as string}::pg_lsn) >= 0 as done`;
      if (replica().inUse && replica().lagMs === 0 && replayed?.done) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the replica did not catch up: ${replica().state}, lag ${replica().lagMs}`);
  }

  async function metric(line: string) {
    const text = await app.metrics.registry.metrics();
    const found = text.split('\n').find((l) => l.startsWith(line));
    return found === undefined ? undefined : Number(found.trim().split(' ').at(-1));
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    made = await openTestDatabase();
    const replicaUrl = new URL(readUrl as string);
    replicaUrl.pathname = new URL(made.url as string).pathname;
    // The standby replays the CREATE DATABASE shortly after the primary ran it.
    standby = postgres(replicaUrl.toString(), { max: 1, onnotice: () => {} });
    primary = postgres(made.url as string, { max: 1, onnotice: () => {} });
    for (let i = 0; ; i++) {
      try {
        await standby`select 1 from catalog_version`;
        break;
      } catch (err) {
        if (i > 300) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    database = await openDatabase({
      kind: 'postgres',
      url: made.url as string,
      max: 4,
      read: {
        url: replicaUrl.toString(),
        maxLagMs: MAX_LAG_MS,
        // The test runs the checks itself (caughtUp, and after moving the clock).
        checkEveryMs: 3_600_000,
        // On a busy machine a new connection to the standby can take longer than the 2 s a shop allows
        // it; here a slow connection must not pass for a failed replica (a stopped one refuses at once).
        timeoutMs: 30_000,
        now: () => clock,
        logQuery: (pool, query) => pools.push({ pool, query }),
      },
    });
    app = await buildApp(
      {
        ...testConfig,
        databaseRead: { url: replicaUrl.toString(), maxLagMs: MAX_LAG_MS, ownWritesMs: 5000 },
        sitemapProducts: true,
        metricsToken: METRICS_TOKEN,
      },
      {
        database,
        logger: {
          level: 'info',
          stream: { write: (line: string) => logs.push(JSON.parse(line) as (typeof logs)[number]) },
        },
      },
    );
    await app.ready();
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    if (readUrl) {
      script('start');
      script('resume-replay');
    }
    await app?.close();
    await standby?.end();
    await primary?.end();
    await database?.close();
    await made?.close();
  }, 120_000);

  it('sends anonymous catalogue and public reads to the replica; an answer kept under a newer version never comes from a replica behind it', async () => {
    const category = await createCategory(database.db);
    const first = await createProduct(database.db, { categoryId: category.id, name: 'Replica Kurta' });
    await caughtUp();

    const read = await statementsOf(async () => {
      const page = await get(`/api/products/${first.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().name).toBe('Replica Kurta');
    });
    // The page's cards came from the replica; the primary answered only the live layer's figures.
    expect(read.replica.some((q) => q.includes('product_cards'))).toBe(true);
    expect(read.primary.some((q) => q.includes('product_cards'))).toBe(false);

    script('pause-replay');
    try {
      const second = await createProduct(database.db, { categoryId: category.id, name: 'Paused Saree' });
      // The sitemap reads the replica: it does not list the piece yet, the primary has it.
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(first.slug);
      expect(sitemap.body).not.toContain(second.slug);
      expect(replica().inUse).toBe(true);
      // Its page is kept under the catalogue version the primary has moved to: the replica, still at
      // the old one, is passed over for it (an old card would otherwise be kept under the new version).
      const page = await get(`/api/products/${second.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().name).toBe('Paused Saree');
    } finally {
      script('resume-replay');
    }
    await caughtUp();
    expect((await get('/sitemap.xml')).body).toMatch(/paused-saree/);
  }, 60_000);

  it("shows a member her own vote at once while the replica's replay is paused", async () => {
    const category = await createCategory(database.db);
    const design = await createProduct(database.db, {
      categoryId: category.id,
      name: 'Vote Dupatta',
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 10,
    });
    const [member] = await createSignedInUsers(database.db, 1, { plan: 'premium', cardStatus: 'active' });
    await caughtUp();
    expect((await get(`/api/products/${design.slug}`, member!.headers)).json().voteCount).toBe(0);

    script('pause-replay');
    try {
      const vote = await app.inject({
        method: 'POST',
        url: `/api/products/${design.id}/vote`,
        headers: member!.headers,
      });
      expect(vote.statusCode).toBe(200);
      expect(vote.json().success).toBe(true);
      // Her next reads: the count (a live figure, always the primary's) and her reads from the primary.
      const mine = await get(`/api/products/${design.slug}`, member!.headers);
      expect(mine.json().voteCount).toBe(1);
      const voted = await get('/api/user/voted-products', member!.headers);
      expect(JSON.stringify(voted.json())).toContain(design.id);
      const hers = await statementsOf(async () => {
        expect((await get('/api/categories', member!.headers)).statusCode).toBe(200);
      });
      // Within her window she reads the primary itself (never the replica).
      expect(hers.replica).toEqual([]);
      // Someone else still reads from the replica, and sees the count too (live figures).
      const theirs = await statementsOf(async () => {
        expect((await get('/api/categories')).statusCode).toBe(200);
      });
      expect(theirs.replica.length).toBeGreaterThan(0);
      expect((await get(`/api/products/${design.slug}`)).json().voteCount).toBe(1);
    } finally {
      script('resume-replay');
    }
    await caughtUp();
  }, 60_000);

  it('leaves a replica that lags past the bound out, with one log line each way and the metrics, and takes it back', async () => {
    await caughtUp();
    const outLines = () => logs.filter((l) => l.msg.startsWith('read replica out of use')).length;
    const inLines = () => logs.filter((l) => l.msg.startsWith('read replica in use')).length;
    const before = {
      out: outLines(),
      in: inLines(),
      lag: (await metric('roslis_db_replica_fallbacks_total{reason="lag"')) ?? 0,
    };
    script('pause-replay');
    try {
      await createCategory(database.db);
      await replica().check(); // the primary's position now, on the test's clock
      expect(replica().inUse).toBe(true);
      clock += MAX_LAG_MS + 1000;
      await replica().check();
      expect(replica().state).toBe('lagging');
      expect(replica().lagMs).toBeGreaterThan(MAX_LAG_MS);
      await replica().check();
      expect(outLines()).toBe(before.out + 1);

      const read = await statementsOf(async () => {
        expect((await get('/api/categories')).statusCode).toBe(200);
      });
      expect(read.replica).toEqual([]);
      expect(read.primary.length).toBeGreaterThan(0);
      expect(await metric('roslis_db_replica_in_use{')).toBe(0);
      expect(await metric('roslis_db_replica_fallbacks_total{reason="lag"')).toBeGreaterThan(before.lag);
      const scraped = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraped.body).toContain('roslis_db_replica_lag_seconds');
    } finally {
      script('resume-replay');
    }
    await caughtUp();
    expect(inLines()).toBe(before.in + 1);
    expect(await metric('roslis_db_replica_in_use{')).toBe(1);
    const back = await statementsOf(async () => {
      expect((await get('/api/categories')).statusCode).toBe(200);
    });
    expect(back.replica.length).toBeGreaterThan(0);
  }, 60_000);

  it('answers from the primary when the replica stops, without an error, and takes it back when it returns', async () => {
    await caughtUp();
    const errors = (await metric('roslis_db_replica_fallbacks_total{reason="error"')) ?? 0;
    script('stop');
    try {
      // No check has run since: the read is sent to the replica, fails, and runs on the primary.
      const read = await statementsOf(async () => {
        const answer = await get('/api/categories');
        expect(answer.statusCode).toBe(200);
        expect(answer.json().length).toBeGreaterThan(0);
      });
      expect(read.primary.length).toBeGreaterThan(0);
      expect(replica().state).toBe('unreachable');
      expect(await metric('roslis_db_replica_fallbacks_total{reason="error"')).toBeGreaterThan(errors);
      expect(logs.some((l) => l.msg.startsWith('read replica out of use: it does not answer'))).toBe(true);
      await replica().check();
      expect(replica().state).toBe('unreachable');
      expect((await get('/sitemap.xml')).statusCode).toBe(200);
      expect(await metric('roslis_db_replica_fallbacks_total{reason="unreachable"')).toBeGreaterThan(0);
    } finally {
      script('start');
    }
    await caughtUp();
    expect(replica().inUse).toBe(true);
  }, 120_000);
});
