/**
 * A mixed shopping load on PostgreSQL: 50 concurrent shoppers, each visit a member of its own
 * (session, saved address, client address) browsing boards, opening product pages, voting, adding to the
 * cart, checking out and paying through the sandbox gateway (bench/shop/shopper.ts). Reports requests/s,
 * p50/p99 per kind of request, unexpected answers and errors, and the server's resident memory (RSS)
 * before and after; then checks the ledger (stock never below zero and exact, one payment per order,
 * nothing settled twice, orders and payments as acknowledged). Exit code 1 when a budget fails (the budgets
 * and why: bench/budgets.json, "load").
 *   npm run bench:load                      (full: 10 s warm-up, 60 s measured)
 *   npm run bench:load -- --quick           (CI: 10 s warm-up, 20 s measured, a smaller catalogue)
 *   DATABASE_URL=postgres://…/postgres     (the server on which roslis_bench_<random> is made and dropped;
 *                                            default postgres://root@127.0.0.1:5432/postgres; the prefix is
 *                                            BENCH_DATABASE_PREFIX's when set)
 *   BENCH_DURATION, BENCH_WARMUP, BENCH_SHOPPERS (50), BENCH_PRODUCTS, BENCH_MEMBERS
 * The server is server/main.ts in a child process (NODE_ENV=production, sandbox payments, e-mails to an
 * SMTP sink here); the shoppers run in this process.
 */
import { availableParallelism, loadavg } from 'node:os';
import { budgets } from './budgets.ts';
import { openPostgres } from './fixtures.ts';
import { exitWith, fmt, seeded } from './harness.ts';
import { percentile, ShopClient } from './shop/client.ts';
import { ledger, seedShop } from './shop/seed.ts';
import { BENCH_METRICS_TOKEN, mailSink, newSandboxSecret, ServerProcess } from './shop/server.ts';
import { newAcknowledged, visit } from './shop/shopper.ts';

const QUICK = process.argv.includes('--quick');
const DURATION = Number(process.env.BENCH_DURATION ?? (QUICK ? 20 : 60));
/**
 * The RSS budget looks for leaks, so the warm-up lets the heap reach its working size first: after 3 s it
 * was still growing (140-163 MB more by the end of a quick run), after 10 s it grows about 80 MB.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (QUICK ? 2_000 : 10_000));
/** Members made: about one visit each (a visit is ~15 requests); when they run out, they come back. */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? Math.ceil((WARMUP + DURATION) * (QUICK ? 40 : 60)));
const URL_ = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const BUDGET = budgets.load;
/** The kinds of request held to the reads' p99; the others are writes. */
const READS = new Set(['browse', 'product page', 'order page']);

async function main(): Promise<boolean> {
  const failures: string[] = [];
  const slow: string[] = [];
  const bench = await openPostgres(URL_);
  const sink = await mailSink();
  let server: ServerProcess | undefined;
  try {
    let t0 = performance.now();
    const shop = await seedShop(bench, {
      products: PRODUCTS,
      members: MEMBERS,
      pieces: 40,
      pieceStock: 100_000,
      drops: 4,
      dropStock: QUICK ? 15 : 40,
    });
    console.log(
      `Seeded ${fmt(PRODUCTS)} products and ${fmt(MEMBERS)} members in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
        `(database ${bench.name}).`,
    );
    const started = await ServerProcess.start({
      databaseUrl: bench.url!,
      smtpUrl: sink.url,
      sandboxSecret: newSandboxSecret(),
    });
    server = started.server;
    const rssIdle = server.rssMb();
    console.log(`Server up in ${(started.startMs / 1000).toFixed(1)} s, RSS ${rssIdle.toFixed(0)} MB.`);

    const client = new ShopClient(server.base, SHOPPERS);
    const ack = newAcknowledged();
    let next = 0;
    let stopAt = performance.now() + WARMUP * 1000;
    const go = () => performance.now() < stopAt;
    const shopper = async (n: number) => {
      const random = seeded(1000 + n);
      while (go()) {
        const i = next++;
        const member = shop.members[i % shop.members.length]!;
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        try {
          await visit(go, client, shop, member, ip, `load-${i}-${Date.now().toString(36)}`, random, ack);
        } catch {
          // a connection error, counted by the client
        }
      }
    };
    console.log(`Warm-up: ${WARMUP} s at ${SHOPPERS} shoppers...`);
    client.recording = false;
    await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));
    const rssWarm = server.rssMb();
    const visitsBefore = next;
    client.recording = true;
    console.log(`Measured: ${DURATION} s...`);
    t0 = performance.now();
    stopAt = t0 + DURATION * 1000;
    let rssPeak = rssWarm;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server!.rssMb());
    }, 1000);
    await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    const load = loadavg()[0]!;
    const rssAfter = server.rssMb();
    rssPeak = Math.max(rssPeak, rssAfter);
    client.close();

    // The table.
    let total = 0;
    let unexpected = 0;
    let errors = 0;
    const all: number[] = [];
    console.log(
      `\n${SHOPPERS} shoppers, ${WARMUP} s warm-up + ${seconds.toFixed(1)} s measured, ${fmt(PRODUCTS)} products, ` +
        `PostgreSQL, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average ${load.toFixed(1)}\n`,
    );
    console.log('| request | count | req/s | p50 ms | p99 ms | answers |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const [kind, s] of client.stats) {
      total += s.latencies.length;
      unexpected += s.unexpected;
      errors += s.errors;
      all.push(...s.latencies);
      const p99 = percentile(s.latencies, 99);
      const answers = Object.entries(s.status)
        .map(([code, n]) => `${fmt(n)} x ${code}`)
        .join(', ');
      console.log(
        `| ${kind} | ${fmt(s.latencies.length)} | ${fmt(s.latencies.length / seconds)} | ${fmt(percentile(s.latencies, 50))} | ${fmt(p99)} | ${answers}${s.errors ? `, ${s.errors} errors` : ''} |`,
      );
      const budget = (READS.has(kind) ? BUDGET.p99ReadMs : BUDGET.p99WriteMs).max;
      if (!(p99 <= budget)) slow.push(`${kind}: p99 ${fmt(p99)} ms over the budget of ${fmt(budget)} ms`);
    }
    console.log(
      `| **all** | ${fmt(total)} | **${fmt(total / seconds)}** | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 99))} | ${fmt(unexpected)} unexpected, ${fmt(errors)} errors |`,
    );
    const visits = next - visitsBefore;
    console.log(
      `\nVisits: ${fmt(visits)} measured (${fmt(visits / seconds, 1)}/s), ${fmt(next)} in all; ` +
        `${fmt(ack.ordersPlaced)} orders placed, ${fmt(ack.paid)} paid, ${fmt(ack.soldOut)} sold-out answers, ` +
        `${fmt(ack.votes)} votes, ${fmt(ack.cartAdds)} cart adds; ${fmt(sink.received())} e-mails sent.` +
        (next > shop.members.length
          ? ` Members came back: ${fmt(next)} visits by ${fmt(shop.members.length)} members.`
          : ''),
    );
    console.log(
      `Server RSS: ${rssIdle.toFixed(0)} MB idle, ${rssWarm.toFixed(0)} MB after the warm-up, ` +
        `${rssAfter.toFixed(0)} MB after the run (peak ${rssPeak.toFixed(0)} MB).`,
    );
    for (const sample of client.samples) console.log(`  unexpected: ${sample}`);
    const cpus = availableParallelism();
    if (load > cpus * BUDGET.busyMachine.loadPerCpu && slow.length > 0) {
      for (const s of slow)
        console.log(
          `FALL SHORT (not failing: the machine was busy, load average ${load.toFixed(1)} on ${cpus} CPUs): ${s}`,
        );
    } else failures.push(...slow);
    if (unexpected > BUDGET.unexpectedAnswers.max) failures.push(`${unexpected} unexpected answers`);
    if (errors > BUDGET.connectionErrors.max) failures.push(`${errors} connection errors`);
    if (rssAfter - rssWarm > BUDGET.rssGrowthMb.max)
      failures.push(
        `RSS grew ${(rssAfter - rssWarm).toFixed(0)} MB over the run (budget ${BUDGET.rssGrowthMb.max} MB)`,
      );

    const l = await ledger(bench, [...shop.pieces, ...shop.drops]);
    console.log(
      `Ledger: ${fmt(l.orders)} orders (${fmt(l.paidOrders)} paid), ${fmt(l.paymentsPaid)} payments captured, ` +
        `${fmt(l.unitsSold)} units sold of a stock of ${fmt(l.initialStock)} (${fmt(l.stockNow)} left), ${fmt(l.votes)} votes.`,
    );
    failures.push(...l.violations);
    if (l.orders !== ack.ordersPlaced)
      failures.push(`${l.orders} orders in the database, ${ack.ordersPlaced} acknowledged`);
    if (l.paidOrders !== ack.paid || l.paymentsPaid !== ack.paid)
      failures.push(
        `${l.paidOrders} paid orders and ${l.paymentsPaid} payments captured, ${ack.paid} acknowledged`,
      );
    failures.push(...(await checkMetrics(server.base, l.paymentsPaid)));
  } finally {
    await server?.stop();
    await sink.close();
    await bench.dispose();
  }
  console.log('');
  for (const f of failures) console.log(`FAIL: ${f}`);
  if (failures.length === 0)
    console.log(
      `PASS: ${slow.length ? `p99 over budget for ${slow.length} kinds on a busy machine (FALL SHORT above)` : `p99 within ${BUDGET.p99ReadMs.max} ms (reads) and ${BUDGET.p99WriteMs.max} ms (writes)`}, no unexpected answer or error, ` +
        `RSS growth within ${BUDGET.rssGrowthMb.max} MB, the ledger exact.`,
    );
  return failures.length === 0;
}

await exitWith(main);

/**
 * After the run, GET /metrics as an operator's Prometheus would: the series listed below are there,
 * checkout's requests are counted by route pattern, and the paid order payments agree with the ledger.
 */
async function checkMetrics(base: string, paymentsPaid: number): Promise<string[]> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (!res.ok) return [`GET /metrics answered ${res.status}`];
  const text = await res.text();
  const sum = (pattern: RegExp) =>
    text
      .split('\n')
      .filter((line) => pattern.test(line))
      .reduce((n, line) => n + Number(line.split(' ').at(-1)), 0);
  const checkouts = sum(/^roslis_http_requests_total\{.*route="\/api\/orders".*status="201"/);
  const paid = sum(
    /^roslis_payments\{.*purpose="order".*status="paid"|^roslis_payments\{.*status="paid".*purpose="order"/,
  );
  console.log(
    `Metrics: ${fmt(checkouts)} checkouts counted (POST /api/orders 201), ${fmt(paid)} order payments paid, ` +
      `queue backlog ${sum(/^roslis_outbox_queued/)}, ${sum(/^roslis_job_runs_total/)} job runs.`,
  );
  const missing = [
    'roslis_http_requests_total',
    'roslis_http_request_duration_seconds_bucket',
    'roslis_outbox_queued',
    'roslis_payments',
    'roslis_db_connections',
    'roslis_process_resident_memory_bytes',
  ].filter((name) => !text.includes(`${name}{`));
  const problems = missing.map((name) => `GET /metrics lacks ${name}`);
  if (checkouts === 0) problems.push('GET /metrics counted no checkout');
  if (paid !== paymentsPaid)
    problems.push(`GET /metrics says ${paid} order payments paid, the ledger ${paymentsPaid}`);
  return problems;
}
