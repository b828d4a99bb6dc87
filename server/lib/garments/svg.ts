/**
 * Generated garment images (SVG, 3:4) for the demo catalogue. An image is a pure function of its
 * file name, e.g. `tunic-floral-8a5a44-f4e1c1-0.svg`: silhouette, pattern, main colour, accent
 * colour and view (0 front on a hanger, 1 back, 2 close-up of the fabric and detail, 3 flat-lay).
 *
 * The drawing is a studio product shot: a warm backdrop with a soft light and floor shadow, the
 * garment outline filled with a tiled fabric <pattern>, translucent gradients for volume and drape,
 * and trims, stitching and buttons in the accent colour. No fonts, no external references.
 */
import { mix } from './color.ts';
import { fabric } from './fabrics.ts';
import { CX } from './geometry.ts';
import { PATTERNS, type Pattern, SILHOUETTES, type Silhouette } from './kinds.ts';
import { type Shape, shapeOf } from './silhouettes.ts';

export { PATTERNS, type Pattern, SILHOUETTES, type Silhouette } from './kinds.ts';

export interface GarmentSpec {
  silhouette: Silhouette;
  pattern: Pattern;
  color: string;
  accent: string;
  view: number;
}

const NAME = /^([a-z]+)-([a-z]+)-([0-9a-f]{6})-([0-9a-f]{6})-([0-3])\.svg$/;

export function garmentFileName(spec: GarmentSpec): string {
  return `${spec.silhouette}-${spec.pattern}-${spec.color}-${spec.accent}-${spec.view}.svg`;
}

export function garmentUrl(spec: GarmentSpec): string {
  return `/media/garments/${garmentFileName(spec)}`;
}

export function parseGarmentName(file: string): GarmentSpec | null {
  const m = NAME.exec(file);
  if (!m) return null;
  const [, silhouette, pattern, color, accent, view] = m;
  if (!(SILHOUETTES as readonly string[]).includes(silhouette!)) return null;
  if (!(PATTERNS as readonly string[]).includes(pattern!)) return null;
  return {
    silhouette: silhouette as Silhouette,
    pattern: pattern as Pattern,
    color: color!,
    accent: accent!,
    view: Number(view),
  };
}

// ---------------------------------------------------------------- picture

function hanger(kind: 'bar' | 'clip', wood: string): { back: string; front: string } {
  const hook = `<path d="M450 250V196C450 164 494 164 494 194" fill="none" stroke="url(#m)" stroke-width="7" stroke-linecap="round"/>`;
  if (kind === 'clip') {
    const clip = (x: number) => `<rect x="${x - 11}" y="264" width="22" height="36" rx="4" fill="url(#m)"/>`;
    return {
      back: `${hook}<path d="M264 258H636" stroke="#${wood}" stroke-width="14" stroke-linecap="round"/>`,
      front: clip(334) + clip(566),
    };
  }
  return {
    back: `<path d="M336 304Q450 250 564 304" fill="none" stroke="#${wood}" stroke-width="14" stroke-linecap="round"/>`,
    front: `${hook}<rect x="439" y="244" width="22" height="18" rx="5" fill="#${wood}"/>`,
  };
}

/**
 * The garment in its own coordinates (neck at x 450, shoulders near y 262-300), with the <defs> it
 * uses: outline filled with the fabric, volume, folds, trims. `hanger` is drawn around it when given;
 * `inner` is the shadowed inside of the neck (a hanging garment shows it, a worn one shows skin).
 */
export function garmentLayers(
  spec: GarmentSpec,
  opts: { hanger?: { back: string; front: string }; inner?: boolean; flat?: boolean } = {},
): { defs: string; body: string; shape: Shape } {
  const { color, accent } = spec;
  const sh = shapeOf(spec.silhouette, spec.view === 1, color);
  const flat = opts.flat ?? false;
  const h = opts.hanger ?? { back: '', front: '' };
  const wallTop = mix(flat ? 'f4ede3' : 'f8f4ee', color, 0.05);
  const wallLow = mix(flat ? 'e8dccd' : 'ebe1d3', color, 0.07);
  const x0 = CX - sh.w;
  const folds = sh.folds
    .map(([dx, t, b, a], i) => {
      const x = CX + dx;
      return `<ellipse fill="url(#${i % 2 ? 'g' : 'f'})" cx="${x}" cy="${(t + b) / 2}" rx="${Math.min(34, (b - t) / 8)}" ry="${(b - t) / 2}" transform="rotate(${a} ${x} ${t})"/>`;
    })
    .join('');

  const defs =
    `<style>.e{fill:none;stroke:#${mix(color, '000000', 0.45)};stroke-width:2;stroke-opacity:.5}.s{fill:none;stroke:#${accent};stroke-width:2;stroke-dasharray:7 5;stroke-linecap:round;opacity:.85}.k{fill:none;stroke:#${accent}}.b{fill:#${accent};stroke:#${mix(accent, '000000', 0.35)};stroke-width:1.5}.i{fill:#${mix(color, '000000', 0.32)}}.h{fill:#000;opacity:.07}</style>` +
    `<linearGradient id="w" x2="0" y2="1"><stop offset="0" stop-color="#${wallTop}"/><stop offset="${flat ? 1 : 0.86}" stop-color="#${wallLow}"/>${flat ? '' : `<stop offset=".91" stop-color="#${mix(wallLow, '000000', 0.04)}"/><stop offset="1" stop-color="#${mix(wallLow, 'ffffff', 0.35)}"/>`}</linearGradient>` +
    `<radialGradient id="r" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset=".5" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="o"><stop offset="0" stop-color="#3b2a1c" stop-opacity=".26"/><stop offset=".6" stop-color="#3b2a1c" stop-opacity=".08"/><stop offset="1" stop-color="#3b2a1c" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="m"><stop offset="0" stop-color="#8a6a3c"/><stop offset=".5" stop-color="#e2c78e"/><stop offset="1" stop-color="#9b7a45"/></linearGradient>` +
    `<linearGradient id="v"><stop offset="0" stop-opacity=".34"/><stop offset=".2" stop-opacity="0"/><stop offset=".46" stop-color="#fff" stop-opacity=".12"/><stop offset=".8" stop-opacity="0"/><stop offset="1" stop-opacity=".38"/></linearGradient>` +
    `<linearGradient id="l" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".2"/></linearGradient>` +
    `<radialGradient id="f"><stop offset="0" stop-opacity=".16"/><stop offset="1" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="t" x2="0" y2="1"><stop offset="0" stop-opacity=".22"/><stop offset="1" stop-opacity="0"/></linearGradient>` +
    `<filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${flat ? 8 : 14}"/></filter>` +
    fabric(spec.pattern, color, accent) +
    `<path id="d" d="${sh.d}"/><clipPath id="c"><use href="#d"/></clipPath>`;

  const body =
    `<use href="#d" fill="#3b2a1c" opacity="${flat ? 0.24 : 0.13}" filter="url(#b)" transform="translate(${flat ? '5 10' : '22 18'})"/>` +
    (opts.inner === false ? '' : sh.inner) +
    h.back +
    (sh.under ?? '') +
    `<use href="#d" fill="url(#p)"/>` +
    `<g clip-path="url(#c)">${sh.clipped}${folds}<rect x="${x0}" y="240" width="${2 * sh.w}" height="820" fill="url(#v)"/><rect x="${x0}" y="240" width="${2 * sh.w}" height="820" fill="url(#l)"/></g>` +
    `<use href="#d" class="e"/>${sh.over}${h.front}`;
  return { defs, body, shape: sh };
}

export function renderGarmentSvg(spec: GarmentSpec): string {
  const { view } = spec;
  const flat = view === 3;
  const sh = shapeOf(spec.silhouette, view === 1, spec.color);
  const h = flat ? undefined : hanger(sh.hanger, '8f6a48');
  const { defs, body } = garmentLayers(spec, { hanger: h, flat });

  const backdrop =
    `<rect width="900" height="1200" fill="url(#w)"/>` +
    (flat
      ? `<rect x="150" y="130" width="600" height="940" fill="#000" opacity=".12" filter="url(#b)" transform="rotate(3 450 600) translate(4 8)"/><rect x="150" y="130" width="600" height="940" fill="#fcfaf6" transform="rotate(3 450 600)"/>`
      : `<ellipse cx="450" cy="540" rx="470" ry="600" fill="url(#r)"/><ellipse cx="450" cy="1114" rx="270" ry="28" fill="url(#o)"/>`);

  // Where the garment sits in the frame: hanging (scaled to fill the frame), close-up or flat-lay.
  const top = flat ? sh.top : 160;
  const s = view === 2 ? 2.5 : Math.min(flat ? 1.12 : 1.3, (flat ? 860 : 900) / (sh.bottom - top));
  const [fx, fy] = view === 2 ? [CX + sh.focus[0], sh.focus[1]] : [CX, (top + sh.bottom) / 2];
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const transform = `${flat ? 'rotate(-5 450 600) ' : ''}translate(450 ${view < 2 ? 590 : 600}) scale(${r(s)}) translate(${-fx} ${-fy})`;
  const garment = `<g transform="${transform}">${body}</g>`;

  const vignette =
    view === 2
      ? `<radialGradient id="n" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".2"/></radialGradient><rect width="900" height="1200" fill="url(#n)"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 1200" width="900" height="1200"><defs>${defs}</defs>${backdrop}${garment}${vignette}</svg>`;
}
