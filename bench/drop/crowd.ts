/**
 * Drop day's crowd (bench/drop.ts), in a process of its own so that it shares neither the server's
 * event loop nor its CPU: forked with an IPC channel, it takes its job as the first message and answers
 * {type: 'result'} at the end.
 *
 * Browsers: one member each, on keep-alive connections, in a loop without pauses: the grid, its page 2
 * (the cursor the grid gave), a filtered grid (the members use different filters), the product page of
 * the piece she wants (one of the drop's designs, the members shared out evenly over them). Each browser
 * keeps the ETag it was given for each URL and asks with If-None-Match, as a browser revalidates what it
 * holds (the shop's answers are `Cache-Control: private, no-cache`). They browse `warmupS` seconds before
 * T0, unmeasured, so that they hold ETags when the drop opens. What was answered from the cache: a 304,
 * or a 200 whose `X-Cache` header says HIT (the catalogue's answers say HIT or MISS). Apart from
 * that, the 200s whose ETag some browser had already been given for that URL are counted (a page the
 * server had built before, for another member; one rebuilt with the same ETag after the cache let it go
 * counts too, which a run this short hardly sees).
 *
 * T0: the back office's launches (every design at once) have all answered; the buyers start. Each buyer
 * loop takes the next buyer (a member of her own, with a client address of her own, as behind the shop's
 * proxy) and places her bag: POST /api/orders with an Idempotency-Key, then, when placed, pays it in the
 * sandbox (POST /api/payment/sandbox/complete, which settles it through the signed webhook). The buyers
 * stop `tailS` seconds after every run sold out (or when they run out); the browsers at the later of that
 * and `durationS` after T0, and every run stops at `maxS`. Every request sent is answered and counted.
 * With several servers (`bases`), browser n and buyer loop n go to server n mod their number, as a load
 * balancer with sticky connections would spread them, and `perServer` says what each one answered.
 */
import { type Answer, NetworkError, percentile, ShopClient } from '../shop/client.ts';
import type { Outcome } from './scene.ts';

export interface CrowdJob {
  /**
   * The servers: one, or several behind what would be a load balancer (browser n and buyer loop n use
   * server n mod their number, on connections of their own).
   */
  bases: string[];
  /** What the browsers send besides their session (a browser's Accept-Encoding). */
  browserHeaders: Record<string, string>;
  browsers: { authorization: string }[];
  grid: string;
  /** Browser n filters with the n-th of these (mod their number). */
  filtered: string[];
  products: string[];
  buyerConnections: number;
  buyers: { authorization: string; addressId: string; design: number }[];
  /** Per design: the orders that sell it out (its run: one piece an order). */
  runs: number[];
  staff: { authorization: string };
  launches: { path: string; body: unknown }[];
  warmupS: number;
  durationS: number;
  tailS: number;
  maxS: number;
}

export const BROWSE_KINDS = ['grid', 'page 2', 'filtered', 'product'] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];
export const LIST_KINDS: BrowseKind[] = ['grid', 'page 2', 'filtered'];

export interface Summary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  status: Record<string, number>;
  /** Answered 304 (the browser's copy is current). */
  notModified: number;
  /** Answered 200 with an ETag some browser had already been given for that URL: a page built before. */
  builtBefore: number;
  /** Answers that carried an X-Cache header, and 200s whose X-Cache said HIT. */
  cacheHeader: number;
  cacheHit: number;
}

export interface Phase {
  seconds: number;
  /** By kind, and `list` for the three list kinds together. */
  browse: Record<BrowseKind | 'list', Summary>;
}

export interface CrowdResult {
  launchMs: number;
  launchStatus: number[];
  /** Per design: seconds from T0 until the answer that placed its last piece; null when it did not sell out. */
  soldOutS: (number | null)[];
  allSoldOutS: number | null;
  /** T0 until every run sold out (or the end). */
  selling: Phase;
  /** T0 until the browsers stopped. */
  drop: Phase;
  checkout: { placed: Summary; refused: Summary; all: Summary; pay: Summary };
  outcomes: Outcome[];
  buyersTaken: number;
  buyersRanOut: boolean;
  unexpected: number;
  errors: number;
  samples: string[];
  /** Per server (in `bases` order), from T0 until the browsers stopped: what each one answered. */
  perServer: { browse: number; placed: number; refused: number; pay: number }[];
}

interface Sample {
  start: number;
  ms: number;
  status: number;
  notModified: boolean;
  builtBefore: boolean;
  /** X-Cache: HIT (true), another value (false), none (null). */
  cacheHit: boolean | null;
}

function summarise(samples: Sample[], seconds: number): Summary {
  const ms = samples.map((s) => s.ms);
  const status: Record<string, number> = {};
  for (const s of samples) status[s.status] = (status[s.status] ?? 0) + 1;
  return {
    requests: samples.length,
    rps: samples.length / Math.max(seconds, 1e-3),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    status,
    notModified: samples.filter((s) => s.notModified).length,
    builtBefore: samples.filter((s) => s.builtBefore).length,
    cacheHeader: samples.filter((s) => s.cacheHit !== null).length,
    cacheHit: samples.filter((s) => s.status === 200 && s.cacheHit).length,
  };
}

async function run(job: CrowdJob): Promise<CrowdResult> {
  const servers = job.bases.length;
  const share = (n: number) => Math.max(1, Math.ceil(n / servers));
  const browserClients = job.bases.map((b) => new ShopClient(b, share(job.browsers.length)));
  const buyerClients = job.bases.map(
    (b, k) => new ShopClient(b, share(job.buyerConnections) + (k === 0 ? job.launches.length : 0)),
  );
  for (const c of [...browserClients, ...buyerClients]) c.recording = false;
  const perServer = job.bases.map(() => ({ browse: 0, placed: 0, refused: 0, pay: 0 }));
  const samples = new Map<BrowseKind, Sample[]>(BROWSE_KINDS.map((k) => [k, []]));
  const checkout: Sample[] = [];
  const pay: Sample[] = [];
  const outcomes: Outcome[] = [];
  const sampleTexts: string[] = [];
  let unexpected = 0;
  let errors = 0;
  const problem = (text: string) => {
    if (sampleTexts.length < 10) sampleTexts.push(text);
  };
  /** Every URL and ETag handed out so far. */
  const given = new Set<string>();

  const now = () => performance.now();
  let t0 = Number.POSITIVE_INFINITY;
  const warmEnd = now() + job.warmupS * 1000;
  let allSoldOutAt: number | null = null;
  let buyersDone = false;
  const cap = () => t0 + job.maxS * 1000;
  const browsersEnd = () => {
    if (now() < warmEnd || t0 === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    const least = t0 + job.durationS * 1000;
    if (allSoldOutAt !== null) return Math.min(Math.max(least, allSoldOutAt + job.tailS * 1000), cap());
    return buyersDone ? least : cap();
  };
  const buyersEnd = () =>
    allSoldOutAt === null ? cap() : Math.min(allSoldOutAt + job.tailS * 1000, browsersEnd());

  const browse = async (n: number) => {
    const b = job.browsers[n]!;
    const browserClient = browserClients[n % servers]!;
    const counts = perServer[n % servers]!;
    const base = {
      authorization: b.authorization,
      'x-forwarded-for': `10.1.${(n >> 8) & 255}.${n & 255}`,
      ...job.browserHeaders,
    };
    const etags = new Map<string, string>();
    let cursor: string | undefined;
    // Each member watches the piece she wants: one of the drop's product pages.
    const product = job.products[n % job.products.length]!;
    const filtered = job.filtered[n % job.filtered.length]!;
    const get = async (kind: BrowseKind, url: string) => {
      const held = etags.get(url);
      const start = now();
      let a: Answer;
      try {
        a = await browserClient.call(kind, 'GET', url, {
          headers: held ? { ...base, 'if-none-match': held } : base,
        });
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        if (start >= t0) {
          errors++;
          problem(`${kind}: GET ${url}: ${err.message}`);
        }
        await new Promise((r) => setTimeout(r, 10));
        return;
      }
      let builtBefore = false;
      if (a.status === 200) {
        const etag = String(a.headers.etag ?? '');
        builtBefore = given.has(`${url} ${etag}`);
        given.add(`${url} ${etag}`);
        if (etag) etags.set(url, etag);
        const next = a.headers['x-next-cursor'];
        if (kind === 'grid' && typeof next === 'string') cursor = next;
      } else if (a.status !== 304 && start >= t0) {
        unexpected++;
        problem(`${kind}: GET ${url} -> ${a.status} ${String(a.body).slice(0, 200)}`);
      }
      const header = a.headers['x-cache'];
      const cacheHit = typeof header === 'string' ? /^hit/i.test(header) : null;
      if (start >= t0) counts.browse++;
      if (start >= t0)
        samples
          .get(kind)!
          .push({ start, ms: a.ms, status: a.status, notModified: a.status === 304, builtBefore, cacheHit });
    };
    while (now() < browsersEnd()) {
      await get('grid', job.grid);
      if (cursor) await get('page 2', `${job.grid}&cursor=${encodeURIComponent(cursor)}`);
      await get('filtered', filtered);
      await get('product', product);
    }
  };

  const placed = job.runs.map(() => 0);
  const soldOutAt: (number | null)[] = job.runs.map(() => null);
  let next = 0;
  const buy = async (loop: number) => {
    const buyerClient = buyerClients[loop % servers]!;
    const counts = perServer[loop % servers]!;
    while (now() < buyersEnd()) {
      if (next >= job.buyers.length) {
        buyersDone = true;
        return;
      }
      const i = next++;
      const b = job.buyers[i]!;
      const h = { authorization: b.authorization, 'x-forwarded-for': `10.2.${(i >> 8) & 255}.${i & 255}` };
      const start = now();
      let a: Answer<{
        order?: { number: string };
        payment?: { id: string } | null;
        code?: string;
        message?: string;
      }>;
      try {
        a = await buyerClient.call('checkout', 'POST', '/api/orders', {
          headers: { ...h, 'idempotency-key': `drop-buyer-${i}` },
          body: { addressId: b.addressId },
        });
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        errors++;
        problem(`checkout of buyer ${i}: ${err.message}`);
        outcomes.push({ buyer: i, status: 0, payStatus: 0 });
        continue;
      }
      checkout.push({
        start,
        ms: a.ms,
        status: a.status,
        notModified: false,
        builtBefore: false,
        cacheHit: null,
      });
      const outcome: Outcome = { buyer: i, status: a.status, payStatus: 0 };
      outcomes.push(outcome);
      if (a.status === 201) counts.placed++;
      if (a.status === 409) counts.refused++;
      if (a.status === 409) {
        outcome.code = a.body?.code;
        outcome.message = a.body?.message;
        continue;
      }
      if (a.status !== 201) {
        unexpected++;
        problem(`checkout of buyer ${i} -> ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
        continue;
      }
      outcome.order = a.body.order?.number;
      placed[b.design]!++;
      if (placed[b.design] === job.runs[b.design]) {
        soldOutAt[b.design] = now();
        if (soldOutAt.every((t) => t !== null)) allSoldOutAt = now();
      }
      if (!a.body.payment) {
        outcome.payStatus = -1; // nothing to pay: paid as placed
        continue;
      }
      const payStart = now();
      try {
        const paid = await buyerClient.call('pay', 'POST', '/api/payment/sandbox/complete', {
          headers: h,
          body: { orderId: a.body.payment.id, outcome: 'success' },
        });
        outcome.payStatus = paid.status;
        counts.pay++;
        pay.push({
          start: payStart,
          ms: paid.ms,
          status: paid.status,
          notModified: false,
          builtBefore: false,
          cacheHit: null,
        });
        if (paid.status !== 200) {
          unexpected++;
          problem(`payment of buyer ${i} -> ${paid.status} ${JSON.stringify(paid.body).slice(0, 200)}`);
        }
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        errors++;
        problem(`payment of buyer ${i}: ${err.message}`);
      }
    }
  };

  // The browsers start; after the warm-up the back office launches every design, then the buyers come.
  const browsers = Promise.all(job.browsers.map((_, n) => browse(n)));
  await new Promise((r) => setTimeout(r, job.warmupS * 1000));
  const launchStart = now();
  const launched = await Promise.all(
    job.launches.map((l) =>
      buyerClients[0]!
        .call('launch', 'POST', l.path, { headers: job.staff, body: l.body })
        .then((a) => {
          if (a.status !== 200) {
            unexpected++;
            problem(`launch ${l.path} -> ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
          }
          return a.status;
        })
        .catch((err: Error) => {
          errors++;
          problem(`launch ${l.path}: ${err.message}`);
          return 0;
        }),
    ),
  );
  t0 = now();
  await Promise.all(Array.from({ length: job.buyerConnections }, (_, loop) => buy(loop)));
  if (allSoldOutAt === null) buyersDone = true;
  await browsers;
  const end = now();
  for (const c of [...browserClients, ...buyerClients]) c.close();

  const sellingEnd = allSoldOutAt ?? end;
  const phase = (until: number): Phase => {
    const seconds = (until - t0) / 1000;
    const within = (k: BrowseKind) => samples.get(k)!.filter((s) => s.start < until);
    const browse = Object.fromEntries(BROWSE_KINDS.map((k) => [k, summarise(within(k), seconds)])) as Record<
      BrowseKind,
      Summary
    >;
    return { seconds, browse: { ...browse, list: summarise(LIST_KINDS.flatMap(within), seconds) } };
  };
  const buyingSeconds = (end - t0) / 1000;
  return {
    launchMs: t0 - launchStart,
    launchStatus: launched,
    soldOutS: soldOutAt.map((t) => (t === null ? null : (t - t0) / 1000)),
    allSoldOutS: allSoldOutAt === null ? null : (allSoldOutAt - t0) / 1000,
    selling: phase(sellingEnd),
    drop: phase(end),
    checkout: {
      placed: summarise(
        checkout.filter((s) => s.status === 201),
        buyingSeconds,
      ),
      refused: summarise(
        checkout.filter((s) => s.status === 409),
        buyingSeconds,
      ),
      all: summarise(checkout, buyingSeconds),
      pay: summarise(pay, buyingSeconds),
    },
    outcomes,
    buyersTaken: next,
    buyersRanOut: next >= job.buyers.length,
    unexpected,
    errors,
    samples: sampleTexts,
    perServer,
  };
}

process.once('message', (job: CrowdJob) => {
  const send = process.send!.bind(process);
  void run(job).then((result) => send({ type: 'result', result }, () => process.disconnect()));
});
