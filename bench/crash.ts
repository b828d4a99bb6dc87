/**
 * kill -9 during mixed writes, on PGlite and on PostgreSQL: a write the server acknowledged must survive
 * the server's sudden death. Each round: concurrent clients vote, add pieces (scarce ones, which sell out,
 * and plentiful ones) to carts, place orders and pay them (the signed webhook as the gateway sends it,
 * then the browser's verify), recording every write the server acknowledged; the server
 * (server/main.ts, a child process) is killed with SIGKILL at a random moment (after 1 to 10 acknowledged
 * orders and 0 to 5 acknowledged payments, then 0 to 300 ms); then
 *  - PostgreSQL: the database is read: every acknowledged write is there, the stock of each piece is
 *    never below zero and equals its initial stock less the units orders hold (nothing oversold), no
 *    order or payment is settled twice, one payment per order;
 *  - the server is restarted on the same database (PGlite: the same data directory, crash recovery and
 *    the stale lock included), and the webhooks acknowledged in the round are sent again with their
 *    event ids (as the gateway retries): each is answered "duplicate"; every acknowledged write is asked
 *    for through the API as its owner sees it (votes, cart, orders and their status); on PostgreSQL the
 *    ledger is read again and must not have moved;
 *  - after the last round the server stops and the whole run's acknowledged writes and the ledger are
 *    read from the database (on PGlite, opened here: one process at a time on a data directory).
 *   npm run bench:crash                     (20 rounds on each database)
 *   npm run bench:crash -- --quick          (CI: 5 rounds on each)
 *   DATABASE_URL=postgres://…/postgres     (where roslis_bench_<random> is made and dropped; default
 *                                            postgres://root@127.0.0.1:5432/postgres; the prefix is
 *                                            BENCH_DATABASE_PREFIX's when set)
 *   BENCH_ROUNDS, BENCH_CLIENTS (16), BENCH_DATABASES=pglite|postgres, BENCH_SEED (the kill moments)
 * Exit code 1 on any violation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bench, openPglite, openPostgres } from './fixtures.ts';
import { exitWith, fmt, seeded } from './harness.ts';
import { ShopClient } from './shop/client.ts';
import { type Ledger, ledger, type Shop, seedShop } from './shop/seed.ts';
import { mailSink, newSandboxSecret, ServerProcess, type ServerTarget } from './shop/server.ts';
import {
  type Acked,
  acknowledged,
  addAcked,
  checkAcknowledged,
  checkThroughApi,
  newAcked,
  postWebhook,
  writeUntilGone,
} from './shop/writers.ts';

const QUICK = process.argv.includes('--quick');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 5 : 20));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SEED = Number(process.env.BENCH_SEED ?? Date.now() % 100_000);
const URL_ = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
/** Members per round, more than the writers get through before the kill. */
const MEMBERS_PER_ROUND = 400;

interface RoundRow {
  round: number;
  killMs: number;
  acked: Acked;
  restartMs: number;
  replayed: number;
  violations: string[];
  ledger: string;
}

/** Opens the database as a restarted server would find it, runs `read`, and closes it again (PGlite). */
type Reader = <T>(read: (bench: Bench) => Promise<T>) => Promise<T>;

async function runDatabase(kind: 'pglite' | 'postgres', random: () => number, rows: RoundRow[]) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const size = { products: 300, members: ROUNDS * MEMBERS_PER_ROUND, pieces: 1, pieceStock: 1_000, drops: 6 };
  const dropStock = QUICK ? 12 : 30;
  let target: ServerTarget;
  let read: Reader;
  let shop: Shop;
  let cleanup: () => Promise<void>;
  let bench: Bench | undefined;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'roslis-crash-'));
    const bench = await openPglite(join(dir, 'pglite'));
    shop = await seedShop(bench, { ...size, dropStock });
    await bench.dispose();
    target = { dataDir: dir };
    read = async (fn) => {
      const b = await openPglite(join(dir, 'pglite'));
      try {
        return await fn(b);
      } finally {
        await b.dispose();
      }
    };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const pg = await openPostgres(URL_);
    bench = pg;
    shop = await seedShop(pg, { ...size, dropStock });
    target = { databaseUrl: pg.url! };
    read = (fn) => fn(pg);
    cleanup = () => pg.dispose();
  }
  const tracked = [...shop.pieces, ...shop.drops];
  const sink = await mailSink();
  const secret = newSandboxSecret();
  const first = await ServerProcess.start({ ...target, smtpUrl: sink.url, sandboxSecret: secret });
  const server = first.server;
  console.log(`${label}: server up in ${(first.startMs / 1000).toFixed(1)} s; ${ROUNDS} rounds.`);
  let offset = 0;
  const all = newAcked();
  const byId = new Map(shop.members.map((m) => [m.id, m]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const acked = newAcked();
      const client = new ShopClient(server.base, CLIENTS);
      const members = shop.members.slice(offset, offset + MEMBERS_PER_ROUND);
      const t0 = performance.now();
      const writing = writeUntilGone(client, shop, members, CLIENTS, secret, random, acked);
      // A random moment once orders and payments flow: after 1 to 10 acknowledged orders and 0 to 5
      // acknowledged payments, then 0 to 300 ms more.
      await acknowledged(acked, 1 + Math.floor(random() * 10), Math.floor(random() * 6), 60_000);
      await new Promise((r) => setTimeout(r, random() * 300));
      const killMs = Math.round(performance.now() - t0);
      await server.kill9();
      offset += await writing;
      client.close();
      addAcked(all, acked);

      const violations: string[] = [];
      let figures = 'read at the end (PGlite)';
      let before: Ledger | undefined;
      if (kind === 'postgres') {
        violations.push(...(await checkAcknowledged(bench!, acked)));
        before = await ledger(bench!, tracked);
        violations.push(...before.violations);
        figures = `${fmt(before.orders)} orders, ${fmt(before.paidOrders)} paid; ${fmt(before.unitsSold)} of ${fmt(before.initialStock)} units sold`;
      }

      const restartMs = await server.restart();
      const again = new ShopClient(server.base, 4);
      // The gateway sends a webhook again when it did not see our answer: the same event, the same id.
      let replayed = 0;
      for (const p of acked.paid) {
        if (!p.webhook) continue;
        const res = await postWebhook(again, p.webhook);
        replayed++;
        if (res.status !== 200 || res.body.status !== 'duplicate')
          violations.push(`webhook of ${p.number} replayed: ${res.status} ${JSON.stringify(res.body)}`);
      }
      violations.push(...(await checkThroughApi(again, byId, acked)));
      again.close();
      if (before) {
        const after = await ledger(bench!, tracked);
        violations.push(...after.violations);
        if (after.paymentsPaid !== before.paymentsPaid || after.paidOrders !== before.paidOrders)
          violations.push(
            `the replayed webhooks changed the ledger: ${before.paymentsPaid} -> ${after.paymentsPaid} payments captured`,
          );
      }
      rows.push({ round, killMs, acked, restartMs, replayed, violations, ledger: figures });
      console.log(
        `${label} round ${round}: killed at ${killMs} ms; acknowledged ${acked.votes.length} votes, ${acked.cart.length} cart adds, ` +
          `${acked.orders.length} orders, ${acked.paid.length} payments; restart ${(restartMs / 1000).toFixed(1)} s; ` +
          `${replayed} webhooks replayed; ${figures}; ${violations.length ? `VIOLATIONS: ${violations.join('; ')}` : 'all there'}`,
      );
    }
  } finally {
    await server.stop();
    await sink.close();
  }
  // After a clean stop: every acknowledged write of every round, and the whole ledger, once more.
  const final = await read(async (b) => {
    const l = await ledger(b, tracked);
    l.violations.push(...(await checkAcknowledged(b, all)));
    return l;
  });
  console.log(
    `${label} after ${ROUNDS} rounds: ${fmt(final.orders)} orders (${fmt(final.paidOrders)} paid, ${fmt(final.paymentsPaid)} payments captured), ` +
      `${fmt(final.unitsSold)} of ${fmt(final.initialStock)} units sold, ${fmt(final.stockNow)} left, ${fmt(final.votes)} votes; ` +
      `every acknowledged write of the ${ROUNDS} rounds ` +
      (final.violations.length
        ? `NOT there: VIOLATIONS: ${final.violations.join('; ')}`
        : 'there, the ledger exact'),
  );
  await cleanup();
  return { label, final };
}

async function main() {
  const wanted = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  const random = seeded(SEED);
  console.log(`kill -9 bench: ${ROUNDS} rounds per database, ${CLIENTS} writers, seed ${SEED} (BENCH_SEED).`);
  const summary: { label: string; rows: RoundRow[]; finalViolations: string[] }[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (!wanted.includes(kind)) continue;
    const rows: RoundRow[] = [];
    const { label, final } = await runDatabase(kind, random, rows);
    summary.push({ label, rows, finalViolations: final.violations });
  }
  console.log(
    '\n| database | rounds | acknowledged votes | cart adds | orders | payments | webhooks replayed | restart s (median) | violations |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let failed = false;
  for (const { label, rows, finalViolations } of summary) {
    const sum = (f: (r: RoundRow) => number) => rows.reduce((n, r) => n + f(r), 0);
    const restarts = rows.map((r) => r.restartMs).sort((a, b) => a - b);
    const violations = sum((r) => r.violations.length) + finalViolations.length;
    if (violations > 0) failed = true;
    console.log(
      `| ${label} | ${rows.length} | ${fmt(sum((r) => r.acked.votes.length))} | ${fmt(sum((r) => r.acked.cart.length))} | ` +
        `${fmt(sum((r) => r.acked.orders.length))} | ${fmt(sum((r) => r.acked.paid.length))} | ${fmt(sum((r) => r.replayed))} | ` +
        `${((restarts[Math.floor(restarts.length / 2)] ?? 0) / 1000).toFixed(1)} | ${violations} |`,
    );
  }
  console.log(
    failed
      ? '\nFAIL: see the violations above.'
      : '\nPASS: every acknowledged write survived every kill; nothing oversold, nothing settled twice.',
  );
  return !failed;
}

await exitWith(main);
