/**
 * What bench/catalog.ts and bench/peer.ts share: a throwaway database (PGlite or PostgreSQL) with a
 * statement counter, the app's configuration for a benchmark, a member's session, raw HTTP reads, and
 * runLoad: bench/load.ts in a child process, with this process's CPU (and other counters) measured
 * over exactly the child's measured window.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type Database, type Db, MIGRATIONS_DIR } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import type { Config } from '../server/env.ts';
import { newToken, sha256 } from '../server/lib/crypto.ts';
import type { LoadJob, LoadResult } from './load.ts';

/** The app as production runs it, minus what a benchmark does not need (logs, Redis, mail, web files). */
export const benchConfig: Config = {
  env: 'production',
  isProduction: true,
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  logLevel: 'silent',
  sessionTtlMs: 24 * 60 * 60 * 1000,
  staffSession: { idleMs: 30 * 60 * 1000, maxMs: 12 * 60 * 60 * 1000 },
  demoData: false,
  devOutbox: false,
  publicOrigin: 'http://127.0.0.1',
  trustProxy: false,
  loginRateLimit: 1000,
  catalogStaleMs: 1000,
  orderReservationMs: 15 * 60 * 1000,
  jobsEnabled: false,
  hrEmail: 'careers@roslis.test',
  sitemapProducts: false,
  mailFrom: 'Roslis <hello@roslis.test>',
  sms: { provider: 'outbox' },
  phoneSignup: true,
  payments: { provider: 'sandbox', keySecret: 'bench-secret', webhookSecret: 'bench-secret:webhook' },
  paymentsTestTier: false,
  webDir: undefined,
  cardSigningSecret: 'test-card-signing-secret-0123456789',
  codeHashSecret: 'bench-code-hash-secret-0123456789abcdef',
  staffSecondFactor: 'optional',
  apiDocs: 'off',
  subAdminMaxCommissionRate: 20,
  exchangeVideoMaxBytes: 100 * 1024 * 1024,
};

/** What a statement reads, by the tables it names (for the per-request breakdown). */
export type StatementKind = 'catalogue' | 'version' | 'session' | 'card' | 'other';

function kindOf(query: string): StatementKind {
  if (query.includes('"products"')) return 'catalogue';
  if (query.includes('"catalog_version"')) return 'version';
  if (query.includes('"sessions"')) return 'session';
  if (query.includes('"accounts"')) return 'card';
  return 'other';
}

/** Every statement the app sends, counted through drizzle's logger. */
export const counter = {
  n: 0,
  byKind: { catalogue: 0, version: 0, session: 0, card: 0, other: 0 } as Record<StatementKind, number>,
  last: { query: '', params: [] as unknown[] },
  /** When an array, every statement's text is appended to it (BENCH_VERBOSE listings). */
  trace: null as string[] | null,
  logQuery(query: string, params: unknown[]) {
    this.n++;
    this.byKind[kindOf(query)]++;
    this.last = { query, params };
    this.trace?.push(query);
  },
  snapshot() {
    return { n: this.n, ...this.byKind };
  },
};

export interface Bench {
  kind: 'pglite' | 'postgres';
  database: Database;
  /** The PostgreSQL database's name (its backends are found by it), undefined on PGlite. */
  name?: string;
  /** Rows of a statement with $n parameters, outside the counter. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** EXPLAIN ANALYZE text for a statement with $n parameters. */
  explain(text: string, params: unknown[]): Promise<string>;
  dispose(): Promise<void>;
}

export async function openPglite(): Promise<Bench> {
  const dir = mkdtempSync(join(tmpdir(), 'roslis-bench-'));
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger: counter });
  const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
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
    query,
    explain: async (text, params) =>
      (await query<{ 'QUERY PLAN': string }>(`explain analyze ${text}`, params))
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
    dispose: async () => {
      if (!client.closed) await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway database `roslis_bench_<random>` on the server at `url`, dropped by dispose(). */
export async function openPostgres(url: string, max = 10): Promise<Bench> {
  const name = `roslis_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, logger: counter });
  const query = async <T>(text: string, params: unknown[] = []) =>
    (await client.unsafe(text, params as never[])) as unknown as T[];
  let closed = false;
  return {
    kind: 'postgres',
    name,
    database: {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client`select 1`;
      },
      close: async () => {
        closed = true;
        await client.end({ timeout: 5 });
      },
    },
    query,
    explain: async (text, params) =>
      (await query<{ 'QUERY PLAN': string }>(`explain analyze ${text}`, params))
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
    dispose: async () => {
      if (!closed) await client.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs `run` on each database of this run: PGlite (a throwaway data directory) and, when DATABASE_URL
 * is set, PostgreSQL (a throwaway database); BENCH_DATABASES=pglite or postgres picks one.
 */
export async function forEachDatabase(run: (bench: Bench) => Promise<void>) {
  const wanted = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  const targets: (() => Promise<Bench>)[] = [];
  if (wanted.includes('pglite')) targets.push(openPglite);
  const url = process.env.DATABASE_URL;
  if (url && wanted.includes('postgres')) targets.push(() => openPostgres(url));
  else if (!url) console.log('DATABASE_URL is not set: PGlite only.');
  for (const open of targets) {
    const bench = await open();
    try {
      await run(bench);
    } finally {
      await bench.dispose();
    }
  }
}

export const labelOf = (bench: Bench) => (bench.kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** A number for the tables: en-US grouping, `digits` decimals, a dash when not finite. */
export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';

export interface Check {
  ok: boolean;
  /** A structural budget (exit code 1 when it fails); otherwise a throughput target. */
  structural: boolean;
  text: string;
}

/** The PASS / FALL SHORT lines of a run; print() answers whether a structural budget failed. */
export function checklist() {
  const checks: Check[] = [];
  return {
    checks,
    check(ok: boolean, structural: boolean, text: string) {
      checks.push({ ok, structural, text });
    },
    print(): boolean {
      for (const c of checks)
        console.log(`${c.ok ? 'PASS' : 'FALL SHORT'}${c.structural ? ' [budget]' : ''}: ${c.text}`);
      const failed = checks.some((c) => c.structural && !c.ok);
      if (failed) console.error('\nA structural budget failed (exit code 1).');
      return failed;
    },
  };
}

/** A member with an active premium card and a session: the Bearer header that sends it. */
export async function memberSession(db: Db, email = 'bench@example.test') {
  const [found] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  const user = found ?? (await db.insert(schema.users).values({ email, isVerified: true }).returning())[0]!;
  if (!found)
    await db
      .insert(schema.accounts)
      .values({ userId: user.id, currentPlan: 'premium', cardStatus: 'active' });
  const token = newToken();
  await db.insert(schema.sessions).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { authorization: `Bearer ${token}` };
}

/** What a browser sends about encodings. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed). */
  body: Buffer;
}

/** GET without any decoding (fetch would decompress). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks of 1/100 s (USER_HZ on Linux)

function ticksOf(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** This process's CPU (every thread: PGlite's WebAssembly runs here too), in ms. */
export const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU ms of the PostgreSQL backends serving `database` (their process title names it). */
export function postgresCpuMs(database: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) ticks += ticksOf(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * TICK_MS;
}

/** CPU ms of a process and every process under it (a server that forks workers), as they run now. */
export function processTreeCpuMs(root: number): number {
  const parents = new Map<string, string>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      parents.set(pid, readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]!);
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: string): boolean => {
    for (let p: string | undefined = pid, depth = 0; p && depth < 64; p = parents.get(p), depth++)
      if (p === String(root)) return true;
    return false;
  };
  let ticks = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    try {
      ticks += ticksOf(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * TICK_MS;
}

export interface Measured extends LoadResult {
  /** Each probe's increase over the measured window, per completed request. */
  perRequest: Record<string, number>;
}

/** Counters read before and after the measured window (CPU ms, statements...). */
export type Probes = Record<string, () => number>;

/**
 * BENCH_CPU_PROFILE=<folder>: a V8 CPU profile of this process over each measured window, written as
 * <folder>/<name>.cpuprofile (open it in Chrome DevTools or speedscope).
 */
async function profiled(name: string | undefined, run: (started: () => Promise<void>) => Promise<Measured>) {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder || !name) return run(async () => {});
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  const result = await run(() => session.post('Profiler.start'));
  const { profile } = await session.post('Profiler.stop');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `${name.replace(/[^\w.-]+/g, '-').slice(0, 80)}.cpuprofile`),
    JSON.stringify(profile),
  );
  session.disconnect();
  return result;
}

/**
 * Runs one load job in a child process (bench/load.ts) and reads `probes` when its measured run
 * starts and when it ends: each probe's increase per completed request comes back in perRequest.
 * `profileName` names the CPU profile that BENCH_CPU_PROFILE asks for.
 */
export function runLoad(job: LoadJob, probes: Probes = {}, profileName?: string): Promise<Measured> {
  return profiled(profileName, (started) => loadInChild(job, probes, started));
}

function loadInChild(job: LoadJob, probes: Probes, started: () => Promise<void>): Promise<Measured> {
  const child = fork(join(import.meta.dirname, 'load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const read = () => Object.fromEntries(Object.entries(probes).map(([k, probe]) => [k, probe()]));
  return new Promise((resolve, reject) => {
    let before: Record<string, number> | null = null;
    let settled = false;
    child.on('message', (message: { type: string; result?: LoadResult }) => {
      if (message.type === 'measuring') {
        void started();
        before = read();
      }
      if (message.type === 'result' && message.result && before) {
        const after = read();
        const n = Math.max(message.result.requests, 1);
        const perRequest = Object.fromEntries(
          Object.keys(probes).map((k) => [k, (after[k]! - before![k]!) / n]),
        );
        settled = true;
        resolve({ ...message.result, perRequest });
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`bench/load.ts ended (code ${code}) without a result`));
    });
    child.send(job);
  });
}

/** Fisher–Yates with a seeded generator, so a run's URL order can be repeated. */
export function shuffled<T>(items: T[], seed = 13): T[] {
  const out = [...items];
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
