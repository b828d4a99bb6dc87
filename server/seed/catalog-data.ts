/**
 * The demo catalogue's words and looks: categories, a colour palette and, per storefront and
 * category, six styles. Within a category the first four are in stock, the fifth is a pre-order
 * and the sixth is put to the members' vote (see catalog.ts).
 */
import type { Pattern, Silhouette } from '../lib/garments/svg.ts';

export const CATEGORIES = [
  { name: 'Tops', slug: 'tops', silhouette: 'top' },
  { name: 'Tunics', slug: 'tunics', silhouette: 'tunic' },
  { name: 'Shirts', slug: 'shirts', silhouette: 'shirt' },
  { name: 'Workwear', slug: 'workwear', silhouette: 'blazer' },
  { name: 'Dresses', slug: 'dresses', silhouette: 'dress' },
  { name: 'Kurtas', slug: 'kurtas', silhouette: 'kurta' },
  { name: 'Co-ords', slug: 'co-ords', silhouette: 'coord' },
  { name: 'Trousers', slug: 'trousers', silhouette: 'trousers' },
] as const satisfies readonly { name: string; slug: string; silhouette: Silhouette }[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** Tasteful garment colours (6 hex digits, lowercase). */
export const PALETTE = {
  ivory: 'f3ebdd',
  cream: 'f6efe2',
  white: 'f8f6f1',
  kasavu: 'c9a24a',
  gold: 'd4af5a',
  indigo: '2f3e6b',
  navy: '1f2a44',
  terracotta: 'b5583b',
  rust: '9c4a2c',
  sage: '9caf88',
  olive: '6b705c',
  maroon: '6e2430',
  mulberry: '7a2e3b',
  wine: '5c1f2a',
  teal: '1f5f5b',
  peacock: '155e6e',
  mustard: 'd4a72c',
  saffron: 'e08a2e',
  charcoal: '36393d',
  black: '1e1d1f',
  blush: 'e8c4c0',
  rose: 'c98b86',
  coral: 'd9776a',
  sand: 'd8c8ae',
  beige: 'e6d8c3',
  forest: '2f5d50',
  emerald: '1e6b52',
  plum: '5a2f4f',
  lilac: 'c6b8d4',
  powder: 'bccbd9',
  mint: 'cfe0d1',
  brown: '7b5236',
} as const;
export type Colour = keyof typeof PALETTE;

/** One style: name, fabric, fit, look ("colour accent pattern") and a short description. */
export type Style = readonly [
  name: string,
  fabric: string,
  fit: string,
  look: `${Colour} ${Colour} ${Pattern}`,
  description: string,
];

/** Colour names for the few styles sold in more than one colour. */
export const COLOUR_NAMES: Record<Colour, string> = Object.fromEntries(
  Object.keys(PALETTE).map((k) => [k, k === 'kasavu' ? 'Kasavu Gold' : k[0]!.toUpperCase() + k.slice(1)]),
) as Record<Colour, string>;
