/**
 * Prerender the public pages: build the app for Node (web/entry-prerender.tsx), render each path of
 * PRERENDERED_PATHS into a copy of dist/web/index.html, and list them in dist/web/prerendered.json
 * for the server. Run by build-web-if-stale.ts after the browser build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_PATHS } from '../web/app/route-table.ts';

const ROOT = process.cwd();
const WEB = join(ROOT, 'dist/web');
const SSR = join(ROOT, 'dist/prerender');

export async function prerender() {
  const build = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'entry-prerender.tsx', '--outDir', SSR, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('the prerender build failed');
  const { render } = (await import(pathToFileURL(join(SSR, 'entry-prerender.js')).href)) as {
    render: (path: string) => Promise<string>;
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
  for (const path of PRERENDERED_PATHS) {
    let body = await render(path);
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
    const file = `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')}.html`;
    writeFileSync(join(outDir, file), html);
    manifest[path] = `prerendered/${file}`;
  }
  writeFileSync(join(WEB, 'prerendered.json'), JSON.stringify(manifest));
  rmSync(SSR, { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(manifest).join(', ')}`);
}
