/** The garments the generator draws and the patterns of their fabrics. */
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
