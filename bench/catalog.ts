/**
 * GET /api/products under load on 100,000 products, next to a bare Fastify route answering constant
 * JSON, on PGlite (a throwaway data directory) and, when DATABASE_URL is set, on PostgreSQL (a
 * throwaway database created on that server and dropped afterwards). Load comes from autocannon 9
 * in a child process, so it does not share the server's event loop.
 *   npm run bench:catalog                     (or: bench/catalog)
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:catalog
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=10 BENCH_PRODUCTS=100000 npm run bench:catalog
 * Budgets (exit code 1 when one fails): page 400 (or the last page of a smaller catalogue) within
 * 1.5x of page 1 (requests/s and p99), the name search served by the trigram index, at most 3 SQL statements per list request at any page size.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../server/app.ts';
import { type Database, type Db, MIGRATIONS_DIR } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import type { Config } from '../server/env.ts';
import { newToken, sha256 } from '../server/lib/crypto.ts';
import { seed } from './catalog-seed.ts';

const run = promisify(execFile);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PAGE_SIZE = 24;
const SEARCH = 'kasavu';

const config: Config = {
  env: 'production-like bench',
  isProduction: false,
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  logLevel: 'silent',
  sessionTtlMs: 24 * 60 * 60 * 1000,
  demoData: false,
  trustProxy: false,
  loginRateLimit: 1000,
  catalogStaleMs: 1000,
  hrEmail: 'careers@roslis.test',
  mailFrom: 'Roslis <hello@roslis.test>',
  payments: { provider: 'sandbox', keySecret: 'bench', webhookSecret: 'bench' },
  webDir: undefined,
} as unknown as Config;

/** Every statement the app sends, counted through drizzle's logger. */
const counter = {
  n: 0,
  last: { query: '', params: [] as unknown[] },
  logQuery(query: string, params: unknown[]) {
    this.n++;
    this.last = { query, params };
  },
};

interface Bench {
  kind: 'pglite' | 'postgres';
  database: Database;
  /** EXPLAIN text for a statement with $n parameters. */
  explain(query: string, params: unknown[]): Promise<string>;
  dispose(): Promise<void>;
}

async function openPglite(): Promise<Bench> {
  const dir = mkdtempSync(join(tmpdir(), 'roslis-bench-catalog-'));
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger: counter });
  return {
    kind: 'pglite',
    database: {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    },
    explain: async (query, params) =>
      (await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
    dispose: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(url: string): Promise<Bench> {
  const name = `roslis_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, logger: counter });
  return {
    kind: 'postgres',
    database: {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    },
    explain: async (query, params) =>
      (await client.unsafe(`explain analyze ${query}`, params as never[]))
        .map((r) => (r as Record<string, string>)['QUERY PLAN'])
        .join('\n'),
    dispose: async () => {
      await client.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function signedInHeaders(db: Db) {
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'bench@example.test', isVerified: true })
    .returning();
  await db.insert(schema.accounts).values({ userId: user!.id, currentPlan: 'premium', cardStatus: 'active' });
  const token = newToken();
  await db.insert(schema.sessions).values({
    userId: user!.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { authorization: `Bearer ${token}` };
}

interface Load {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
}

async function load(url: string): Promise<Load> {
  const cli = join(import.meta.dirname, '../node_modules/autocannon/autocannon.js');
  await run(process.execPath, [cli, '-c', String(CONNECTIONS), '-d', '2', '-j', url], { maxBuffer: 1 << 26 });
  const { stdout } = await run(
    process.execPath,
    [cli, '-c', String(CONNECTIONS), '-d', String(DURATION), '-j', url],
    { maxBuffer: 1 << 26 },
  );
  const r = JSON.parse(stdout);
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    p50: r.latency.p50,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

async function statementsFor(base: string, path: string, headers: Record<string, string> = {}) {
  const before = counter.n;
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return counter.n - before;
}

const failures: string[] = [];
const rows: string[] = [];

async function benchOne(bench: Bench, bareBase: string, bare: Load) {
  const t0 = performance.now();
  await bench.database.migrate();
  await seed(bench.database.db, PRODUCTS);
  const seededIn = ((performance.now() - t0) / 1000).toFixed(1);
  const app = await buildApp(config, { database: bench.database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const [cat] = (await (await fetch(`${base}/api/categories`)).json()) as { id: string }[];
    const first = `/api/products?storefront=STUDIO&limit=${PAGE_SIZE}`;
    // Walk to page 400, or to the last page of a smaller catalogue.
    let cursor = '';
    let deepPage = 1;
    for (let page = 1; page < 400; page++) {
      const res = await fetch(`${base}${first}${cursor ? `&cursor=${cursor}` : ''}`);
      await res.arrayBuffer();
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      cursor = next;
      deepPage = page + 1;
    }
    if (deepPage === 1) throw new Error('the catalogue has a single page: nothing to compare page 1 with');
    const deep = `page ${deepPage} (cursor)`;
    const scenarios = {
      'page 1': first,
      [deep]: `${first}&cursor=${cursor}`,
      [`search q=${SEARCH}`]: `/api/products?q=${SEARCH}&limit=${PAGE_SIZE}`,
      'category + status': `/api/products?categoryId=${cat!.id}&status=PRE_ORDER&limit=${PAGE_SIZE}`,
    };

    // Statements per list request: anonymous and signed in, at several page sizes.
    const headers = await signedInHeaders(bench.database.db);
    const counts: string[] = [];
    for (const limit of [1, 24, 100]) {
      const path = `/api/products?storefront=STUDIO&limit=${limit}&cursor=${cursor}`;
      const anonymous = await statementsFor(base, path);
      const signedIn = await statementsFor(base, path, headers);
      counts.push(`limit ${limit}: ${anonymous} anonymous / ${signedIn} signed in`);
      if (signedIn > 3 || anonymous > 3)
        failures.push(`${bench.kind}: ${signedIn} statements at limit ${limit}`);
    }
    for (const path of Object.values(scenarios)) {
      const n = await statementsFor(base, path, headers);
      if (n > 3) failures.push(`${bench.kind}: ${n} statements for ${path}`);
    }

    // EXPLAIN every scenario's statement exactly as the app sends it.
    const plans: Record<string, string> = {};
    for (const [name, path] of Object.entries(scenarios)) {
      await statementsFor(base, path);
      plans[name] = await bench.explain(counter.last.query, counter.last.params);
      if (name.startsWith('search') || name === deep || process.env.BENCH_PLANS) {
        console.log(`\n--- ${bench.kind}: EXPLAIN ANALYZE, ${name} ---\n${plans[name]}`);
      }
    }
    const trigram = /products_name_trgm_idx/.test(plans[`search q=${SEARCH}`]!);
    if (!trigram) failures.push(`${bench.kind}: the search did not use products_name_trgm_idx`);
    if (process.env.BENCH_SKIP_LOAD) return;

    const results: Record<string, Load> = {};
    for (const [name, path] of Object.entries(scenarios)) results[name] = await load(`${base}${path}`);
    const p1 = results['page 1']!;
    const p400 = results[deep]!;
    const rpsRatio = p1.rps / p400.rps;
    const p99Ratio = p400.p99 / Math.max(p1.p99, 1);
    if (rpsRatio > 1.5 || p99Ratio > 1.5) {
      failures.push(
        `${bench.kind}: ${deep} is ${rpsRatio.toFixed(2)}x (req/s), ${p99Ratio.toFixed(2)}x (p99) page 1`,
      );
    }
    rows.push(
      `| ${bench.kind} | bare Fastify (constant JSON) | ${bare.rps} | ${bare.p50} | ${bare.p99} | ${bare.errors} |`,
    );
    for (const [name, r] of Object.entries(results)) {
      rows.push(
        `| ${bench.kind} | GET /api/products, ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      );
    }
    console.log(`\n${bench.kind}: seeded ${PRODUCTS} products in ${seededIn} s`);
    console.log(`${bench.kind}: statements per list request: ${counts.join('; ')}`);
    console.log(`${bench.kind}: search uses the trigram index: ${trigram ? 'yes' : 'NO'}`);
    console.log(
      `${bench.kind}: ${deep} vs page 1: ${rpsRatio.toFixed(2)}x req/s, ${p99Ratio.toFixed(2)}x p99`,
    );
    void bareBase;
  } finally {
    await app.close();
  }
}

// The bare route: the same Fastify, no plugins, constant JSON.
const bareApp = Fastify({ logger: false });
const constant = { status: 'ok', items: [1, 2, 3] };
bareApp.get('/bare', async () => constant);
await bareApp.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bareApp.server.address() as AddressInfo).port}`;

let exitCode = 0;
try {
  const bare = await load(`${bareBase}/bare`);
  const targets: (() => Promise<Bench>)[] = [openPglite];
  const url = process.env.DATABASE_URL;
  if (url) targets.push(() => openPostgres(url));
  else console.log('DATABASE_URL is not set: PGlite only.');
  for (const open of targets) {
    const bench = await open();
    try {
      await benchOne(bench, bareBase, bare);
    } finally {
      await bench.dispose();
    }
  }
  console.log(
    `\n${PRODUCTS} products, ${PAGE_SIZE} per page, ${CONNECTIONS} connections, ${DURATION} s per row (autocannon 9)\n`,
  );
  console.log('| database | request | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  if (failures.length) {
    console.error(`\nBudgets failed:\n- ${failures.join('\n- ')}`);
    exitCode = 1;
  } else console.log('\nAll budgets met.');
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await bareApp.close();
}
process.exit(exitCode);
