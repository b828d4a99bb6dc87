// scripts/check-docs.ts against a small repository made here: each kind of stale documentation must be
// reported where it is, and documentation that matches its repository must pass.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkDocs, headingSlug } from './check-docs.ts';

/** Written in pieces, so that the repository's own check (and a grep) does not find them in this file. */
const ISSUE = ['issue', '14'].join(' ');
const NOTES_NAME = ['DES', 'IGN'].join('');
const BESIDE = ['..', 'shared'].join('/');

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'roslis-docs-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const GOOD = {
  'README.md':
    '# Shop\n\nRead [the operations](docs/operations.md#two-servers-one-database) and `server/env.ts`.\n',
  'docs/operations.md': [
    '# Operations',
    '',
    '## Two servers, one database',
    '',
    '| setting | meaning |',
    '| --- | --- |',
    '| `A` | a pipe in code \\| escaped |',
    '',
    '```sh',
    '# not a heading; [not a link](nowhere.md)',
    '```',
    '',
    'Back to the [README](../README.md), or [this page](#operations).',
  ].join('\n'),
  'server/env.ts': 'export {};\n',
  'e2e/cart.spec.ts': '// The bag keeps its lines across a reload.\n',
};

describe('the documentation check', () => {
  it('passes documentation whose links, paths and tables match the repository', () => {
    expect(checkDocs(repository(GOOD))).toEqual([]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(headingSlug('Pages in a browser (`bench:lighthouse`)')).toBe('pages-in-a-browser-benchlighthouse');
    expect(headingSlug("The member's space")).toBe('the-members-space');
    expect(headingSlug('kill -9 during writes')).toBe('kill--9-during-writes');
    expect([...anchorsOf('# Jobs\n\n## Jobs\n')]).toEqual(['jobs', 'jobs-1']);
  });

  it('reports a link to a missing file, a missing heading, or outside the repository', () => {
    const root = repository({
      ...GOOD,
      'README.md': `# Shop\n\n[a](docs/gone.md) [b](docs/operations.md#backups) [c](${BESIDE}/notes.md) [d](https://example.com)\n`,
    });
    expect(checkDocs(root)).toEqual([
      'README.md:3: the link docs/gone.md leads to no file',
      'README.md:3: the link docs/operations.md#backups names no heading of docs/operations.md',
      `README.md:3: the link ${BESIDE}/notes.md leads outside the repository`,
      `README.md:3: "${BESIDE}" means nothing to a reader of the repository`,
    ]);
  });

  it('reports a repository path that is gone, but not a pattern or a path outside the folders', () => {
    const root = repository({
      ...GOOD,
      'docs/notes.md':
        '`server/old.ts`, `server/domains/<domain>/repo.ts`, `dist/web/index.html`, `server/env.ts`.\n',
    });
    expect(checkDocs(root)).toEqual(['docs/notes.md:1: `server/old.ts` is not in the repository']);
  });

  it('reports a table row with a cell too many or too few, and a table without its delimiter row', () => {
    const root = repository({
      ...GOOD,
      'docs/tables.md': [
        '| a | b |',
        '| --- | --- |',
        '| 1 | 2 | 3 |',
        '| 1 |',
        '',
        '| a | b |',
        '| 1 | 2 |',
      ].join('\n'),
    });
    expect(checkDocs(root)).toEqual([
      'docs/tables.md:3: 3 cells in a table of 2 columns',
      'docs/tables.md:4: 1 cells in a table of 2 columns',
      "docs/tables.md:7: a table's second line must be its delimiter row (| --- | --- |)",
    ]);
  });

  it('reports issue numbers and numbered design decisions in docs, journeys, scripts and CI', () => {
    const root = repository({
      ...GOOD,
      'e2e/cart.spec.ts': `// The bag (${ISSUE}) keeps its lines.\n`,
      '.ci/run': `# see ${NOTES_NAME} section 5\n`,
      'server/env.ts': `// ${ISSUE}: server code is not this check's to judge\n`,
    });
    expect(checkDocs(root)).toEqual([
      `e2e/cart.spec.ts:1: "${ISSUE}" means nothing to a reader of the repository`,
      `.ci/run:1: "${NOTES_NAME}" means nothing to a reader of the repository`,
    ]);
  });
});
