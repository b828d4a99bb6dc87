/**
 * Bundle budgets: what the member entry and each route's chunk weigh compressed, from the
 * Vite build's manifest (dist/web/.vite/manifest.json), checked against the budgets in README's table
 * between the bundle-budgets markers. bench/bundle.ts runs it (`npm run bench:bundle`); this module
 * only computes and compares, so its rules are unit-tested (bundle-budgets.test.ts).
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
export const START_MARK = '<!-- bundle-budgets:start -->';
export const END_MARK = '<!-- bundle-budgets:end -->';

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
const parseKb = (cell: string) => {
  const m = /([\d.]+)\s*kB/.exec(cell);
  return m ? Math.round(Number(m[1]) * 1000) : Number.NaN;
};

/** The budgets in README's table: `| \`chunk\` | 120.0 kB | 140.0 kB | ... |` rows between the markers. */
export function parseBudgets(readme: string): Budget[] {
  const start = readme.indexOf(START_MARK);
  const end = readme.indexOf(END_MARK);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START_MARK} … ${END_MARK} table`);
  const budgets: Budget[] = [];
  for (const line of readme.slice(start, end).split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([^`]+)`/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    const budget = { chunk: name, br: parseKb(cells[2] ?? ''), gz: parseKb(cells[3] ?? '') };
    if (Number.isNaN(budget.br) || Number.isNaN(budget.gz)) {
      throw new Error(`README.md's budget row for ${name} needs two sizes such as "120.0 kB": ${line}`);
    }
    budgets.push(budget);
  }
  return budgets;
}

/** Every problem, one line each, naming the chunk: over budget, no budget, or a budget for nothing. */
export function checkBudgets(measured: Measured[], budgets: Budget[]): string[] {
  const problems: string[] = [];
  const byName = new Map(budgets.map((b) => [b.chunk, b]));
  for (const m of measured) {
    const budget = byName.get(m.chunk);
    if (!budget) {
      problems.push(
        `${m.chunk}: no budget (${kB(m.br)} kB Brotli, ${kB(m.gz)} kB gzip); add a row to README.md`,
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
      problems.push(`${b.chunk}: a budget in README.md, but the build has no such chunk`);
  }
  return problems;
}

/** A budget about 15% above a measurement, rounded up to a whole kB. */
export const budgetFor = (bytes: number) => Math.ceil((bytes * 1.15) / 1000) * 1000;

/** README's table: each chunk's budgets and its last measurement (the budgets of `budgets`, or new ones). */
export function renderTable(measured: Measured[], budgets: Budget[] | null, date: string): string {
  const byName = new Map((budgets ?? []).map((b) => [b.chunk, b]));
  const rows = measured.map((m) => {
    const b = byName.get(m.chunk) ?? { chunk: m.chunk, br: budgetFor(m.br), gz: budgetFor(m.gz) };
    return `| \`${m.chunk}\` | ${kB(b.br)} kB | ${kB(b.gz)} kB | ${kB(m.br)} kB | ${kB(m.gz)} kB |`;
  });
  return [
    START_MARK,
    `| chunk | budget (Brotli) | budget (gzip) | measured ${date} (Brotli) | measured (gzip) |`,
    '| ----- | --------------: | ------------: | ------------------------: | --------------: |',
    ...rows,
    END_MARK,
  ].join('\n');
}

/** README with its budget table replaced. */
export function replaceTable(readme: string, table: string): string {
  const start = readme.indexOf(START_MARK);
  const end = readme.indexOf(END_MARK);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START_MARK} … ${END_MARK} table`);
  return readme.slice(0, start) + table + readme.slice(end + END_MARK.length);
}
