/**
 * Roslis next to a peer: Medusa v2 (its published npm packages, set up by bench/peer/medusa-peer.sh)
 * and this app, each with the same number of products in its own database on the same PostgreSQL,
 * loaded in one run with the same connections and duration by bench/load.ts (autocannon 9 in a child
 * process): Medusa's `GET /store/products?limit=24` (the storefront's product list) next to ours, warm
 * (one URL) and cold (every request a different page).
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:peer
 * The first run installs Medusa 2.21.2 from the npm registry into PEER_WORK (about 80 s, 720 MB),
 * creates its role and database (medusa_peer) and seeds it through Medusa's own workflows (about
 * 100 s for 10,000 products); later runs reuse them. `bash bench/peer/medusa-peer.sh dropdb` and
 * deleting PEER_WORK remove them.
 * Env: PEER_WORK (${TMPDIR:-/tmp}/medusa-peer), PEER_PRODUCTS (10000), PEER_SETUP (auto; skip: use
 * what is there), MEDUSA_PORT (9000), MEDUSA_DATABASE_URL (the script's default: role medusa_peer on
 * 127.0.0.1:5432), BENCH_CONNECTIONS (10), BENCH_DURATION (10), BENCH_WARMUP (5).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { encodeCursor } from '../server/domains/catalog/service.ts';
import { type Bench, memberSession, openPostgres, seedCatalogue } from './fixtures.ts';
import {
  BROWSER_ENCODINGS,
  fmt,
  type Measured,
  ownCpuMs,
  postgresCpuMs,
  processTreeCpuMs,
  runLoad,
  shuffled,
  startApp,
} from './harness.ts';

const WORK = process.env.PEER_WORK ?? join(process.env.TMPDIR ?? tmpdir(), 'medusa-peer');
const PRODUCTS = Number(process.env.PEER_PRODUCTS ?? 10_000);
const MEDUSA_PORT = Number(process.env.MEDUSA_PORT ?? 9000);
const MEDUSA_DB = 'medusa_peer';
const MEDUSA_URL =
  process.env.MEDUSA_DATABASE_URL ?? `postgres://medusa_peer:medusa_peer@127.0.0.1:5432/${MEDUSA_DB}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Medusa answers a few requests a second: a 2 s warm-up would be a handful of requests. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const SCRIPT = join(import.meta.dirname, 'peer/medusa-peer.sh');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench/peer needs DATABASE_URL: the PostgreSQL server both stores use.');
  process.exit(2);
}

function step(...args: string[]) {
  console.log(`\n$ bash bench/peer/medusa-peer.sh ${args.join(' ')}`);
  const env = { ...process.env, PEER_WORK: WORK, MEDUSA_DATABASE_URL: MEDUSA_URL };
  const done = spawnSync('bash', [SCRIPT, ...args], { stdio: 'inherit', env });
  if (done.status !== 0) throw new Error(`medusa-peer.sh ${args.join(' ')} failed (exit ${done.status})`);
}

interface SeedOut {
  publishable_key: string;
  products: number;
}
const seedOut = (): SeedOut | undefined =>
  existsSync(join(WORK, 'seed-out.json'))
    ? (JSON.parse(readFileSync(join(WORK, 'seed-out.json'), 'utf8')) as SeedOut)
    : undefined;

function setUpMedusa() {
  if (process.env.PEER_SETUP === 'skip') return;
  if (!existsSync(join(WORK, 'node_modules/@medusajs/medusa/package.json'))) step('install');
  step('db');
  step('migrate');
  if ((seedOut()?.products ?? 0) < PRODUCTS) step('seed', String(PRODUCTS));
}

async function waitFor(address: string, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${address} did not answer within ${seconds} s`);
}

async function startMedusa(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['node_modules/@medusajs/cli/cli.js', 'start', '--port', String(MEDUSA_PORT)],
    {
      cwd: WORK,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: MEDUSA_URL,
        MEDUSA_DISABLE_TELEMETRY: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${MEDUSA_PORT}/health`, 120);
  return child;
}

interface Row {
  server: string;
  name: string;
  urls: string;
  r: Measured;
  load: number;
}

let medusa: ChildProcess | undefined;
let bench: Bench | undefined;
let exitCode = 0;
try {
  setUpMedusa();
  const out = seedOut();
  if (!out) throw new Error(`no ${join(WORK, 'seed-out.json')}: run without PEER_SETUP=skip first`);
  if (out.products < PRODUCTS)
    console.log(`Medusa has ${out.products} products (PEER_PRODUCTS=${PRODUCTS}).`);
  // As our seed ends (bench/fixtures.ts, seedCatalogue): what autovacuum would long have done on a live shop, so
  // that no autovacuum worker runs on Medusa's fresh rows during a measured row either.
  const medusaSql = postgres(MEDUSA_URL, { max: 1, onnotice: () => {} });
  await medusaSql`vacuum analyze`;
  await medusaSql.end();
  medusa = await startMedusa();
  const medusaPid = medusa.pid!;

  bench = await openPostgres(url);
  await seedCatalogue(bench, PRODUCTS);
  const { app, base: ours } = await startApp(bench);
  const medusaBase = `http://127.0.0.1:${MEDUSA_PORT}`;
  const oursHeaders = { ...BROWSER_ENCODINGS, ...(await memberSession(bench.database.db)) };
  const medusaHeaders = { ...BROWSER_ENCODINGS, 'x-publishable-api-key': out.publishable_key };

  const need = Math.ceil((WARMUP + DURATION) * 5000);
  // Ours, cold: a member's list (both storefronts), from every keyset position.
  const positions = await bench.query<{ at: string; id: string }>(
    'select created_at::text as at, id from products order by created_at desc, id desc',
  );
  const oursCold = shuffled(positions, 5)
    .slice(0, need)
    .map((p) => `/api/products?limit=24&cursor=${encodeCursor(p)}`);
  // Medusa pages by offset.
  const medusaCold = shuffled(
    Array.from({ length: Math.max(1, out.products - 24) }, (_, i) => `/store/products?limit=24&offset=${i}`),
    5,
  );

  const rows: Row[] = [];
  const name = bench.name!;
  const measure = async (
    server: 'Medusa' | 'Roslis',
    label: string,
    job: { path?: string; paths?: string[] },
  ) => {
    console.log(`${server}: ${label}...`);
    const medusaRow = server === 'Medusa';
    const r = await runLoad(
      {
        base: medusaRow ? medusaBase : ours,
        connections: CONNECTIONS,
        duration: DURATION,
        warmup: WARMUP,
        headers: medusaRow ? medusaHeaders : oursHeaders,
        ...job,
      },
      {
        cpu: medusaRow ? () => processTreeCpuMs(medusaPid) : ownCpuMs,
        pgCpu: () => postgresCpuMs(medusaRow ? MEDUSA_DB : name),
      },
      `peer-${server}-${label}`,
    );
    const urls = job.paths
      ? `${fmt(r.issued)} distinct${r.wrapped ? ` (then ${fmt(r.wrapped)} reused)` : ''}`
      : '1';
    rows.push({ server, name: label, urls, r, load: loadavg()[0]! });
    return r;
  };

  const m = await measure('Medusa', 'GET /store/products?limit=24', { path: '/store/products?limit=24' });
  const mCold = await measure('Medusa', 'GET /store/products?limit=24&offset=… (distinct)', {
    paths: medusaCold,
  });
  const warm = await measure('Roslis', 'GET /api/products?limit=24, warm', {
    path: '/api/products?limit=24',
  });
  const cold = await measure('Roslis', 'GET /api/products?limit=24&cursor=…, cold (distinct)', {
    paths: oursCold,
  });
  await app.close();

  console.log(
    `\n${fmt(PRODUCTS)} products each (Medusa: ${fmt(out.products)}), one PostgreSQL, ${CONNECTIONS} connections, ` +
      `${WARMUP} s warm-up + ${DURATION} s per row, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| server | request | URLs | req/s | p50 ms | p99 ms | bytes/response | server CPU ms/req | PostgreSQL CPU ms/req | errors | load avg |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { server, name: label, urls, r, load } of rows) {
    const errors = r.requests - (r.status['200'] ?? 0) + r.errors + r.timeouts;
    console.log(
      `| ${server} | ${label} | ${urls} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.bytesPerResponse)} | ` +
        `${fmt(r.perRequest.cpu!, 2)} | ${fmt(r.perRequest.pgCpu!, 2)} | ${fmt(errors)} | ${load.toFixed(1)} |`,
    );
    if (errors) exitCode = 1;
  }
  console.log(
    `\nRoslis warm / Medusa: ${(warm.rps / m.rps).toFixed(1)}x req/s; Roslis cold / Medusa: ${(cold.rps / m.rps).toFixed(1)}x req/s ` +
      `(${(cold.rps / mCold.rps).toFixed(1)}x Medusa's distinct offsets).`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  if (medusa && medusa.exitCode === null) {
    medusa.kill('SIGTERM');
    for (let i = 0; i < 50 && medusa.exitCode === null && medusa.signalCode === null; i++) await sleep(200);
    if (medusa.exitCode === null && medusa.signalCode === null) medusa.kill('SIGKILL');
  }
  await bench?.dispose();
}
process.exit(exitCode);
