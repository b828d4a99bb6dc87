/**
 * `node --import tsx scripts/check-i18n.ts` (part of `npm run lint`): nothing of the web app is left out
 * of its languages (docs/i18n.md).
 *
 * - **Catalogues**: every namespace in web/locales/en has its file in each other language with the same
 *   keys, and no language has a namespace or key English lacks (plural forms count as their base key:
 *   `devices_one` and `devices_other` are `devices`, as languages have different plural forms).
 * - **Literals**: a TS or TSX file in a converted area (CONVERTED_AREAS, growing feature by feature)
 *   renders no text of its own: no JSX text with letters, no string for `aria-label`, `placeholder`,
 *   `title`, `alt` or `label`, no string `title` or `description` of a `toast({...})`, and no string for
 *   an object's word property (WORD_PROPS: a stat card's `label`, a page's meta `title`), except the
 *   names kept in every language (BRAND_WORDS) and catalogue keys. Files in ENGLISH_ONLY say why they
 *   stay English. The other files are counted as "not yet converted" per area, which is a report, not
 *   a failure.
 *
 * Prints each problem and exits 1, or prints the report of what remains.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LETTER_SIZES } from '../contracts/constants.ts';

// TypeScript 7 (our tsc) has no JavaScript API; its predecessor, installed as typescript-6, parses TSX.
const ts = createRequire(import.meta.url)('typescript-6') as typeof import('typescript-6');

/**
 * The web app's files and folders (relative to web/) whose every string goes through the catalogues.
 * Add a feature here once it is translated: from then on a literal in it fails the lint.
 */
export const CONVERTED_AREAS = [
  'shell',
  'app',
  'features/accounts',
  'features/onboarding',
  'features/deals',
  'features/advisor',
  'features/home',
  'features/card',
  'features/compare',
  'features/membership',
  'features/company',
  'features/legal',
  'features/dev',
  'components/PageTitle.tsx',
  'features/sales',
  'components/LanguageChoice.tsx',
  'components/ui',
  'components/payments',
  'components/addresses',
  'components/application',
  'components/charts',
  'components/legal',
  'components/pricing',
  'shell/LanguageSwitch.tsx',
  'features/admin',
  'features/cart',
  'features/catalog',
  'features/orders',
  'lib',
  'components',
];

/**
 * Files whose words stay English in every language on purpose, each with its reason. They are neither
 * checked nor reported as not yet converted.
 */
export const ENGLISH_ONLY: Record<string, string> = {
  'components/legal/content':
    'the policies bind in English; a translation waits for the lawyers, and the Malayalam page says so above them',
  'lib/i18n/bridge.ts':
    "the English of a failed request before the catalogues are connected (the server's own language for API clients)",
  'components/MembershipCard.tsx':
    'the card drawn on screen is the printed card, whose face is English (it is decorative: screen readers skip it)',
};

/** Names written the same in every language: the brand, the storefronts, channels, sizes. */
export const BRAND_WORDS = new Set([
  'Roslis',
  'ROSLIS',
  'STUDIO',
  'LIMITED-EDITION',
  'LIMITED EDITION',
  'Signature',
  'Dynamo Deal',
  'WhatsApp',
  'SMS',
  ...LETTER_SIZES,
]);

/** The props whose string a person reads or hears. */
const READ_PROPS = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label']);
/**
 * Properties of an object literal that hold words a person reads once rendered (a stat card's `label`,
 * a page's meta `title`, a toast's action): a string there is text the catalogues never see.
 */
const WORD_PROPS = new Set([
  'label',
  'title',
  'description',
  'lede',
  'heading',
  'altText',
  'placeholder',
  'eyebrow',
  'caption',
  'subtitle',
  'hint',
]);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Words as a person reads them: a capital, then lower-case letters, then more words. */
const SENTENCE = /^\p{Lu}\p{Ll}+[\s,]+\p{L}/u;

export interface Literal {
  file: string;
  line: number;
  text: string;
}

type Catalogue = { [key: string]: string | Catalogue };

/** 'a.b.c' for every leaf, plural suffixes folded into their base key. */
export function keysOf(catalogue: Catalogue, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.add(path.replace(PLURAL, ''));
    else for (const k of keysOf(value, path)) keys.add(k);
  }
  return keys;
}

/** The differences between English and every other language in web/locales. */
export function checkCatalogues(localesDir: string): string[] {
  const problems: string[] = [];
  const languages = readdirSync(localesDir).filter((d) => statSync(join(localesDir, d)).isDirectory());
  if (!languages.includes('en')) return [`${localesDir}: no English catalogues (en/)`];
  const read = (lang: string, file: string) =>
    JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Catalogue;
  const namespaces = readdirSync(join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
  for (const lang of languages.filter((l) => l !== 'en')) {
    for (const extra of readdirSync(join(localesDir, lang)).filter(
      (f) => f.endsWith('.json') && !namespaces.includes(f),
    )) {
      problems.push(`${lang}/${extra}: a namespace English does not have`);
    }
    for (const ns of namespaces) {
      if (!existsSync(join(localesDir, lang, ns))) {
        problems.push(`${lang}/${ns}: missing (en/${ns} has ${keysOf(read('en', ns)).size} keys)`);
        continue;
      }
      const en = keysOf(read('en', ns));
      const other = keysOf(read(lang, ns));
      for (const key of en) if (!other.has(key)) problems.push(`${lang}/${ns}: missing key ${key}`);
      for (const key of other) if (!en.has(key)) problems.push(`${lang}/${ns}: key ${key} is not in English`);
      for (const [key, text] of stringsOf(read(lang, ns)))
        if (STRANDED_MARK.test(text))
          problems.push(
            `${lang}/${ns}: ${key} has a vowel sign or mark after "${text[text.search(STRANDED_MARK) - 1] ?? ''}", which draws as a box or a dotted circle ("6-ാം": write "6-ആം")`,
          );
    }
  }
  return problems;
}

/**
 * A combining mark (a Malayalam vowel sign, a virama) with no letter before it: after a hyphen, a figure
 * or a placeholder it joins nothing, and the browser draws a box or a dotted circle.
 */
const STRANDED_MARK = /(?<![\p{L}\p{M}\u200C\u200D])\p{M}/u;

/** Every string of a catalogue with its key. */
function* stringsOf(catalogue: Catalogue, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* stringsOf(value, path);
  }
}

const hasLetters = (text: string) => /\p{L}/u.test(text);
const KEPT = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...BRAND_WORDS]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Nothing but kept names, figures and punctuation ("ROSLIS · 8XL"). */
const isKept = (text: string) => !hasLetters(text.replace(KEPT, ''));

/** The text a TSX file renders of its own: JSX text with letters, and strings of the read props. */
export function findLiterals(source: string, file: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const seen = new Set<number>();
  const add = (node: import('typescript-6').Node, text: string) => {
    // A toast's title is seen as the toast's and as an object's word property: reported once.
    if (seen.has(node.getStart(sf))) return;
    seen.add(node.getStart(sf));
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!hasLetters(clean) || isKept(clean)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: clean });
  };
  const visit = (node: import('typescript-6').Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(sf))) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) add(init, init.text);
      else if (init && ts.isJsxExpression(init) && init.expression) {
        const e = init.expression;
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) add(e, e.text);
        else if (ts.isConditionalExpression(e)) {
          for (const branch of [e.whenTrue, e.whenFalse]) {
            if (ts.isStringLiteral(branch) || ts.isNoSubstitutionTemplateLiteral(branch))
              add(branch, branch.text);
          }
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.getText(sf) === 'toast' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const prop of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(prop) || !['title', 'description'].includes(prop.name.getText(sf)))
          continue;
        const v = prop.initializer;
        if (ts.isStringLiteral(v) || ts.isNoSubstitutionTemplateLiteral(v)) add(v, v.text);
        else if (ts.isTemplateExpression(v)) add(v, v.getText(sf));
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      WORD_PROPS.has(node.name.getText(sf)) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      // A catalogue key ('overview', 'story.s1title') names words; it is not one.
      if (!/^[a-z][A-Za-z0-9]*([._][A-Za-z0-9]+)*$/.test(node.initializer.text))
        add(node.initializer, node.initializer.text);
    } else if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      SENTENCE.test(node.initializer.text)
    ) {
      // const HINT = 'Scroll sideways for more columns': a sentence kept to be shown.
      add(node.initializer, node.initializer.text);
    } else if (ts.isJsxExpression(node) && node.expression && node.parent && ts.isJsxElement(node.parent)) {
      // {'text'} or {cond ? 'a' : 'b'} as a child of an element.
      const e = node.expression;
      const strings = ts.isConditionalExpression(e) ? [e.whenTrue, e.whenFalse] : [e];
      for (const s of strings) {
        if (ts.isStringLiteral(s) || ts.isNoSubstitutionTemplateLiteral(s)) add(s, s.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every .tsx of a folder (tests and test helpers left out), relative to `base`. */
function tsxFiles(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.(test|fixture)\.tsx?$/.test(f) &&
        !f.endsWith('.d.ts') &&
        !f.split(sep).includes('test'),
    )
    .map((f) => relative(base, join(dir, f)).split(sep).join('/'));
}

/** A file's area in the report: the feature (features/catalog), or the top folder (components, shell). */
function areaOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'features' ? parts.slice(0, 2).join('/') : (parts[0] ?? file);
}

export interface I18nReport {
  problems: string[];
  /** Per area not converted yet: its TSX files and the literals in them. */
  remaining: { area: string; files: number; literals: number }[];
}

export function checkI18n(webDir: string, converted: readonly string[] = CONVERTED_AREAS): I18nReport {
  const problems = checkCatalogues(join(webDir, 'locales')).map((p) => `web/locales/${p}`);
  const isConverted = (file: string) =>
    converted.some((area) => file === area || file.startsWith(area.endsWith('/') ? area : `${area}/`));
  const remaining = new Map<string, { files: number; literals: number }>();
  const englishOnly = Object.keys(ENGLISH_ONLY);
  for (const file of tsxFiles(webDir, webDir)) {
    if (englishOnly.some((f) => file === f || file.startsWith(`${f}/`))) continue;
    const literals = findLiterals(readFileSync(join(webDir, file), 'utf8'), file);
    if (isConverted(file)) {
      for (const l of literals)
        problems.push(`web/${l.file}:${l.line}: "${l.text}" is not in a catalogue (use t() or rich())`);
    } else if (literals.length > 0) {
      const row = remaining.get(areaOf(file)) ?? { files: 0, literals: 0 };
      row.files += 1;
      row.literals += literals.length;
      remaining.set(areaOf(file), row);
    }
  }
  for (const area of converted) {
    if (!existsSync(join(webDir, area)))
      problems.push(`CONVERTED_AREAS names web/${area}, which does not exist`);
  }
  return {
    problems,
    remaining: [...remaining.entries()]
      .map(([area, r]) => ({ area, ...r }))
      .sort((a, b) => b.literals - a.literals || a.area.localeCompare(b.area)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
  const { problems, remaining } = checkI18n(webDir);
  if (remaining.length > 0) {
    const files = remaining.reduce((n, r) => n + r.files, 0);
    const literals = remaining.reduce((n, r) => n + r.literals, 0);
    console.log(`i18n: not yet converted: ${literals} literals in ${files} files`);
    for (const r of remaining) console.log(`  web/${r.area}: ${r.literals} in ${r.files} files`);
  }
  if (problems.length > 0) {
    console.error(`\ni18n check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`i18n: catalogues agree; ${CONVERTED_AREAS.length} converted areas render no literal text.`);
}
