/**
 * Generated garment images (SVG, 3:4) for the demo catalogue. An image is a pure function of its
 * file name, e.g. `tunic-floral-8a5a44-f4e1c1-0.svg`: silhouette, pattern, main colour, accent
 * colour and view (0 front, 1 back, 2 detail, 3 flat-lay).
 */
export const SILHOUETTES = [
  'top',
  'tunic',
  'shirt',
  'blazer',
  'dress',
  'kurta',
  'trousers',
  'coord',
] as const;
export const PATTERNS = [
  'plain',
  'stripes',
  'checks',
  'dots',
  'floral',
  'block',
  'chevron',
  'paisley',
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];
export type Pattern = (typeof PATTERNS)[number];

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

export function renderGarmentSvg(spec: GarmentSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 1200" width="900" height="1200"><rect width="900" height="1200" fill="#f4efe6"/><rect x="250" y="250" width="400" height="700" rx="40" fill="#${spec.color}"/></svg>`;
}
