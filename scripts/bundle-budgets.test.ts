import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  checkBudgets,
  type Manifest,
  measureBundle,
  parseBudgets,
  renderTable,
  replaceTable,
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

const readme = (rows: string) =>
  `# Shop\n\nText.\n\n<!-- bundle-budgets:start -->\n| chunk | budget (Brotli) | budget (gzip) | measured |\n| - | - | - | - |\n${rows}\n<!-- bundle-budgets:end -->\n\nMore.\n`;

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
  const table = readme(
    [
      '| `entry` | 25.0 kB | 55.0 kB | 25.0 kB | 50.0 kB |',
      '| `features/admin/pages/AdminPage.tsx` | 10.0 kB | 19.0 kB | 9.3 kB | 18.5 kB |',
      '| `features/home/pages/HomePage.tsx` | 1.0 kB | 2.1 kB | 1.0 kB | 2.0 kB |',
    ].join('\n'),
  );

  it("reads README's table and passes a build within every budget (a chunk exactly at its budget passes)", () => {
    const budgets = parseBudgets(table);
    expect(budgets[0]).toEqual({ chunk: 'entry', br: 25_000, gz: 55_000 });
    expect(checkBudgets(measured, budgets)).toEqual([]);
  });

  it('fails a chunk over its budget, naming the chunk, the encoding and by how much', () => {
    const budgets = parseBudgets(table.replace('| `entry` | 25.0 kB |', '| `entry` | 24.5 kB |'));
    expect(checkBudgets(measured, budgets)).toEqual([
      'entry: 25.0 kB Brotli, over its budget of 24.5 kB by 0.5 kB',
    ]);
    const gz = parseBudgets(table.replace('| 1.0 kB | 2.1 kB |', '| 1.0 kB | 1.9 kB |'));
    expect(checkBudgets(measured, gz)).toEqual([
      'features/home/pages/HomePage.tsx: 2.0 kB gzip, over its budget of 1.9 kB by 0.1 kB',
    ]);
  });

  it('fails a new page without a budget and a budget whose chunk is gone', () => {
    const budgets = parseBudgets(table).filter((b) => !b.chunk.includes('Home'));
    budgets.push({ chunk: 'features/old/pages/OldPage.tsx', br: 1000, gz: 1000 });
    expect(checkBudgets(measured, budgets)).toEqual([
      'features/home/pages/HomePage.tsx: no budget (1.0 kB Brotli, 2.0 kB gzip); add a row to README.md',
      'features/old/pages/OldPage.tsx: a budget in README.md, but the build has no such chunk',
    ]);
  });

  it('refuses a README without the table, or a row without two sizes', () => {
    expect(() => parseBudgets('# Shop\n')).toThrow(/no <!-- bundle-budgets:start -->/);
    expect(() => parseBudgets(readme('| `entry` | soon | 40.0 kB |'))).toThrow(
      /budget row for entry needs two sizes/,
    );
  });

  it('sets new budgets about 15% above the figures, and rewrites only the table', () => {
    expect(budgetFor(25_000)).toBe(29_000);
    const written = replaceTable(table, renderTable(measured, null, '2026-11-28'));
    expect(written.startsWith('# Shop\n\nText.\n\n<!-- bundle-budgets:start -->')).toBe(true);
    expect(written.endsWith('<!-- bundle-budgets:end -->\n\nMore.\n')).toBe(true);
    expect(parseBudgets(written)).toContainEqual({ chunk: 'entry', br: 29_000, gz: 58_000 });
    expect(checkBudgets(measured, parseBudgets(written))).toEqual([]);
    // --update keeps the budgets and rewrites the figures.
    const kept = replaceTable(table, renderTable(measured, parseBudgets(table), '2026-11-28'));
    expect(parseBudgets(kept)).toEqual(parseBudgets(table));
  });
});
