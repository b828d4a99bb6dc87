/**
 * Drop day: a LIMITED-EDITION launch with members rushing for its pieces, on PGlite (a throwaway data
 * directory) and, when DATABASE_URL is set, PostgreSQL (a throwaway database), one after the other.
 * 10,000 products; at T0 the back office launches ten LIMITED-EDITION styles with runs of 25 pieces and
 * one voted design to Pre-Order (25 units) (bench/drop/scene.ts: who buys and why Gold). Meanwhile 100
 * members browse as browsers do, revalidating with the ETags they were given, and 50 buyer connections
 * check out and pay in the sandbox, each request a buyer of her own (bench/drop/crowd.ts, in a child
 * process). It reports per database the list and product-page requests/s, p50/p99 and share answered
 * from the cache (304s), orders/s, checkout p50/p99, the seconds until every run sold out and the SQL
 * statements of one order (counted alone, before the drop); then the ledger. Budgets (bench/budgets.json, "drop"; exit code 1): the
 * ledger exact, nothing oversold, no unexpected answer or error. Latency and the cache's share print
 * PASS or FALL SHORT against their targets.
 *   npm run bench:drop
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:drop
 *   npm run bench:drop -- --quick         (CI, the ledger only: 500 products, runs of 5, 10 + 10 connections)
 *   --members=100 --buyers=50 (connections), --products=10000, --run=25, --duration=10 (seconds after
 *   T0 at least), --buyers-made=N (default 6,000; 600 quick), BENCH_DATABASES=pglite|postgres,
 *   BENCH_VERBOSE=1 (the statements of one order placed, its payment and one order refused, listed)
 * Past one machine: `--processes=4` runs the shop as 4 server processes (server/main.ts, production
 * settings with the sandbox gateway) on the one PostgreSQL database and one Redis (DATABASE_URL and
 * REDIS_URL are required then; PGlite is skipped, it is one process's database), the crowd spread over
 * them as a load balancer would (browser and buyer loop n on server n mod 4), and reports what each
 * process answered. With DATABASE_READ_URL set to a streaming replica of that PostgreSQL server, the
 * processes read the catalogue from the replica (the bench's database has the same name there).
 *   DATABASE_URL=… REDIS_URL=redis://127.0.0.1:6379 [DATABASE_READ_URL=postgres://root@127.0.0.1:5433/postgres] \
 *     npm run bench:drop -- --processes=4
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { budgets } from './budgets.ts';
import type { CrowdJob, CrowdResult, Phase, Summary } from './drop/crowd.ts';
import { isSoldOut, launchOf, readLedger, type Scene, setUpDrop } from './drop/scene.ts';
import { type Bench, counter, forEachDatabase, labelOf, seedCatalogue } from './fixtures.ts';
import { BROWSER_ENCODINGS, checklist, exitWith, fmt, startApp } from './harness.ts';
import { BENCH_METRICS_TOKEN, mailSink, newSandboxSecret, ServerProcess } from './shop/server.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    members: { type: 'string' },
    buyers: { type: 'string' },
    products: { type: 'string' },
    run: { type: 'string' },
    duration: { type: 'string' },
    'buyers-made': { type: 'string' },
    processes: { type: 'string' },
  },
});
const QUICK = args.quick!;
const num = (value: string | undefined, full: number, quick: number) =>
  value === undefined ? (QUICK ? quick : full) : Number(value);
const MEMBERS = num(args.members, 100, 10);
const BUYERS = num(args.buyers, 50, 10);
const PRODUCTS = num(args.products, 10_000, 500);
const RUN = num(args.run, 25, 5);
const STYLES = 10;
const DURATION = num(args.duration, 10, 1);
const WARMUP = QUICK ? 1 : 3;
/** Buyers who keep coming after the last run sold out (all of them must hear "sold out"). */
const TAIL = QUICK ? 0.5 : 2;
/** The longest a drop may take (a machine too busy to sell the runs by then fails the ledger). */
const MAX = 300;
const BUYERS_MADE = num(args['buyers-made'], 6_000, 600);
const PROCESSES = Number(args.processes ?? 1);
if (!Number.isInteger(PROCESSES) || PROCESSES < 1)
  throw new Error(`--processes=${args.processes}: a whole number, 1 or more`);
if (PROCESSES > 1) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new Error(
      `--processes=${PROCESSES} shares one PostgreSQL and one Redis between the processes: set DATABASE_URL and REDIS_URL`,
    );
  // The processes share one database server: PGlite is one process's database.
  process.env.BENCH_DATABASES = 'postgres';
}

const GRID = '/api/products?storefront=LIMITED-EDITION&limit=24';
/** In stock in one of the catalogue's 20 categories: the members filter differently. */
const FILTERED = Array.from(
  { length: 20 },
  (_, i) => `/api/products?storefront=LIMITED-EDITION&categorySlug=bench-${i + 1}&status=IN_STOCK&limit=24`,
);
const TARGET = budgets.drop;
/** BENCH_VERBOSE=1: list the statements of the rehearsal's order placed, its payment and the order refused. */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);

const { check, print } = checklist();
const notes: string[] = [];
interface Row {
  db: string;
  servers: number;
  /** Per server process: what its /metrics said at the end (several processes only). */
  metrics: ServerMetrics[];
  r: CrowdResult;
  orders: number;
  statements: { placed: number; refused: number; pay: number };
  load: number;
}
const rows: Row[] = [];

/** bench/drop/crowd.ts in a child process: its result. */
function runCrowd(job: CrowdJob): Promise<CrowdResult> {
  const child = fork(join(import.meta.dirname, 'drop', 'crowd.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    child.on('message', (m: { type: string; result?: CrowdResult }) => {
      if (m.type === 'result' && m.result) {
        settled = true;
        resolve(m.result);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`bench/drop/crowd.ts ended (code ${code}) without a result`));
    });
    child.send(job);
  });
}

/** Answered from the cache: a 304, or a 200 whose X-Cache says HIT (when the server sends one). */
const fromCache = (s: Summary) => (s.notModified + s.cacheHit) / Math.max(s.requests, 1);
/** Besides: a 200 whose ETag another browser had been given before (a page built before). */
const orBuiltBefore = (s: Summary) => (s.notModified + s.builtBefore) / Math.max(s.requests, 1);
const pct = (x: number) => `${fmt(x * 100, 1)} %`;

/**
 * One request from this process while nothing else runs, its statements counted through drizzle's
 * logger as bench:checkout counts them (and listed with BENCH_VERBOSE): until no statement has come for
 * 100 ms after the answer, so that work the request left behind counts too.
 */
async function alone(label: string, what: string, url: string, init: RequestInit) {
  counter.trace = [];
  const before = counter.n;
  const res = await fetch(url, init);
  const body = (await res.json()) as Record<string, unknown>;
  for (let seen = -1; seen !== counter.n; ) {
    seen = counter.n;
    await new Promise((r) => setTimeout(r, 100));
  }
  const statements = counter.n - before;
  if (VERBOSE) {
    console.log(`\n--- ${label}: the ${statements} statements of ${what} (${res.status}) ---`);
    for (const [i, q] of counter.trace.entries())
      console.log(`${String(i + 1).padStart(2)}. ${q.replace(/\s+/g, ' ')}`);
  }
  counter.trace = null;
  return { status: res.status, body, statements };
}

/**
 * The rehearsal (bench/drop/scene.ts): its design launched with one piece, bought and paid by its first
 * buyer, refused to its second, one request at a time: the statements of one order placed, of its
 * payment and of one order refused, each counted alone.
 */
async function rehearse(label: string, base: string, scene: Scene) {
  const { design, buyers } = scene.rehearsal;
  const json = { 'content-type': 'application/json' };
  const launch = launchOf(design);
  const launched = await fetch(`${base}${launch.path}`, {
    method: 'POST',
    headers: { ...scene.staff, ...json },
    body: JSON.stringify(launch.body),
  });
  if (launched.status !== 200)
    throw new Error(`launch of ${design.slug}: ${launched.status} ${await launched.text()}`);
  const order = (n: number) =>
    alone(label, n === 0 ? 'one order placed' : 'one order refused', `${base}/api/orders`, {
      method: 'POST',
      headers: { authorization: buyers[n]!.authorization, 'idempotency-key': `drop-rehearsal-${n}`, ...json },
      body: JSON.stringify({ addressId: buyers[n]!.addressId }),
    });
  const placed = await order(0);
  const payment = placed.body.payment as { id: string } | null;
  if (placed.status !== 201 || !payment)
    throw new Error(`the rehearsal's order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const paid = await alone(label, 'its payment', `${base}/api/payment/sandbox/complete`, {
    method: 'POST',
    headers: { authorization: buyers[0]!.authorization, ...json },
    body: JSON.stringify({ orderId: payment.id, outcome: 'success' }),
  });
  const refused = await order(1);
  if (paid.status !== 200 || refused.status !== 409)
    throw new Error(
      `the rehearsal: payment ${paid.status}, second order ${refused.status} ${JSON.stringify(refused.body)}`,
    );
  return { placed: placed.statements, refused: refused.statements, pay: paid.statements };
}

async function benchOne(bench: Bench) {
  const label = labelOf(bench);
  const seeded = await seedCatalogue(bench, PRODUCTS);
  let t = performance.now();
  const scene = await setUpDrop(bench, { styles: STYLES, run: RUN, browsers: MEMBERS, buyers: BUYERS_MADE });
  notes.push(
    `${label}: seeded ${fmt(PRODUCTS)} products in ${seeded.toFixed(1)} s; ${fmt(MEMBERS)} browsing members and ` +
      `${fmt(scene.buyers.length)} buyers (Gold, card, session, address, a bag of one piece) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const { bases, close, metrics } =
    PROCESSES > 1
      ? await startProcesses(bench)
      : { ...(await startInProcess(bench)), metrics: async () => [] };
  const base = bases[0]!;
  try {
    // One vote each (the designs wait for one): what the back office launches is ready to launch.
    for (const d of [...scene.designs, scene.rehearsal.design]) {
      const res = await fetch(`${base}/api/products/${d.productId}/vote`, {
        method: 'POST',
        headers: scene.browsers[0]!,
      });
      if (res.status !== 200) throw new Error(`vote for ${d.slug}: ${res.status} ${await res.text()}`);
    }
    const stmts = await rehearse(label, base, scene);
    console.log(`${label}: the drop (${WARMUP} s of browsing first)...`);
    t = performance.now();
    const r = await runCrowd({
      bases,
      browserHeaders: BROWSER_ENCODINGS,
      browsers: scene.browsers,
      grid: GRID,
      filtered: FILTERED,
      products: scene.designs.map((d) => `/api/products/${d.slug}`),
      buyerConnections: BUYERS,
      buyers: scene.buyers.map((b) => ({
        authorization: b.authorization,
        addressId: b.addressId,
        design: b.design,
      })),
      runs: scene.designs.map((d) => d.run),
      staff: scene.staff,
      launches: scene.designs.map(launchOf),
      warmupS: WARMUP,
      durationS: DURATION,
      tailS: TAIL,
      maxS: MAX,
    });
    const load = loadavg()[0]!;
    const ledger = await readLedger(bench, scene, r.outcomes);
    rows.push({
      db: label,
      servers: bases.length,
      metrics: await metrics(),
      r,
      orders: ledger.orders,
      statements: stmts,
      load,
    });

    notes.push(
      `${label}: the launches of ${scene.designs.length} designs took ${fmt(r.launchMs)} ms (answers ${r.launchStatus.join(', ')}); ` +
        `runs sold out after ${r.soldOutS.map((s) => (s === null ? 'never' : s.toFixed(2))).join(', ')} s; ` +
        `${fmt(r.buyersTaken)} buyers came${r.buyersRanOut ? ' (all that were made: raise --buyers-made)' : ''}; ` +
        `${fmt(ledger.orders)} orders, ${fmt(ledger.paidOrders)} paid, ${fmt(ledger.paymentsPaid)} payments captured; ` +
        `CPU load average ${load.toFixed(1)}; ${((performance.now() - t) / 1000).toFixed(1)} s in all`,
    );
    for (const sample of r.samples) notes.push(`${label}: unexpected: ${sample}`);
    notes.push(`${label}: ${await bytesPerOrder(bench)}`);

    // The budgets: the ledger, oversell, errors.
    const inStock = scene.designs.filter((d) => d.to === 'IN_STOCK');
    const piecesSold = ledger.sold.slice(0, inStock.length).reduce((a, b) => a + b, 0);
    const preOrdered = ledger.sold.slice(inStock.length).reduce((a, b) => a + b, 0);
    const placed = r.outcomes.filter((x) => x.status === 201).length;
    const refused = r.outcomes.filter((x) => x.status === 409);
    const unclear = refused.filter((x) => !isSoldOut(x));
    const mismatches = ledger.problems.length + unclear.length;
    check(
      mismatches <= TARGET.ledgerMismatches.max,
      true,
      `${label}: the ledger: ${fmt(piecesSold)} pieces sold of ${fmt(inStock.length * RUN)} (${inStock.length} runs of ${RUN}) and ` +
        `${fmt(preOrdered)} pre-order units of ${RUN}; ${fmt(placed)} buyers answered 201 = ${fmt(ledger.orders)} orders, ` +
        `${fmt(ledger.paidOrders)} paid with their pieces; ${fmt(refused.length)} refused, ${fmt(refused.length - unclear.length)} with 409 SOLD_OUT "sold out"` +
        (mismatches
          ? `; NOT: ${[...ledger.problems, ...unclear.slice(0, 3).map((x) => `buyer ${x.buyer}: ${x.status} ${x.code} ${x.message}`)].join('; ')}`
          : ''),
    );
    check(
      ledger.oversold.length <= TARGET.oversold.max,
      true,
      `${label}: nothing oversold (no size below zero, no run or size over its pieces)${ledger.oversold.length ? `; NOT: ${ledger.oversold.join('; ')}` : ''}`,
    );
    const others = r.outcomes.filter((x) => x.status !== 201 && x.status !== 409).length;
    check(
      r.unexpected + r.errors <= TARGET.errors.max,
      true,
      `${label}: no unexpected answer or connection error (${fmt(r.unexpected)} unexpected answers, ${fmt(r.errors)} errors, ${fmt(others)} buyers answered neither 201 nor 409)`,
    );

    // The targets, while the runs sold (T0 until the last run sold out).
    if (!QUICK) {
      const list = r.selling.browse.list;
      const product = r.selling.browse.product;
      const judge = (
        name: string,
        value: number,
        target: { max?: number; min?: number; fails: boolean },
        unit = '',
      ) => {
        const ok = target.max !== undefined ? value <= target.max : value >= target.min!;
        check(
          ok,
          target.fails,
          `${label}: ${name} ${unit === '%' ? pct(value) : `${fmt(value)}${unit}`} while the runs sold (target ${target.max !== undefined ? '<=' : '>='} ${unit === '%' ? pct(target.min!) : `${fmt(target.max!)}${unit}`})`,
        );
      };
      if (bench.kind === 'postgres') {
        judge('list p99', list.p99, TARGET.postgresListP99Ms, ' ms');
        judge(
          `list answers from the cache or 304 (${list.cacheHeader ? 'X-Cache: HIT or 304' : 'no X-Cache header: the 304s'})`,
          fromCache(list),
          TARGET.postgresListFromCacheOr304,
          '%',
        );
        judge('product page p99', product.p99, TARGET.postgresProductP99Ms, ' ms');
      } else {
        judge('list p99', list.p99, TARGET.pgliteListP99Ms, ' ms');
      }
      // The statements are counted in this process's database client: not the server processes'.
      if (PROCESSES === 1)
        check(
          stmts.placed <= budgets.checkout.statementsPerOrder.max,
          false,
          `${label}: SQL statements of one order placed alone ${stmts.placed} (bench:checkout's budget <= ${budgets.checkout.statementsPerOrder.max})`,
        );
    }
  } finally {
    await close();
  }
}

/**
 * What the drop's orders wrote, per order: the rows' own bytes (pg_column_size of each row: no page,
 * tuple header or index overhead), for sizing a database (docs/scaling.md).
 */
async function bytesPerOrder(bench: Bench) {
  const tables = ['orders', 'order_lines', 'order_events', 'payments', 'payment_events', 'notifications'];
  const [{ orders }] = (await bench.query<{ orders: number }>(
    'select count(*)::int as orders from orders',
  )) as [{ orders: number }];
  const parts: string[] = [];
  let total = 0;
  for (const table of tables) {
    const [row] = await bench.query<{ rows: number; bytes: number }>(
      `select count(*)::int as rows, coalesce(sum(pg_column_size(t.*)), 0)::int as bytes from ${table} t`,
    );
    total += row!.bytes;
    parts.push(
      `${table} ${fmt(row!.rows / Math.max(orders, 1), 1)} rows, ${fmt(row!.bytes / Math.max(orders, 1))} B`,
    );
  }
  return `per order (${fmt(orders)} orders), the rows' own bytes: ${fmt(total / Math.max(orders, 1))} B in all (${parts.join('; ')})`;
}

/** The app in this process, on the bench's database. */
async function startInProcess(bench: Bench) {
  const { app, base } = await startApp(bench, {
    // One proxy hop (the bench): each buyer and browser has a client address of her own, so the
    // per-address limits of the payment routes apply per member, as behind the shop's proxy.
    trustProxy: 1,
  });
  return { bases: [base], close: () => app.close() };
}

/**
 * PROCESSES server processes on the bench's PostgreSQL database and REDIS_URL's Redis (and a replica
 * when DATABASE_READ_URL is set), started one after another: the first applies nothing (the bench's
 * database is migrated), the others find the same.
 */
async function startProcesses(bench: Bench) {
  const sink = await mailSink();
  const secret = newSandboxSecret();
  let readUrl: string | undefined;
  if (process.env.DATABASE_READ_URL) {
    const replica = new URL(process.env.DATABASE_READ_URL);
    replica.pathname = `/${bench.name}`;
    readUrl = replica.toString();
  }
  const servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await sink.close();
  };
  try {
    for (let n = 0; n < PROCESSES; n++) {
      const { server } = await ServerProcess.start({
        databaseUrl: bench.url!,
        smtpUrl: sink.url,
        sandboxSecret: secret,
        env: {
          REDIS_URL: process.env.REDIS_URL!,
          ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
          // The scene's staff session is a plain session, as the in-process app's optional setting takes it.
          STAFF_SECOND_FACTOR: 'optional',
        },
      });
      servers.push(server);
    }
  } catch (err) {
    await close();
    throw err;
  }
  notes.push(
    `PostgreSQL: ${PROCESSES} server processes on one database and one Redis${readUrl ? ', catalogue reads from the replica' : ''}`,
  );
  return {
    bases: servers.map((s) => s.base),
    close,
    metrics: () => Promise.all(servers.map((s) => metricsOf(s.base))),
  };
}

interface ServerMetrics {
  /** Statements of the read database by the pool that answered them (without a replica: none). */
  replicaReads: number;
  primaryReads: number;
  replicaInUse: boolean | null;
  rssMb: number;
}

/**
 * A server process's /metrics, as an operator's Prometheus scrapes it: its reads by pool and its memory
 * (every series carries the app's default label).
 */
async function metricsOf(base: string): Promise<ServerMetrics> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = res.ok ? await res.text() : '';
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  const inUse = value(/^roslis_db_replica_in_use(?:\{[^}]*\})? (\S+)$/m);
  return {
    replicaReads: value(/^roslis_db_read_statements_total\{[^}]*pool="replica"[^}]*\} (\S+)$/m) || 0,
    primaryReads: value(/^roslis_db_read_statements_total\{[^}]*pool="primary"[^}]*\} (\S+)$/m) || 0,
    replicaInUse: Number.isNaN(inUse) ? null : inUse === 1,
    rssMb: value(/^roslis_process_resident_memory_bytes(?:\{[^}]*\})? (\S+)$/m) / 1024 / 1024,
  };
}

function phaseRows(db: string, name: string, p: Phase) {
  const out: string[] = [];
  for (const kind of ['list', 'grid', 'page 2', 'filtered', 'product'] as const) {
    const s = p.browse[kind];
    out.push(
      `| ${db} | ${name} | ${kind === 'list' ? '**list (the three)**' : kind} | ${fmt(s.requests)} | ${fmt(s.rps)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${pct(s.notModified / Math.max(s.requests, 1))} | ${s.cacheHeader ? pct(s.cacheHit / s.requests) : '—'} | ${pct(orBuiltBefore(s))} |`,
    );
  }
  return out;
}

await exitWith(async () => {
  await forEachDatabase(benchOne);
  console.log(
    `\n${QUICK ? 'Quick: ' : ''}${fmt(PRODUCTS)} products; ${STYLES} LIMITED-EDITION runs of ${RUN} and a pre-order of ${RUN}; ` +
      `${MEMBERS} browsing members and ${BUYERS} buyer connections; ${WARMUP} s of browsing before T0, then at least ${DURATION} s; ` +
      `Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z\n`,
  );
  for (const note of notes) console.log(`- ${note}`);
  console.log(
    '\nBrowsing, from T0 ("selling": until every run sold out). 304: the browser\'s copy was current; X-Cache HIT: ' +
      'a 200 the server says came from its cache (— when it does not say); 304 or built before: also the 200s ' +
      'whose ETag another browser had been given before.\n',
  );
  console.log(
    '| database | while | request | requests | req/s | p50 ms | p99 ms | 304 | X-Cache HIT | 304 or built before |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { db, r } of rows) {
    for (const line of phaseRows(db, `selling (${r.selling.seconds.toFixed(1)} s)`, r.selling))
      console.log(line);
    for (const line of phaseRows(db, `the drop (${r.drop.seconds.toFixed(1)} s)`, r.drop)) console.log(line);
  }
  console.log('\nBuying:\n');
  console.log(
    '| database | every run sold out after | orders | orders/s (until sold out) | checkout p50 / p99 ms (placed) | refused p50 / p99 ms | payment p50 / p99 ms | statements (one order placed / refused / its payment, alone) | load avg |',
  );
  console.log('|---|---:|---:|---:|---|---|---|---|---:|');
  for (const { db, r, orders, statements: s, load, servers } of rows) {
    const c = r.checkout;
    const sold = r.allSoldOutS;
    console.log(
      `| ${db} | ${sold === null ? 'not sold out' : `${sold.toFixed(2)} s`} | ${fmt(orders)} | ${sold ? fmt(orders / sold) : '—'} | ` +
        `${fmt(c.placed.p50)} / ${fmt(c.placed.p99)} | ${fmt(c.refused.p50)} / ${fmt(c.refused.p99)} | ${fmt(c.pay.p50)} / ${fmt(c.pay.p99)} | ` +
        `${servers > 1 ? '— (counted in one process only)' : `${s.placed} / ${s.refused} / ${s.pay}`} | ${load.toFixed(1)} |`,
    );
  }
  if (rows.some((r) => r.servers > 1)) {
    console.log('\nPer server process, from T0 until the browsers stopped:\n');
    console.log(
      '| database | process | browse requests | browse req/s | orders placed | refused | payments | read statements on the replica / primary | replica in use at the end | RSS MB |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---|---|---:|');
    for (const { db, r, metrics } of rows)
      for (const [k, p] of r.perServer.entries()) {
        const m = metrics[k];
        const replica = m?.replicaInUse === null ? 'no replica' : m?.replicaInUse ? 'yes' : 'no';
        console.log(
          `| ${db} | ${k + 1} | ${fmt(p.browse)} | ${fmt(p.browse / Math.max(r.drop.seconds, 1e-3))} | ${fmt(p.placed)} | ${fmt(p.refused)} | ${fmt(p.pay)} | ` +
            `${m ? `${fmt(m.replicaReads)} / ${fmt(m.primaryReads)}` : '—'} | ${replica} | ${m ? fmt(m.rssMb) : '—'} |`,
        );
      }
  }
  console.log('');
  return !print();
});
