/**
 * The benches' budgets, from bench/budgets.json: each with its figure and why it is that figure. Every
 * bench reads its budgets here; `npm run bench:bundle -- --update` (or `--set-budgets`) writes the
 * bundle's back, in the layout the file is kept in (the one `npm run lint` accepts), so that only the
 * figures change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const why = z.string().min(1);
/** Met at `max` or below. */
const max = z.strictObject({ max: z.number().nonnegative(), why });
/** Met at `min` or above. */
const min = z.strictObject({ min: z.number().nonnegative(), why });
/** bench/catalog.ts's: a missed budget fails the run (exit code 1); a missed target prints FALL SHORT. */
const fails = z.boolean();
const maxOrTarget = z.strictObject({ max: z.number().nonnegative(), fails, why });
const minOrTarget = z.strictObject({ min: z.number().nonnegative(), fails, why });
/** Compressed bytes (kB = 1,000 bytes): Brotli and gzip. */
const sizes = z.strictObject({ br: z.number().int().nonnegative(), gz: z.number().int().nonnegative() });

export const budgetsSchema = z.strictObject({
  about: why,
  bundle: z.strictObject({
    why,
    /** Each chunk's budget: `entry`, or a page module relative to web/. */
    chunks: z.record(z.string(), sizes),
    /** What each chunk weighed when last measured (`--update`), and when. */
    measuredOn: z.iso.date(),
    measured: z.record(z.string(), sizes),
  }),
  lighthouse: z.strictObject({
    publicPerformance: min,
    publicAccessibility: min,
    memberPerformance: min,
    memberAccessibility: min,
    /** Cumulative layout shift: met below `under` (and every image sized). */
    memberLayoutShift: z.strictObject({ under: z.number().positive(), why }),
    /**
     * The machine the time budgets below are set for: on a slower one (a lower benchmark index) each
     * is scaled up by `reference / index` (never down on a faster one).
     */
    benchmarkIndex: z.strictObject({ reference: z.number().positive(), why }),
    /** Script executed by a page (Lighthouse's bootup-time: evaluation, parse and compile), in ms at 4x CPU. */
    publicScriptMs: max,
    memberScriptMs: max,
    /** Total blocking time, in ms at 4x CPU. */
    publicBlockingMs: max,
    memberBlockingMs: max,
  }),
  catalog: z.strictObject({
    coldListStatements: maxOrTarget,
    deepPageRatio: maxOrTarget,
    /** The search reads the trigram index, judged from `min` products. */
    searchTrigramIndexFromProducts: minOrTarget,
    bytesPerProduct: maxOrTarget,
    pageShareOfBare: minOrTarget,
    warmShareOfBare: minOrTarget,
    /** Cold lists on PostgreSQL: at least `minRps` with a p99 of at most `maxP99Ms`, judged together. */
    postgresColdList: z.strictObject({
      minRps: z.number().positive(),
      maxP99Ms: z.number().positive(),
      fails,
      why,
    }),
    pgliteColdListRps: minOrTarget,
  }),
  checkout: z.strictObject({
    statementsPerOrder: max,
    /** Checkout on PostgreSQL: at least `minRps` orders a second with a p99 of at most `maxP99Ms`. */
    postgresOrders: z.strictObject({
      minRps: z.number().positive(),
      maxP99Ms: z.number().positive(),
      fails,
      why,
    }),
    pgliteP99Ms: maxOrTarget,
    /** Beside a CPU load: at least this share of the orders a second without it, and a p99 of at most `maxP99Ms`. */
    besideCpuLoad: z.strictObject({
      minShareOfUnloaded: z.number().positive().max(1),
      maxP99Ms: z.number().positive(),
      fails,
      why,
    }),
  }),
  drop: z.strictObject({
    /** Orders, pieces and answers that disagree with the database after the drop. */
    ledgerMismatches: max,
    /** Pieces sold beyond a run or a size, and sizes below zero. */
    oversold: max,
    /** Answers the shop should not give (anything but 200/304, 201, 409 sold out) and broken connections. */
    errors: max,
    postgresListP99Ms: maxOrTarget,
    postgresListFromCacheOr304: minOrTarget,
    postgresProductP99Ms: maxOrTarget,
    pgliteListP99Ms: maxOrTarget,
  }),
  load: z.strictObject({
    p99ReadMs: max,
    p99WriteMs: max,
    unexpectedAnswers: max,
    connectionErrors: max,
    rssGrowthMb: max,
    /** Above this 1-minute load average per CPU, a p99 over budget does not fail the run. */
    busyMachine: z.strictObject({ loadPerCpu: z.number().positive(), why }),
  }),
});

export type Budgets = z.infer<typeof budgetsSchema>;

/**
 * A page's time budgets (script executed, total blocking time, ms at Lighthouse's 4x CPU) at the
 * benchmark index Lighthouse measured: scaled up by `reference / index` on a slower machine than the
 * budgets' reference, never down on a faster one (bench/lighthouse.ts).
 */
export function pageTimeBudgets(lighthouse: Budgets['lighthouse'], member: boolean, benchmarkIndex: number) {
  const scale = Math.max(1, lighthouse.benchmarkIndex.reference / Math.max(benchmarkIndex, 1));
  const script = member ? lighthouse.memberScriptMs.max : lighthouse.publicScriptMs.max;
  const blocking = member ? lighthouse.memberBlockingMs.max : lighthouse.publicBlockingMs.max;
  return { scriptMs: Math.round(script * scale), blockingMs: Math.round(blocking * scale) };
}

export const BUDGETS_FILE = join(import.meta.dirname, 'budgets.json');

/** The budgets in `text` (bench/budgets.json's), or an error naming each field that is wrong. */
export function parseBudgets(text: string): Budgets {
  const parsed = budgetsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`bench/budgets.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** bench/budgets.json, checked. */
export const budgets: Budgets = parseBudgets(readFileSync(BUDGETS_FILE, 'utf8'));

const WIDTH = 110; // biome.json's lineWidth

/**
 * JSON in the layout biome keeps: two spaces; an object of plain values on one line when that line fits
 * in the width, otherwise (and any object holding objects) one member a line.
 */
export function formatJson(value: unknown, indent = '', lead = 0): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const members = Object.entries(value).map(([key, v]) => {
    const head = `${JSON.stringify(key)}: `;
    return head + formatJson(v, inner, inner.length + head.length);
  });
  if (members.length === 0) return '{}';
  const flat = Object.values(value).every((v) => v === null || typeof v !== 'object');
  const line = `{ ${members.join(', ')} }`;
  // `lead`: what stands before the object on its line; 1 more for the comma after it.
  if (flat && lead + line.length + 1 <= WIDTH) return line;
  return `{\n${members.map((m) => inner + m).join(',\n')}\n${indent}}`;
}

export function writeBudgets(next: Budgets) {
  writeFileSync(BUDGETS_FILE, `${formatJson(budgetsSchema.parse(next))}\n`);
}
