/**
 * `node --import tsx scripts/make-locale-font.ts`: the letters of the language switch's Malayalam name
 * (മലയാളം, `LOCALE_NAMES` in contracts/locales.ts) cut from Noto Sans Malayalam into a font of about
 * two kilobytes, web/public/fonts/locale-names.woff2. English pages show that one word in Malayalam and
 * load no Malayalam font (the whole face, 24 kB, comes with Malayalam pages only), so a computer without
 * a Malayalam font of its own drew the word as empty boxes. Run again when a language's name changes
 * and commit the file; `scripts/make-locale-font.test.ts` fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '../contracts/locales.ts';

export const LOCALE_FONT = 'web/public/fonts/locale-names.woff2';
const SOURCE =
  'node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-500-normal.woff2';

/** The names written in a script the Latin fonts lack: what the small font must draw. */
export const namesToDraw = () =>
  Object.values(LOCALE_NAMES)
    .filter((name) => /[^\p{Script=Latin}\s]/u.test(name))
    .join('');

export async function makeLocaleFont(root = process.cwd()): Promise<Buffer> {
  return subsetFont(readFileSync(join(root, SOURCE)), namesToDraw(), { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await makeLocaleFont();
  writeFileSync(LOCALE_FONT, font);
  console.log(`${LOCALE_FONT}: ${font.length} bytes for "${namesToDraw()}"`);
}
