/**
 * Vite plugin: writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) next to every
 * compressible file of the build. The server serves them as they are (@fastify/static preCompressed),
 * so a phone downloads about 15% fewer bytes than on-the-fly compression gives, at no cost per request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost (the server's threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function precompressFile(path: string) {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

export function precompress(): Plugin {
  return {
    name: 'roslis:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error('roslis:precompress needs build.outDir (a directory, not a file)');
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map((f) => precompressFile(join(outDir, f))));
    },
  };
}
