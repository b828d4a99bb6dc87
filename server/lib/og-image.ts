/**
 * Link-preview pictures: 1200x630 PNGs drawn as SVG and rendered with sharp. A product's is
 * its picture (the generated garment, or an uploaded photo) on the brand background with its name and,
 * for a public piece, its price; the card's is the membership card's look. Text uses the machine's
 * serif (fontconfig: DejaVu Serif on Debian), so no font is fetched.
 */
import sharp from 'sharp';
import { escapeHtml } from './page-head.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Bump when the drawings change: every cached picture is made again. */
export const OG_DRAWING_VERSION = 1;

const BG = '#f5efe6';
const PANEL = '#e9dfcf';
const INK = '#1f2a24';
const MUTED = '#6b6259';
const GOLD = '#a9803c';
const SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
const SANS = "'DejaVu Sans', Arial, sans-serif";

/** The picture's frame on the left: 3:4, the catalogue's aspect. */
const ART = { x: 60, y: 30, width: 428, height: 570 };

/** Words broken into at most `maxLines` lines of about `perLine` characters; the last one ends in … when cut. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next.length > perLine && !line ? `${word.slice(0, perLine - 1)}…` : next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1]!;
      lines[maxLines - 1] =
        `${last.slice(0, Math.max(0, perLine - 1)).replace(/\s+\S*$/, '') || last.slice(0, perLine - 1)}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ProductOgInput {
  name: string;
  /** "₹1,499" for a public piece; absent for a members-only one (never its price). */
  price?: string;
  membersOnly: boolean;
  /** The picture (PNG, WebP, JPEG or SVG bytes); absent draws the brand panel alone. */
  art?: Buffer;
}

function textSvg(input: ProductOgInput): string {
  const lines = wrapText(input.name, 18, 3);
  const size = lines.length > 2 ? 54 : 62;
  const x = 560;
  let y = 150;
  const parts = [
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${BG}"/>`,
    `<rect x="${ART.x - 14}" y="${ART.y - 14}" width="${ART.width + 28}" height="${ART.height + 28}" rx="6" fill="${PANEL}"/>`,
    `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="30" letter-spacing="12" fill="${GOLD}">ROSLIS</text>`,
  ];
  y += 30;
  if (input.membersOnly) {
    parts.push(
      `<text x="${x}" y="${y + 22}" font-family="${SANS}" font-size="22" letter-spacing="4" fill="${MUTED}">MEMBERS ONLY · LIMITED EDITION</text>`,
    );
    y += 30;
  }
  y += 40;
  for (const line of lines) {
    y += size * 1.15;
    parts.push(
      `<text x="${x}" y="${Math.round(y)}" font-family="${SERIF}" font-size="${size}" fill="${INK}">${escapeHtml(line)}</text>`,
    );
  }
  if (input.price) {
    parts.push(
      `<text x="${x}" y="${Math.round(y + 96)}" font-family="${SANS}" font-size="48" font-weight="bold" fill="${INK}">${escapeHtml(input.price)}</text>`,
    );
  }
  parts.push(
    `<text x="${x}" y="${OG_HEIGHT - 48}" font-family="${SERIF}" font-size="26" font-style="italic" fill="${MUTED}">Crafted for the few</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">${parts.join('')}</svg>`;
}

/** A product's preview picture: 1200x630 PNG. */
export async function renderProductOg(input: ProductOgInput): Promise<Buffer> {
  const layers: sharp.OverlayOptions[] = [];
  if (input.art) {
    const art = await sharp(input.art, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: ART.width, height: ART.height, fit: 'cover' })
      .png()
      .toBuffer();
    layers.push({ input: art, left: ART.x, top: ART.y });
  }
  return sharp(Buffer.from(textSvg(input)))
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The membership card's look (web/components/MembershipCard.tsx, Premium finish) on the brand background. */
export function cardOgSvg(): string {
  const w = 640;
  const h = Math.round(w / 1.586);
  const x = (OG_WIDTH - w) / 2;
  const y = 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d261d"/><stop offset=".48" stop-color="#1c4435"/><stop offset="1" stop-color="#0f2a20"/></linearGradient>
<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3b4"/><stop offset=".45" stop-color="#c49a52"/><stop offset=".7" stop-color="#f1d9a0"/><stop offset="1" stop-color="#a9803c"/></linearGradient>
<radialGradient id="g" cx=".85" cy="-.1" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22"/></clipPath>
</defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${BG}"/>
<text x="${OG_WIDTH / 2}" y="96" text-anchor="middle" font-family="${SERIF}" font-size="44" fill="${INK}">The Roslis Card — Crafted for the Few</text>
<rect x="${x + 6}" y="${y + 18}" width="${w}" height="${h}" rx="22" fill="#000" opacity=".18"/>
<g clip-path="url(#c)">
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#s)"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${x + w * 0.93}" cy="${y + h * 0.05}" r="${w * 0.35}" fill="none" stroke="#f3e6c8" stroke-opacity=".12" stroke-width="2"/>
</g>
<text x="${x + 45}" y="${y + 95}" font-family="${SERIF}" font-size="58" font-weight="bold" letter-spacing="17" fill="#f3e6c8">ROSLIS</text>
<text x="${x + w - 45}" y="${y + 80}" text-anchor="end" font-family="${SANS}" font-size="22" letter-spacing="6" fill="#f3e6c8">PREMIUM</text>
<rect x="${x + 45}" y="${y + 150}" width="83" height="64" rx="14" fill="url(#f)"/>
<text x="${x + 45}" y="${y + h - 90}" font-family="${SANS}" font-size="32" letter-spacing="5" fill="#f3e6c8">•••• •••• •••• 2020</text>
<text x="${x + 45}" y="${y + h - 40}" font-family="${SANS}" font-size="22" letter-spacing="4" fill="#f3e6c8">ROSLIS MEMBER</text>
<text x="${x + w - 45}" y="${y + h - 40}" text-anchor="end" font-family="${SERIF}" font-size="28" font-style="italic" fill="#f3e6c8">Crafted for the few</text>
</svg>`;
}

/** The card pages' preview picture: 1200x630 PNG. */
export function renderCardOg(): Promise<Buffer> {
  return sharp(Buffer.from(cardOgSvg())).png({ compressionLevel: 9 }).toBuffer();
}
