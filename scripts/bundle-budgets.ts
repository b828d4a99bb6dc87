/**
 * Bundle budgets: what the member entry and each route's chunk weigh compressed, from the Vite build's
 * manifest (dist/web/.vite/manifest.json), checked against the budgets in bench/budgets.json ("bundle").
 * bench/bundle.ts runs it (`npm run bench:bundle`); this module only computes and compares, so its rules
 * are unit-tested (bundle-budgets.test.ts).
 */

/** One entry of Vite's build manifest (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Compressed sizes in bytes, as the server sends them (precompressed Brotli 11 and gzip 9). */
export interface Sizes {
  br: number;
  gz: number;
}

export interface Measured extends Sizes {
  /** `entry`, or a route's page module (relative to web/). */
  chunk: string;
  /** The files counted (JS and CSS). */
  files: string[];
}

export interface Budget {
  chunk: string;
  br: number;
  gz: number;
}

export const ENTRY = 'entry';

/** The manifest keys statically reachable from `key` (itself included): what loading it downloads. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key]!.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const filesOf = (manifest: Manifest, keys: Iterable<string>) => {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) files.add(css);
  }
  return [...files];
};

/**
 * The member entry (index.html's script, the chunks it imports and their CSS) and, for each page
 * module, what a visit adds to it: the page's chunk and the chunks and CSS only it brings.
 */
export function measureBundle(
  manifest: Manifest,
  pageModules: readonly string[],
  sizeOf: (file: string) => Sizes,
): Measured[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry (index.html): is build.manifest on?');
  const entryKeys = closure(manifest, entryKey);
  const entryFiles = filesOf(manifest, entryKeys);
  const measure = (chunk: string, files: string[]): Measured => {
    const total = { br: 0, gz: 0 };
    for (const file of files) {
      const s = sizeOf(file);
      total.br += s.br;
      total.gz += s.gz;
    }
    return { chunk, files, ...total };
  };
  const rows = [measure(ENTRY, entryFiles)];
  for (const module of [...new Set(pageModules)].sort()) {
    if (!manifest[module]) throw new Error(`The build manifest has no chunk for the page ${module}`);
    const own = [...closure(manifest, module)].filter((k) => !entryKeys.has(k));
    rows.push(
      measure(
        module,
        filesOf(manifest, own).filter((f) => !entryFiles.includes(f)),
      ),
    );
  }
  return rows;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Every problem, one line each, naming the chunk: over budget, no budget, or a budget for nothing. */
export function checkBudgets(measured: Measured[], budgets: Budget[]): string[] {
  const problems: string[] = [];
  const byName = new Map(budgets.map((b) => [b.chunk, b]));
  for (const m of measured) {
    const budget = byName.get(m.chunk);
    if (!budget) {
      problems.push(
        `${m.chunk}: no budget (${kB(m.br)} kB Brotli, ${kB(m.gz)} kB gzip); add it to bench/budgets.json`,
      );
      continue;
    }
    for (const enc of ['br', 'gz'] as const) {
      if (m[enc] > budget[enc]) {
        const name = enc === 'br' ? 'Brotli' : 'gzip';
        problems.push(
          `${m.chunk}: ${kB(m[enc])} kB ${name}, over its budget of ${kB(budget[enc])} kB by ${kB(m[enc] - budget[enc])} kB`,
        );
      }
    }
  }
  const built = new Set(measured.map((m) => m.chunk));
  for (const b of budgets) {
    if (!built.has(b.chunk))
      problems.push(`${b.chunk}: a budget in bench/budgets.json, but the build has no such chunk`);
  }
  return problems;
}

/** A budget about 15% above a measurement, rounded up to a whole kB. */
export const budgetFor = (bytes: number) => Math.ceil((bytes * 1.15) / 1000) * 1000;

/**
 * What `npm run bench:bundle -- --update` writes: each built chunk's budget (its budget in `budgets`, or
 * about 15% above its figure when it has none, or for every chunk when `budgets` is null: --set-budgets)
 * and its figure. Budgets of chunks the build no longer has are dropped.
 */
export function rebudget(measured: Measured[], budgets: Budget[] | null) {
  const byName = new Map((budgets ?? []).map((b) => [b.chunk, b]));
  const chunks: Record<string, Sizes> = {};
  const figures: Record<string, Sizes> = {};
  for (const m of measured) {
    const b = byName.get(m.chunk);
    chunks[m.chunk] = b ? { br: b.br, gz: b.gz } : { br: budgetFor(m.br), gz: budgetFor(m.gz) };
    figures[m.chunk] = { br: m.br, gz: m.gz };
  }
  return { chunks, measured: figures };
}
