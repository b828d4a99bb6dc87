/**
 * Prerender the public pages: build the app for Node (web/entry-prerender.tsx), render each path of
 * PRERENDERED_PATHS into a copy of dist/web/index.html, and list them in dist/web/prerendered.json
 * for the server. Run by build-web-if-stale.ts after the browser build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALE_TAGS, LOCALES, type Locale } from '../contracts/locale.ts';
import { ISLANDS, isIslandName } from '../web/app/islands.ts';
import { PRERENDERED_PATHS } from '../web/app/route-table.ts';
import { localizedHref, publicPathIn } from '../web/lib/public-language.ts';
import { islandFiles, type Manifest } from './bundle-budgets.ts';

const ROOT = process.cwd();
const WEB = join(ROOT, 'dist/web');
const SSR = join(ROOT, 'dist/prerender');

/**
 * The boot tag of a prerendered page: besides the app (data-main, for a signed-in member), the islands'
 * entry (data-islands) and the chunks of this page's islands (data-islands-preload), which boot.js
 * loads for a visitor instead of the app.
 */
export function withIslands(html: string, entry: string, preload: readonly string[]): string {
  const out = html.replace(
    /<script defer src="\/boot\.js"/,
    (tag) => `${tag} data-islands="${entry}" data-islands-preload="${preload.join(' ')}"`,
  );
  if (out === html) throw new Error('the page has no boot.js tag');
  return out;
}

/**
 * A page drawn in `language`: `<html lang>` says so, and its links to the translated public pages go
 * to their twins in that language (the islands' links already do, web/app/island-providers.tsx).
 */
export function inLanguage(html: string, language: Locale): string {
  if (language === 'en') return html;
  const out = html
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[language]}"`)
    .replace(/ href="(\/[^"]*)"/g, (_attr, href: string) => ` href="${localizedHref(href, language)}"`);
  if (!out.includes(`<html lang="${LOCALE_TAGS[language]}"`))
    throw new Error('index.html has no <html lang>');
  return out;
}

/** A page's file in dist/web/prerendered: 'index.html', 'card.html', 'ml-card.html'. */
export const prerenderedFile = (path: string) =>
  `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')}.html`;

/** The island names a prerendered page's HTML holds, in order, once each. */
export function islandNamesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))];
}

export async function prerender() {
  // The islands' own build (vite.config.ts, ROSLIS_BUILD=islands), into dist/web beside the app.
  const islandsBuild = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ROSLIS_BUILD: 'islands' },
  });
  if (islandsBuild.status !== 0) throw new Error('the islands build failed');
  const islandsManifest = JSON.parse(
    readFileSync(join(WEB, '.vite/islands-manifest.json'), 'utf8'),
  ) as Manifest;
  const build = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'entry-prerender.tsx', '--outDir', SSR, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('the prerender build failed');
  const { render } = (await import(pathToFileURL(join(SSR, 'entry-prerender.js')).href)) as {
    render: (path: string, language: Locale) => Promise<string>;
  };
  // The stylesheet goes inline: the first paint then needs the HTML alone, not a second request that
  // shares the connection with the JavaScript.
  const template = readFileSync(join(WEB, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    (_tag, href: string) => `<style>${readFileSync(join(WEB, href), 'utf8')}</style>`,
  );
  if (!template.includes('<style>')) throw new Error('index.html has no stylesheet link to inline');
  // The built index.html already loads the app after the first paint (boot.js); the server adds each
  // page's own chunks to that tag when it serves the page.
  if (!template.includes('src="/boot.js"')) throw new Error('index.html has no boot.js tag');
  const outDir = join(WEB, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  const manifest: Record<string, string> = {};
  // Every page in every language, each at its own address (web/lib/public-language.ts): English first,
  // as the prerender's i18next is left in the last language drawn.
  for (const [language, path] of LOCALES.flatMap((l) => PRERENDERED_PATHS.map((p) => [l, p] as const))) {
    const address = publicPathIn(path, language);
    let body = await render(path, language);
    // React renders a page's <title> where the component sits; it belongs in <head>.
    const title = /^<title>(.*?)<\/title>/.exec(body);
    let html = template;
    if (title) {
      body = body.slice(title[0].length);
      html = html.replace(/<title>.*?<\/title>/, title[0]);
    }
    // The page takes the place of index.html's loading shell.
    html = html.replace(/<div id="root">.*?<\/div><\/div>/s, () => `<div id="root">${body}</div>`);
    if (!html.includes(body) || html.includes('data-shell')) {
      throw new Error('index.html has no <div id="root"> with a loading shell to replace');
    }
    html = inLanguage(html, language);
    const names = islandNamesIn(html);
    const unknown = names.filter((name) => !isIslandName(name));
    if (unknown.length > 0) throw new Error(`${path}: unknown islands ${unknown.join(', ')}`);
    const islands = islandFiles(
      islandsManifest,
      names.map((name) => ISLANDS[name as keyof typeof ISLANDS].module),
    );
    html = withIslands(html, islands.entry, islands.preload);
    const file = prerenderedFile(address);
    writeFileSync(join(outDir, file), html);
    manifest[address] = `prerendered/${file}`;
  }
  writeFileSync(join(WEB, 'prerendered.json'), JSON.stringify(manifest));
  rmSync(SSR, { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(manifest).join(', ')}`);
}
