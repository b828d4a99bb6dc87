/**
 * `node --import tsx scripts/make-icons.ts`: the installable app's icons (web/public/icons), drawn from
 * the shop's mark (web/public/favicon.svg) with sharp. Run again when the mark changes and commit the PNGs.
 *
 *   icon-192.png, icon-512.png   the mark as it is (its own rounded square), for the manifest
 *   maskable-512.png             the mark's letter on a full-bleed square, inside the central 80% safe
 *                                zone, so a launcher may cut any shape out of it
 *   apple-touch-icon.png (180)   full-bleed too: iOS rounds the corners itself
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const ROOT = process.cwd();
const OUT = join(ROOT, 'web/public/icons');
const mark = readFileSync(join(ROOT, 'web/public/favicon.svg'), 'utf8');

/** The mark with its square filling the canvas (no rounded corners) and its letter scaled to `scale`. */
function fullBleed(scale: number): string {
  const offset = (64 - 64 * scale) / 2;
  return mark
    .replace('rx="14"', 'rx="0"')
    .replace(/<rect x="4\.5"[^>]*\/>/, '')
    .replace('<path ', `<path transform="translate(${offset} ${offset}) scale(${scale})" `);
}

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, file));
  console.log(`web/public/icons/${file} (${size}x${size})`);
}

await png(mark, 192, 'icon-192.png');
await png(mark, 512, 'icon-512.png');
await png(fullBleed(0.72), 512, 'maskable-512.png');
await png(fullBleed(0.86), 180, 'apple-touch-icon.png');
