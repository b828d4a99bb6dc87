/**
 * Checkout under load: orders placed per second and their p50/p99 at 50 concurrent buyers, SQL
 * statements per placed order (its budget and why: bench/budgets.json, "checkout"), the same checkout
 * beside a CPU load (processes spinning on every CPU for the run), and the product list in the same run,
 * on PGlite (a throwaway data directory) and, when DATABASE_URL is set, PostgreSQL (a throwaway
 * database).
 *   npm run bench:checkout
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:checkout
 *   BENCH_DURATION=10 BENCH_WARMUP=2 BENCH_CONNECTIONS=50 BENCH_PRODUCTS=10000 BENCH_BUYERS=…
 *   BENCH_CPU_LOAD=<processes> (default one per CPU; 0 leaves the row out)
 *   BENCH_VERBOSE=1 (list the statements of one placed order), BENCH_DATABASES=pglite|postgres
 * The rate limit of POST /api/orders is 30 a minute per session, so every request is a different
 * member (made by bulk insert: user, active card, session, address, a cart of two lines: a size of an
 * in-stock piece with a very large stock and a pre-order piece with a very large limit, half of them
 * still holding their unit) with its own Idempotency-Key: each request places one new order. After each
 * checkout row the size stock and the pre-order count must have moved by exactly the units its orders
 * hold. The exit code is 1 only when a structural budget fails: statements per order, every answer 201
 * (200 for the list; a request left unanswered after autocannon's 10 s timeout is reported, not a
 * budget), exact stock. Throughput and latency have targets, printed PASS or FALL SHORT (they depend on
 * what else the machine does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { budgets } from './budgets.ts';
import {
  type Bench,
  counter,
  createMembers,
  forEachDatabase,
  insertCartLines,
  labelOf,
  type Member,
  memberSession,
  type Piece,
  seedCatalogue,
  sizeM,
  withStock,
} from './fixtures.ts';
import {
  appProbes,
  BROWSER_ENCODINGS,
  checklist,
  exitWith,
  fmt,
  type Measured,
  runLoad,
  startApp,
} from './harness.ts';
import type { LoadRequest } from './load.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/** Buyers per checkout row: enough for (warm-up + duration) x this many orders a second. */
const BUYERS = Number(process.env.BENCH_BUYERS ?? Math.ceil((WARMUP + DURATION) * 600));
/** Processes spinning on the CPU beside the second checkout row (0: no such row). */
const CPU_LOAD = Number(process.env.BENCH_CPU_LOAD ?? availableParallelism());
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
/** How many in-stock and pre-order pieces the carts spread over (1: everyone buys the same two, a drop). */
const PIECES = Number(process.env.BENCH_PIECES ?? 1);
const LARGE = 10_000_000;
const PAGE1 = '/api/products?storefront=STUDIO&limit=24';
const STATEMENTS = budgets.checkout.statementsPerOrder.max;
const TARGETS = budgets.checkout;

const { check, print: printChecks } = checklist();
interface Row {
  db: string;
  name: string;
  expect: number;
  r: Measured;
  /** Answers with the expected status (the denominator of statements per order). */
  ok: number;
  load: number;
  /** Statements per placed order over the whole load (checkout), instead of the window's per request. */
  exact?: number;
}
const rows: Row[] = [];
const notes: string[] = [];

const pieceOf = (pieces: Piece[], i: number) => ({
  productId: pieces[i % pieces.length]!.productId,
  variantId: pieces[i % pieces.length]!.variantId,
});

interface Buyer extends Member {
  /** Whether the pre-order line of the cart still holds its unit. */
  held: boolean;
}

/** What the carts hold: size M of PIECES in-stock STUDIO pieces and of PIECES STUDIO pre-orders. */
async function pieces(bench: Bench) {
  const pick = (status: string) => sizeM(bench, { status, count: PIECES, storefront: 'STUDIO' });
  const inStock = await pick('IN_STOCK');
  const preOrder = await pick('PRE_ORDER');
  await withStock(bench, inStock, LARGE);
  await bench.query(
    `update products set pre_order_limit = $1, pre_order_count = 0,
       pre_order_end_date = now() + interval '30 days' where id = any($2::uuid[])`,
    [LARGE, preOrder.map((r) => r.productId)],
  );
  return {
    inStock,
    preOrder,
    variants: inStock.map((r) => r.variantId),
    preOrders: preOrder.map((r) => r.productId),
  };
}

/**
 * `count` members, each with a session, a saved address and a cart of two lines, by bulk insert.
 * Every other buyer's pre-order line still holds its unit (counted in pre_order_count, which the
 * order takes over); the rest lapsed (held = false: the order holds the unit again).
 */
async function createBuyers(bench: Bench, count: number, p: Awaited<ReturnType<typeof pieces>>) {
  const db = bench.database.db;
  const heldUntil = new Date(Date.now() + 30 * 60_000);
  const buyers: Buyer[] = (await createMembers(db, count)).map((m, i) => ({ ...m, held: i % 2 === 0 }));
  await insertCartLines(
    db,
    buyers.flatMap((b, i) => [
      { userId: b.id, ...pieceOf(p.inStock, i), quantity: 1 },
      {
        userId: b.id,
        ...pieceOf(p.preOrder, i),
        quantity: 1,
        isPreOrder: true,
        held: b.held,
        heldUntil: b.held ? heldUntil : null,
      },
    ]),
  );
  await bench.query(
    `update products p set pre_order_count = h.units from (select product_id, sum(quantity)::int as units
       from cart_items where held group by product_id) h where p.id = h.product_id`,
  );
  return buyers;
}

/** Size stock, pre-order count, and what the orders and the carts hold of the two pieces. */
async function ledger(bench: Bench, p: Awaited<ReturnType<typeof pieces>>) {
  const [row] = await bench.query<Record<string, number>>(
    `select (select sum(stock)::float8 from product_variants where id = any($1::uuid[])) as stock,
       (select sum(pre_order_count)::int from products where id = any($2::uuid[])) as "preOrderCount",
       (select count(*)::int from orders) as orders,
       (select count(*)::int from payments where purpose = 'order') as payments,
       (select coalesce(sum(quantity), 0)::int from order_lines
         where variant_id = any($1::uuid[]) and reserved = 'stock') as "stockOrdered",
       (select coalesce(sum(quantity), 0)::int from order_lines
         where product_id = any($2::uuid[]) and reserved = 'pre_order') as "preOrdered",
       (select coalesce(sum(quantity), 0)::int from cart_items where product_id = any($2::uuid[]) and held) as "cartHeld"`,
    [p.variants, p.preOrders],
  );
  return row!;
}

/** Waits until no order has been added for half a second (requests autocannon left in flight). */
async function settled(bench: Bench, p: Awaited<ReturnType<typeof pieces>>) {
  let last = -1;
  for (;;) {
    const now = await ledger(bench, p);
    if (now.orders === last) return now;
    last = now.orders!;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * `count` processes that spin on the CPU until stopped, as other work on a busy machine does (each
 * takes a CPU when the scheduler gives it one). Answers the function that stops them.
 */
function spinCpus(count: number) {
  const spinners: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const p of spinners) p.kill('SIGKILL');
  };
}

const orderRequest = (b: Buyer, key: string): LoadRequest => ({
  method: 'POST',
  path: '/api/orders',
  headers: {
    authorization: b.authorization,
    'idempotency-key': key,
    'content-type': 'application/json',
  },
  body: JSON.stringify({ addressId: b.addressId }),
});

async function benchOne(bench: Bench) {
  const label = labelOf(bench);
  const db = bench.database.db;
  const seeded = await seedCatalogue(bench, PRODUCTS);
  const p = await pieces(bench);
  const t0 = performance.now();
  const checkoutRows = CPU_LOAD > 0 ? 2 : 1;
  const buyers = await createBuyers(bench, BUYERS * checkoutRows + 2, p);
  notes.push(
    `${label}: seeded ${fmt(PRODUCTS)} products in ${seeded.toFixed(1)} s and ${fmt(buyers.length)} buyers ` +
      `(user, card, session, address, a cart of 2 lines) in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      (PIECES === 1
        ? `every cart: "${p.inStock[0]!.name}" size M (stock ${fmt(LARGE)}) and "${p.preOrder[0]!.name}" pre-order (limit ${fmt(LARGE)})`
        : `each cart: size M of one of ${PIECES} in-stock pieces (stock ${fmt(LARGE)} each) and one of ${PIECES} pre-orders (limit ${fmt(LARGE)})`),
  );
  const { app, base } = await startApp(bench);
  const tag = Date.now().toString(36);
  try {
    // One order at a time, counted exactly: a buyer whose pre-order line still holds its unit, then one
    // whose hold lapsed (the order holds it again). Each is a new session, as every buyer under load is.
    const counts: number[] = [];
    for (const b of buyers.splice(0, 2)) {
      const r = orderRequest(b, `bench-${tag}-first-${b.held}`);
      counter.trace = [];
      const before = counter.n;
      const res = await fetch(`${base}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
      const n = counter.n - before;
      const statements = counter.trace;
      counter.trace = null;
      if (res.status !== 201) throw new Error(`POST /api/orders: ${res.status} ${await res.text()}`);
      counts.push(n);
      const which = b.held ? 'pre-order unit held by the cart' : 'hold lapsed';
      notes.push(`${label}: one order placed alone (${which}): ${n} statements`);
      if (VERBOSE) {
        console.log(`\n--- ${label}: the ${n} statements of one order (${which}) ---`);
        for (const [i, q] of statements.entries())
          console.log(`${String(i + 1).padStart(2)}. ${q.replace(/\s+/g, ' ')}`);
      }
    }
    check(
      Math.max(...counts) <= STATEMENTS,
      true,
      `${label}: SQL statements per placed order, one at a time: ${counts.join(' (held) and ')} (lapsed) (budget <= ${STATEMENTS})`,
    );

    const probes = appProbes(bench);
    const measure = async (name: string, job: Parameters<typeof runLoad>[0], expect: number) => {
      console.log(`${label}: ${name}...`);
      const r = await runLoad(job, probes, `${bench.kind}-${name}`);
      const ok = r.status[String(expect)] ?? 0;
      rows.push({ db: label, name, expect, r, ok, load: loadavg()[0]! });
      // A wrong answer or a broken connection is the app's fault (a budget); a request still waiting
      // after autocannon's 10 s timeout is capacity (reported, not a budget). The server still
      // finishes it: the ledger below counts it among the requests in flight.
      const unexpected = r.requests - ok + r.errors - r.timeouts;
      const warmBad = Object.entries(r.warmupStatus).filter(([code]) => code !== String(expect));
      check(
        unexpected === 0 && warmBad.length === 0,
        true,
        `${label}: ${name}: every answer ${expect} (${
          unexpected || warmBad.length
            ? `not: ${JSON.stringify(r.status)}, warm-up ${JSON.stringify(r.warmupStatus)}, ${r.errors - r.timeouts} errors`
            : `${fmt(ok)} of ${fmt(r.requests)} answers, and the warm-up's`
        })`,
      );
      if (r.timeouts)
        check(
          false,
          false,
          `${label}: ${name}: ${fmt(r.timeouts)} requests had no answer within autocannon's 10 s timeout (p99 ${fmt(r.p99)} ms)`,
        );
      return r;
    };

    /**
     * One checkout row: these buyers in turn, then the ledger once the requests still in flight are
     * done (the size stock and the pre-order count moved by exactly the units the new orders hold) and
     * the statements sent per order placed.
     */
    const checkoutRow = async (name: string, rowBuyers: Buyer[], rowTag: string) => {
      const before = await ledger(bench, p);
      const statementsBefore = counter.n;
      const requests = rowBuyers.map((b, i) => orderRequest(b, `bench-${rowTag}-${i}`));
      const r = await measure(
        name,
        {
          base,
          connections: CONNECTIONS,
          duration: DURATION,
          warmup: WARMUP,
          headers: BROWSER_ENCODINGS,
          requests,
        },
        201,
      );
      check(
        r.wrapped === 0,
        true,
        `${label}: ${name}: every request a buyer of its own (${fmt(r.issued)} of ${fmt(rowBuyers.length)} buyers taken${r.wrapped ? `; ${fmt(r.wrapped)} reused: raise BENCH_BUYERS` : ''})`,
      );
      // What moved: the size stock by the units the orders took, the pre-order count by the units they
      // hold again (lapsed lines); held lines were handed over. Orders and payments pair one to one.
      const after = await settled(bench, p);
      const d = (k: string) => after[k]! - before[k]!;
      const orders = d('orders');
      // Statements over the whole load (warm-up, measured run, and the requests left in flight) by the
      // orders it placed: exact, where the measured window's per-request figure has ragged edges.
      const perOrder = (counter.n - statementsBefore) / Math.max(orders, 1);
      check(
        perOrder <= STATEMENTS,
        true,
        `${label}: ${name}: SQL statements per placed order under load ${perOrder.toFixed(2)} (${fmt(counter.n - statementsBefore)} for ${fmt(orders)} orders; budget <= ${STATEMENTS})`,
      );
      rows.at(-1)!.exact = perOrder;
      const placed = r.status['201'] ?? 0;
      const answered = placed + (r.warmupStatus['201'] ?? 0);
      const stockOk = -d('stock') === d('stockOrdered') && d('stockOrdered') === orders;
      const preOk =
        after.preOrderCount === after.cartHeld! + after.preOrdered! &&
        d('preOrdered') === orders &&
        d('payments') === orders;
      check(
        stockOk && preOk && orders >= answered,
        true,
        `${label}: ${name}: ${fmt(orders)} orders placed (${fmt(answered)} answered 201, ${fmt(orders - answered)} in flight when the load stopped); ` +
          `size stock down ${fmt(-d('stock'))} = ${fmt(d('stockOrdered'))} units in orders; ` +
          `pre-order count ${fmt(before.preOrderCount!)} -> ${fmt(after.preOrderCount!)} = ${fmt(after.cartHeld!)} held by carts + ${fmt(after.preOrdered!)} in orders ` +
          `(${fmt(-d('cartHeld'))} holds handed over, ${fmt(d('preOrderCount'))} units held anew); ${fmt(d('payments'))} payments opened`,
      );
      return r;
    };

    // The product list, warm, as a signed-in member's browser asks for it.
    const member = { ...BROWSER_ENCODINGS, ...(await memberSession(db)) };
    await fetch(`${base}${PAGE1}`, { headers: member });
    await measure(
      `product list warm (GET ${PAGE1})`,
      { base, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, headers: member, path: PAGE1 },
      200,
    );

    // Checkout: each request the next buyer, with a key of its own; then the same beside a CPU load.
    const unloaded = await checkoutRow(
      'checkout (POST /api/orders, a different buyer each)',
      buyers.splice(0, BUYERS),
      `${tag}-a`,
    );
    if (bench.kind === 'postgres') {
      const t = TARGETS.postgresOrders;
      check(
        unloaded.rps >= t.minRps && unloaded.p99 <= t.maxP99Ms,
        false,
        `${label}: checkout: ${fmt(unloaded.rps)} orders/s, p99 ${fmt(unloaded.p99)} ms (target >= ${fmt(t.minRps)} orders/s with p99 <= ${fmt(t.maxP99Ms)} ms)`,
      );
    } else {
      const t = TARGETS.pgliteP99Ms;
      check(
        unloaded.p99 <= t.max,
        false,
        `${label}: checkout: p99 ${fmt(unloaded.p99)} ms at ${fmt(unloaded.rps)} orders/s (target p99 <= ${fmt(t.max)} ms)`,
      );
    }
    if (CPU_LOAD > 0) {
      const stop = spinCpus(CPU_LOAD);
      let loaded: Measured;
      try {
        loaded = await checkoutRow(
          `checkout beside a CPU load (${CPU_LOAD} processes spinning)`,
          buyers.splice(0, BUYERS),
          `${tag}-b`,
        );
      } finally {
        stop();
      }
      const t = TARGETS.besideCpuLoad;
      const share = loaded.rps / Math.max(unloaded.rps, 1);
      check(
        share >= t.minShareOfUnloaded && loaded.p99 <= t.maxP99Ms,
        false,
        `${label}: checkout beside ${CPU_LOAD} processes spinning on the CPU: ${fmt(loaded.rps)} orders/s = ${fmt(share * 100)} % of the ${fmt(unloaded.rps)} without them, p99 ${fmt(loaded.p99)} ms against ${fmt(unloaded.p99)} ms (target >= ${fmt(t.minShareOfUnloaded * 100)} % with p99 <= ${fmt(t.maxP99Ms)} ms)`,
      );
    }
  } finally {
    await app.close();
  }
}

await exitWith(async () => {
  await forEachDatabase(benchOne);
  console.log(
    `\n${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per row (autocannon 9 in a child process), ` +
      `${fmt(PRODUCTS)} products, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  for (const note of notes) console.log(`- ${note}`);
  console.log(
    '\n| database | request | req/s | p50 ms | p99 ms | answers | CPU ms/req (server process) | PostgreSQL CPU ms/req | statements/req (checkout: per order, whole load) | load avg |',
  );
  console.log('|---|---|---:|---:|---:|---|---:|---:|---:|---:|');
  for (const { db, name, r, ok, expect, load, exact } of rows) {
    const others = Object.entries(r.status).filter(([code]) => code !== String(expect));
    const answers = `${fmt(ok)} x ${expect}${others.map(([c, n]) => `, ${fmt(n)} x ${c}`).join('')}${r.timeouts ? `, ${r.timeouts} timeouts (10 s)` : ''}${r.errors > r.timeouts ? `, ${r.errors - r.timeouts} errors` : ''}`;
    const pg = r.perRequest.pgCpu;
    console.log(
      `| ${db} | ${name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${answers} | ${fmt(r.perRequest.cpu!, 3)} | ${pg === undefined ? '—' : fmt(pg, 3)} | ${fmt(exact ?? r.perRequest.statements!, 2)} | ${load.toFixed(1)} |`,
    );
  }
  console.log('');
  return !printChecks();
});
