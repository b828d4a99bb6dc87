import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGETS_FILE, budgets, formatJson, pageTimeBudgets, parseBudgets } from '../bench/budgets.ts';
import {
  type Budget,
  budgetFor,
  checkBudgets,
  formLibraryLeaks,
  islandFiles,
  type Manifest,
  malayalamLeaks,
  measureBundle,
  rebudget,
} from './bundle-budgets.ts';

/** A build: the entry imports the shared chunk; two pages, one needing a chunk of its own and CSS. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_shared-b2.js'],
    css: ['assets/index-c3.css'],
  },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  '_charts-d4.js': { file: 'assets/charts-d4.js', imports: ['_shared-b2.js'] },
  'features/home/pages/HomePage.tsx': {
    file: 'assets/HomePage-e5.js',
    isDynamicEntry: true,
    imports: ['_shared-b2.js'],
  },
  'features/admin/pages/AdminPage.tsx': {
    file: 'assets/AdminPage-f6.js',
    isDynamicEntry: true,
    imports: ['_shared-b2.js', '_charts-d4.js'],
    css: ['assets/AdminPage-g7.css'],
  },
};
const BYTES: Record<string, number> = {
  'assets/index-a1.js': 60_000,
  'assets/shared-b2.js': 30_000,
  'assets/index-c3.css': 10_000,
  'assets/HomePage-e5.js': 4_000,
  'assets/AdminPage-f6.js': 20_000,
  'assets/charts-d4.js': 15_000,
  'assets/AdminPage-g7.css': 2_000,
};
// Brotli a quarter of the raw size, gzip a half.
const sizeOf = (file: string) => ({ br: BYTES[file]! / 4, gz: BYTES[file]! / 2 });
const pages = [
  'features/home/pages/HomePage.tsx',
  'features/admin/pages/AdminPage.tsx',
  'features/home/pages/HomePage.tsx',
];

describe('measuring the bundle', () => {
  it('counts the entry with what it imports and its CSS, and each page by what it adds to the entry', () => {
    const rows = measureBundle(manifest, pages, sizeOf);
    expect(rows.map((r) => r.chunk)).toEqual([
      'entry',
      'features/admin/pages/AdminPage.tsx',
      'features/home/pages/HomePage.tsx',
    ]);
    expect(rows[0]).toMatchObject({ br: 25_000, gz: 50_000 });
    expect(rows[0]!.files.sort()).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/shared-b2.js',
    ]);
    // The admin page: its chunk, the charts chunk and its CSS; the shared chunk came with the entry.
    expect(rows[1]).toMatchObject({
      br: 37_000 / 4,
      files: ['assets/AdminPage-f6.js', 'assets/AdminPage-g7.css', 'assets/charts-d4.js'],
    });
    expect(rows[2]).toMatchObject({ br: 1_000, files: ['assets/HomePage-e5.js'] });
  });

  it('says so when the manifest has no entry or no chunk for a page', () => {
    const { 'index.html': _, ...noEntry } = manifest;
    expect(() => measureBundle(noEntry, pages, sizeOf)).toThrow(/no entry \(index.html\)/);
    expect(() => measureBundle(manifest, ['features/x/pages/Gone.tsx'], sizeOf)).toThrow(
      'The build manifest has no chunk for the page features/x/pages/Gone.tsx',
    );
  });
});

describe('checking the budgets', () => {
  const measured = measureBundle(manifest, pages, sizeOf);
  const table: Budget[] = [
    { chunk: 'entry', br: 25_000, gz: 55_000 },
    { chunk: 'features/admin/pages/AdminPage.tsx', br: 10_000, gz: 19_000 },
    { chunk: 'features/home/pages/HomePage.tsx', br: 1_000, gz: 2_100 },
  ];
  const changed = (chunk: string, change: Partial<Budget>) =>
    table.map((b) => (b.chunk === chunk ? { ...b, ...change } : b));

  it('passes a build within every budget (a chunk exactly at its budget passes)', () => {
    expect(checkBudgets(measured, table)).toEqual([]);
  });

  it('fails a chunk over its budget, naming the chunk, the encoding and by how much', () => {
    expect(checkBudgets(measured, changed('entry', { br: 24_500 }))).toEqual([
      'entry: 25.0 kB Brotli, over its budget of 24.5 kB by 0.5 kB',
    ]);
    expect(checkBudgets(measured, changed('features/home/pages/HomePage.tsx', { gz: 1_900 }))).toEqual([
      'features/home/pages/HomePage.tsx: 2.0 kB gzip, over its budget of 1.9 kB by 0.1 kB',
    ]);
  });

  it('fails a new page without a budget and a budget whose chunk is gone', () => {
    const budgets = table.filter((b) => !b.chunk.includes('Home'));
    budgets.push({ chunk: 'features/old/pages/OldPage.tsx', br: 1000, gz: 1000 });
    expect(checkBudgets(measured, budgets)).toEqual([
      'features/home/pages/HomePage.tsx: no budget (1.0 kB Brotli, 2.0 kB gzip); add it to bench/budgets.json',
      'features/old/pages/OldPage.tsx: a budget in bench/budgets.json, but the build has no such chunk',
    ]);
  });

  it('sets new budgets about 15% above the figures (--set-budgets), or keeps them and records the figures (--update)', () => {
    expect(budgetFor(25_000)).toBe(29_000);
    const fresh = rebudget(measured, null);
    expect(fresh.chunks.entry).toEqual({ br: 29_000, gz: 58_000 });
    expect(fresh.measured.entry).toEqual({ br: 25_000, gz: 50_000 });
    const asList = (chunks: Record<string, { br: number; gz: number }>) =>
      Object.entries(chunks).map(([chunk, s]) => ({ chunk, ...s }));
    expect(checkBudgets(measured, asList(fresh.chunks))).toEqual([]);
    // --update: the budgets stay, a chunk without one gets one, a budget for a gone chunk goes.
    const old = [...table.filter((b) => !b.chunk.includes('Home')), { chunk: 'gone', br: 1, gz: 1 }];
    const kept = rebudget(measured, old);
    expect(asList(kept.chunks)).toEqual([
      table[0],
      table[1],
      { chunk: 'features/home/pages/HomePage.tsx', br: 2_000, gz: 3_000 },
    ]);
  });
});

describe('bench/budgets.json', () => {
  it('holds every budget with why it is that figure, in the layout --update writes', () => {
    const text = readFileSync(BUDGETS_FILE, 'utf8');
    expect(budgets.bundle.chunks.entry).toBeDefined();
    // Rewriting the file changes nothing but the figures: the same text for the same budgets.
    expect(`${formatJson(budgets)}\n`).toBe(text);
  });

  it('refuses a budget without its why, or a size that is not whole bytes', () => {
    const data = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
    const { why: _, ...noWhy } = data.checkout.statementsPerOrder;
    expect(() => parseBudgets(JSON.stringify({ ...data, checkout: { statementsPerOrder: noWhy } }))).toThrow(
      /checkout\.statementsPerOrder\.why/,
    );
    data.bundle.chunks.entry = { br: 269.5, gz: 316_000 };
    expect(() => parseBudgets(JSON.stringify(data))).toThrow(/bundle\.chunks\.entry\.br/);
  });
});

describe('English pages carry no Malayalam', () => {
  const measured = measureBundle(manifest, pages, sizeOf);
  const texts: Record<string, string> = {
    'assets/index-a1.js':
      'const names={en:"English",ml:"മലയാളം"};--font-sans:"Inter Variable","Noto Sans Malayalam"',
    'assets/shared-b2.js': 'export const t="Sign In"',
    'assets/index-c3.css': 'body{font-family:var(--font-sans)}',
    'assets/HomePage-e5.js': '',
    'assets/AdminPage-f6.js': '',
    'assets/charts-d4.js': '',
    'assets/AdminPage-g7.css': '',
  };

  it('passes a build whose only Malayalam is the switch’s own name and the font’s name in the stack', () => {
    expect(malayalamLeaks(measured, (f) => texts[f] ?? '')).toEqual([]);
  });

  it('names the chunk that carries a Malayalam catalogue or declares the Malayalam font', () => {
    const leaky = {
      ...texts,
      'assets/shared-b2.js': 'export const t={submit:"സൈൻ ഇൻ"}',
      'assets/AdminPage-g7.css':
        '@font-face{src:url(/assets/noto-sans-malayalam-malayalam-400-normal-x1.woff2)}',
    };
    expect(malayalamLeaks(measured, (f) => leaky[f as keyof typeof leaky] ?? '')).toEqual([
      'entry: assets/shared-b2.js carries 5 Malayalam letters (a catalogue loaded eagerly?)',
      'features/admin/pages/AdminPage.tsx: assets/AdminPage-g7.css declares the Malayalam font (it must load only with Malayalam)',
    ]);
  });
});

describe('pages without a form load no form library', () => {
  const measured = measureBundle(manifest, pages, sizeOf);
  const clean: Record<string, string> = { 'assets/shared-b2.js': 'export const t="Sign In"' };

  it('passes a build whose entry holds neither zod nor react-hook-form', () => {
    expect(formLibraryLeaks(measured, (f) => clean[f] ?? '')).toEqual([]);
  });

  it('names the entry file that carries zod or react-hook-form, and not a page with a form', () => {
    const leaky: Record<string, string> = {
      'assets/shared-b2.js': 'var a=r("$ZodType",(e,t)=>{});const o={shouldUnregister:!1}',
      // The back office has forms: its chunk may carry both.
      'assets/AdminPage-f6.js': 'r("$ZodType");({shouldUnregister:!0})',
    };
    expect(formLibraryLeaks(measured, (f) => leaky[f] ?? '')).toEqual([
      'entry: assets/shared-b2.js carries zod (a page without a form)',
      'entry: assets/shared-b2.js carries react-hook-form (a page without a form)',
    ]);
  });
});

describe("a public page's islands script", () => {
  /** The islands build: its entry (React) with a chunk of its own, the header and the card's chooser. */
  const islands: Manifest = {
    'islands.tsx': { file: 'assets/islands-a1.js', isEntry: true, imports: ['_jsx-b2.js'] },
    '_jsx-b2.js': { file: 'assets/island-jsx-b2.js' },
    '_cn-c3.js': { file: 'assets/island-cn-c3.js', imports: ['_jsx-b2.js'] },
    'shell/Header.tsx': { file: 'assets/island-Header-d4.js', isDynamicEntry: true, imports: ['_cn-c3.js'] },
    'features/card/components/TiersSection.tsx': {
      file: 'assets/island-TiersSection-e5.js',
      isDynamicEntry: true,
      imports: ['_cn-c3.js', '_jsx-b2.js'],
    },
  };

  it("is the entry, with its own chunks and the page's islands' chunks to preload, each once", () => {
    expect(islandFiles(islands, ['shell/Header.tsx', 'features/card/components/TiersSection.tsx'])).toEqual({
      entry: '/assets/islands-a1.js',
      preload: [
        '/assets/island-jsx-b2.js',
        '/assets/island-Header-d4.js',
        '/assets/island-cn-c3.js',
        '/assets/island-TiersSection-e5.js',
      ],
      files: [
        'assets/islands-a1.js',
        'assets/island-jsx-b2.js',
        'assets/island-Header-d4.js',
        'assets/island-cn-c3.js',
        'assets/island-TiersSection-e5.js',
      ],
    });
  });

  it("a page brings only its own islands' code", () => {
    expect(islandFiles(islands, ['shell/Header.tsx']).preload).not.toContain(
      '/assets/island-TiersSection-e5.js',
    );
  });

  it('names an island module the build has no chunk for', () => {
    expect(() => islandFiles(islands, ['shell/Gone.tsx'])).toThrow(/no chunk for shell\/Gone\.tsx/);
  });
});

describe("a page's time budgets in bench:lighthouse", () => {
  const lighthouse = budgets.lighthouse;
  const at = lighthouse.benchmarkIndex.reference;

  it('are the written figures at the reference benchmark index and on a faster machine', () => {
    const written = { scriptMs: lighthouse.publicScriptMs.max, blockingMs: lighthouse.publicBlockingMs.max };
    expect(pageTimeBudgets(lighthouse, false, at)).toEqual(written);
    expect(pageTimeBudgets(lighthouse, false, at * 2)).toEqual(written);
    expect(pageTimeBudgets(lighthouse, true, at)).toEqual({
      scriptMs: lighthouse.memberScriptMs.max,
      blockingMs: lighthouse.memberBlockingMs.max,
    });
  });

  it('grow as the machine is slower: at half the index, twice the time', () => {
    expect(pageTimeBudgets(lighthouse, true, at / 2)).toEqual({
      scriptMs: lighthouse.memberScriptMs.max * 2,
      blockingMs: lighthouse.memberBlockingMs.max * 2,
    });
  });

  it('public pages are held to far less script than member pages, each with its reason', () => {
    expect(lighthouse.publicScriptMs.max).toBeLessThan(lighthouse.memberScriptMs.max / 2);
    for (const key of ['publicScriptMs', 'memberScriptMs', 'publicBlockingMs', 'memberBlockingMs'] as const)
      expect(lighthouse[key].why.length, key).toBeGreaterThan(40);
  });
});
