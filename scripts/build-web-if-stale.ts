/**
 * `npm start` runs this first: build the web app when dist/web is missing or older than its sources.
 * "Older" is decided by a hash of the inputs (web/, contracts/, vite config, lockfile), not by mtimes,
 * so a fresh clone, a `git pull` or an edit all trigger a build, and nothing else does.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { prerender } from './prerender.ts';

const ROOT = process.cwd();
const OUT = join(ROOT, 'dist/web');
const STAMP = join(OUT, '.build-hash');
const INPUTS = [
  'web',
  'contracts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .flatMap((name) => files(join(path, name)));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(join(ROOT, p))).sort()) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built =
  existsSync(STAMP) && existsSync(join(OUT, 'index.html')) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === current) {
  console.log('web app is up to date (dist/web)');
} else {
  console.log(built ? 'web sources changed: rebuilding the web app…' : 'building the web app (first start)…');
  // Always a production bundle, whatever NODE_ENV the server runs under (e2e and `npm start` use development):
  // with NODE_ENV=development Vite would ship React's development build.
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  await prerender();
  writeFileSync(STAMP, `${current}\n`);
  console.log('web app built into dist/web');
}
