/**
 * `node --import tsx scripts/check-docs.ts`: the documentation still matches the repository. For
 * README.md and docs/*.md it checks that every relative link leads to a file (and to a heading of it,
 * when the link names one), that every repository path written in code (`server/env.ts`) exists, and
 * that every table has as many cells in each row as in its head. In README.md, docs/, e2e/, scripts/ and
 * .ci/ it also refuses words that only made sense outside the repository: issue numbers, numbered design
 * decisions and paths into a folder beside it. Prints each problem and exits 1, or prints nothing wrong.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders whose files a document may name in code; a path starting with one of them must exist. */
const REPOSITORY_FOLDERS = ['server', 'web', 'contracts', 'bench', 'scripts', 'e2e', 'docs', '.ci'];
/**
 * What a reader of the repository alone cannot follow: the reason belongs in words instead. (`D[E]SIGN`,
 * the capitalised name of notes kept outside the repository, has a bracket so this file does not match.)
 */
const OUTSIDE_WORDS = /[Ii]ssue [0-9]+|D[E]SIGN|[Dd]ecision [0-9]+|\.\.\/shared/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The document's text outside fenced code blocks, line by line (code lines become empty). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2, … as on GitHub). */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const times = seen.get(slug) ?? 0;
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
    seen.set(slug, times + 1);
  }
  return anchors;
}

/** The cells of a table row: split on pipes that are not escaped, without the outer ones. */
function cellCount(row: string): number {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).length;
}

const DELIMITER = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Problems with one Markdown file (`file` relative to `root`). */
export function checkMarkdown(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = proseLines(text);
  const problems: string[] = [];
  const here = dirname(join(root, file));

  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [path = '', anchor] = target.split('#');
      const goal = path === '' ? join(root, file) : resolve(here, decodeURIComponent(path));
      if (!goal.startsWith(root)) {
        problems.push(`${at}: the link ${target} leads outside the repository`);
        continue;
      }
      if (!existsSync(goal)) {
        problems.push(`${at}: the link ${target} leads to no file`);
        continue;
      }
      if (anchor && !(goal.endsWith('.md') && anchorsOf(readFileSync(goal, 'utf8')).has(anchor))) {
        problems.push(`${at}: the link ${target} names no heading of ${relative(root, goal)}`);
      }
    }
    for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
      if (!code || /[<>{}*…]|\.\.\.|\|/.test(code)) continue; // patterns such as domains/<domain>/
      const first = code.split('/')[0];
      if (!code.includes('/') || !REPOSITORY_FOLDERS.includes(first ?? '')) continue;
      const path = code.replace(/[.,:;]$/, '').replace(/\/$/, '');
      if (!existsSync(join(root, path))) problems.push(`${at}: \`${code}\` is not in the repository`);
    }
  });

  for (let i = 0; i < lines.length; i++) {
    const head = lines[i] ?? '';
    if (!head.trimStart().startsWith('|') || (i > 0 && (lines[i - 1] ?? '').trimStart().startsWith('|'))) {
      continue;
    }
    const delimiter = lines[i + 1] ?? '';
    if (!DELIMITER.test(delimiter)) {
      problems.push(`${file}:${i + 2}: a table's second line must be its delimiter row (| --- | --- |)`);
      continue;
    }
    const cells = cellCount(head);
    for (let j = i + 1; j < lines.length && (lines[j] ?? '').trimStart().startsWith('|'); j++) {
      const count = cellCount(lines[j] ?? '');
      if (count !== cells) problems.push(`${file}:${j + 1}: ${count} cells in a table of ${cells} columns`);
    }
  }
  return problems;
}

function filesUnder(root: string, folder: string): string[] {
  const full = join(root, folder);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [folder];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every problem of the documentation under `root`. */
export function checkDocs(root: string): string[] {
  const markdown = ['README.md', ...filesUnder(root, 'docs').filter((f) => f.endsWith('.md'))];
  const problems = markdown.flatMap((file) => checkMarkdown(root, file));
  for (const file of ['README.md', 'docs', 'e2e', 'scripts', '.ci'].flatMap((f) => filesUnder(root, f))) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const found = OUTSIDE_WORDS.exec(line)?.[0];
        if (found)
          problems.push(`${file}:${index + 1}: "${found}" means nothing to a reader of the repository`);
      });
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDocs(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'The documentation checks out.' : `${problems.length} problem(s).`);
  if (problems.length > 0) process.exitCode = 1;
}
