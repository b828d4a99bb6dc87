/**
 * `npm run bench:bundle`: the web build's member entry and each route's chunk, and each prerendered
 * public page's islands script (rows `islands:/path`), compressed as the server
 * sends them, against their budgets in bench/budgets.json ("bundle"). Builds the web app first when it
 * is missing or stale (scripts/build-web-if-stale.ts). Exits 1 naming each chunk over its budget.
 *
 *   --update       rewrite the figures measured (the budgets stay; a new chunk gets one 15% above)
 *   --set-budgets  also set every budget to about 15% above today's figure (after a deliberate change)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type Budget,
  checkBudgets,
  formLibraryLeaks,
  type Manifest,
  malayalamLeaks,
  measureBundle,
  measureIslands,
  rebudget,
  type Sizes,
} from '../scripts/bundle-budgets.ts';
import { PAGE_MODULES } from '../web/app/route-table.ts';
import { budgets, writeBudgets } from './budgets.ts';

const OUT = join(process.cwd(), 'dist/web');
const args = process.argv.slice(2);
const setBudgets = args.includes('--set-budgets');

const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-web-if-stale.ts'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const manifestFile = join(OUT, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: vite.config.ts must keep build.manifest on.`);
  process.exit(1);
}

/** The precompressed copies the server sends (scripts/precompress.ts); small files compressed here. */
function sizeOf(file: string): Sizes {
  const path = join(OUT, file);
  const size = (copy: string, make: (data: Buffer) => Buffer) =>
    existsSync(copy) ? readFileSync(copy).length : make(readFileSync(path)).length;
  return {
    br: size(`${path}.br`, (d) =>
      brotliCompressSync(d, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    ),
    gz: size(`${path}.gz`, (d) => gzipSync(d, { level: 9 })),
  };
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
// The public pages' islands script (scripts/prerender.ts writes it into each prerendered page).
const prerendered = JSON.parse(readFileSync(join(OUT, 'prerendered.json'), 'utf8')) as Record<string, string>;
const publicPages = Object.fromEntries(
  Object.entries(prerendered).map(([path, file]) => [path, readFileSync(join(OUT, file), 'utf8')]),
);
const measured = [
  ...measureBundle(manifest, Object.values(PAGE_MODULES), sizeOf),
  ...measureIslands(publicPages, sizeOf),
];
const current: Budget[] = Object.entries(budgets.bundle.chunks).map(([chunk, s]) => ({ chunk, ...s }));

if (args.includes('--update') || setBudgets) {
  const measuredOn = new Date().toISOString().slice(0, 10);
  const next = rebudget(measured, setBudgets ? null : current);
  writeBudgets({ ...budgets, bundle: { ...budgets.bundle, ...next, measuredOn } });
  console.log(
    `bench/budgets.json: the bundle's ${setBudgets ? 'budgets and ' : ''}figures updated (${measuredOn}).`,
  );
}

const problems = [
  ...checkBudgets(measured, setBudgets ? [] : current),
  // English pages download no Malayalam bytes: the catalogues and the font are lazy chunks.
  ...malayalamLeaks(measured, (file) => readFileSync(join(OUT, file), 'utf8')),
  // The shop's first pages and the public ones load no form library.
  ...formLibraryLeaks(measured, (file) => readFileSync(join(OUT, file), 'utf8')),
];
const width = Math.max(...measured.map((m) => m.chunk.length));
for (const m of measured) {
  const budget = current.find((b) => b.chunk === m.chunk);
  const limit = budget
    ? `budget ${(budget.br / 1000).toFixed(1)} / ${(budget.gz / 1000).toFixed(1)}`
    : 'no budget';
  console.log(
    `${m.chunk.padEnd(width)}  ${(m.br / 1000).toFixed(1).padStart(6)} kB br  ${(m.gz / 1000).toFixed(1).padStart(6)} kB gz  (${limit})`,
  );
}
if (setBudgets) process.exit(0);
if (problems.length > 0) {
  console.error(
    `\nBundle budgets exceeded (bench/budgets.json, "bundle"):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nEvery chunk is within its budget (${measured.length} chunks).`);
