/**
 * What the benches share besides their database and rows (bench/fixtures.ts): the app's configuration
 * for a benchmark and the app started in this process, raw HTTP reads, the PASS / FALL SHORT checklist,
 * CPU counters, seeded randomness, the exit code, and runLoad: bench/load.ts in a child process, with this
 * process's CPU (and other counters) measured over exactly the child's measured window.
 */
import { fork } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Config } from '../server/env.ts';
import { type Bench, counter } from './fixtures.ts';
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
  // No VAPID keys: push is off, as in a production without them.
  vapid: { subject: 'mailto:hello@roslis.test' },
  whatsapp: { provider: 'outbox' },
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
  storage: { driver: 'disk' },
};

/**
 * The app on `bench`'s database, listening on a free port of 127.0.0.1. The app's modules are loaded
 * here, when called: the benches whose server is a child process (shop-load, crash) do not need them.
 * `config` changes benchConfig for this app.
 */
export async function startApp(bench: Bench, config: Partial<Config> = {}) {
  const { buildApp } = await import('../server/app.ts');
  const app = await buildApp({ ...benchConfig, ...config }, { database: bench.database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

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

/** The app's cost: this process's CPU, the statements it sent and, on PostgreSQL, the backends' CPU. */
export function appProbes(bench: Bench): Probes {
  const probes: Probes = { cpu: ownCpuMs, statements: () => counter.n };
  const name = bench.name;
  if (name) probes.pgCpu = () => postgresCpuMs(name);
  return probes;
}

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

export type Random = () => number;

/** A seeded generator (mulberry32), so a run's choices can be repeated. */
export function seeded(seed: number): Random {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator, so a run's URL order can be repeated. */
export function shuffled<T>(items: T[], seed = 13): T[] {
  const out = [...items];
  const random = seeded(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Runs a bench's main, which answers whether its budgets held: exit code 0 when they did, else 1. */
export async function exitWith(main: () => Promise<boolean>): Promise<never> {
  let ok = false;
  try {
    ok = await main();
  } catch (err) {
    console.error(err);
  }
  process.exit(ok ? 0 : 1);
}
