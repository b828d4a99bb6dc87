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

/** A public page's row in the budgets: the islands script it loads (`islands:` and its path). */
export const islandsRow = (path: string) => `islands:${path}`;

/**
 * What a visitor's browser downloads for each prerendered public page (the islands' entry and the
 * chunks its boot tag preloads, from the page's HTML), one row per page: the page's own script, which
 * replaced the app's entry there.
 */
export function measureIslands(pages: Record<string, string>, sizeOf: (file: string) => Sizes): Measured[] {
  return Object.entries(pages)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, html]) => {
      const attr = (name: string) =>
        new RegExp(`<script defer src="/boot\\.js"[^>]* ${name}="([^"]*)"`).exec(html)?.[1];
      const entry = attr('data-islands');
      if (!entry) throw new Error(`The prerendered page ${path} has no islands script (data-islands)`);
      const files = [entry, ...(attr('data-islands-preload') ?? '').split(' ').filter(Boolean)].map((url) =>
        url.replace(/^\//, ''),
      );
      const total = { br: 0, gz: 0 };
      for (const file of files) {
        const size = sizeOf(file);
        total.br += size.br;
        total.gz += size.gz;
      }
      return { chunk: islandsRow(path), files, ...total };
    });
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

/** Malayalam letters (the Unicode block), and the one Malayalam word English pages carry: the switch's. */
const MALAYALAM = /[\u0D00-\u0D7F]/gu;
const OWN_NAME = /മലയാളം/gu;
const MALAYALAM_FONT = /noto-sans-malayalam/;

/**
 * English pages carry no Malayalam: the entry's and every page's JS and CSS hold no Malayalam text but
 * the language's own name (the language switch shows it) and no Noto Sans Malayalam face, since the
 * catalogues and the font load only when Malayalam is chosen (web/lib/i18n/lazy.ts). One line per file
 * that does, naming the chunk.
 */
export function malayalamLeaks(measured: Measured[], textOf: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const m of measured) {
    for (const file of m.files) {
      const text = textOf(file);
      const letters = text.replace(OWN_NAME, '').match(MALAYALAM)?.length ?? 0;
      if (letters > 0)
        problems.push(
          `${m.chunk}: ${file} carries ${letters} Malayalam letters (a catalogue loaded eagerly?)`,
        );
      if (MALAYALAM_FONT.test(text))
        problems.push(`${m.chunk}: ${file} declares the Malayalam font (it must load only with Malayalam)`);
    }
  }
  return problems;
}

/**
 * The pages a member browses first and every public page, which hold no form: they must not load the
 * form libraries (zod's schemas, react-hook-form). A contracts file they import a constant from keeps
 * its schemas apart (the constants in contracts/constants.ts, contracts/money.ts), or the bundler keeps
 * the file's schemas, and zod, in the chunk every page loads.
 */
export const FORMLESS_CHUNKS = [
  'entry',
  'app/routes/browse-routes.tsx',
  'app/routes/storefront-routes.tsx',
  'features/catalog/pages/ProductPage.tsx',
];
const FORM_LIBRARIES: [RegExp, string][] = [
  [/\$ZodType/, 'zod'],
  [/shouldUnregister/, 'react-hook-form'],
];

/** Each formless chunk (and islands row) that carries a form library, by file. */
export function formLibraryLeaks(measured: Measured[], textOf: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const m of measured) {
    if (!FORMLESS_CHUNKS.includes(m.chunk) && !m.chunk.startsWith('islands:')) continue;
    for (const file of m.files) {
      const text = textOf(file);
      for (const [marker, library] of FORM_LIBRARIES)
        if (marker.test(text))
          problems.push(`${m.chunk}: ${file} carries ${library} (a page without a form)`);
    }
  }
  return problems;
}

/**
 * The islands build's script for a prerendered page (its manifest: dist/web/.vite/islands-manifest.json):
 * the entry (web/islands.tsx) and what to preload beside it, the chunks the entry imports and those of
 * the page's island modules (relative to web/), as URLs. JS only: the page's stylesheet is inline.
 */
export function islandFiles(manifest: Manifest, modules: readonly string[]) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The islands manifest has no entry (web/islands.tsx)');
  const entryKeys = closure(manifest, entryKey);
  const own = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The islands manifest has no chunk for ${module}`);
    for (const key of closure(manifest, module)) if (!entryKeys.has(key)) own.add(key);
  }
  const url = (key: string) => `/${manifest[key]!.file}`;
  return {
    entry: url(entryKey),
    preload: [...[...entryKeys].filter((k) => k !== entryKey), ...own].map(url),
    /** Every file the page's script loads: the entry, its chunks and the islands'. */
    files: [entryKey, ...[...entryKeys].filter((k) => k !== entryKey), ...own].map((k) => manifest[k]!.file),
  };
}
