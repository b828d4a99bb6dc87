/** Colour variant values are names ("Ivory", "Kasavu Gold"); the dots need a colour to draw. */
const SWATCHES: Record<string, string> = {
  ivory: '#f3ebdd',
  cream: '#f6efe2',
  white: '#f8f6f1',
  'kasavu gold': '#c9a24a',
  kasavu: '#c9a24a',
  gold: '#d4af5a',
  indigo: '#2f3e6b',
  navy: '#1f2a44',
  terracotta: '#b5583b',
  rust: '#9c4a2c',
  sage: '#9caf88',
  olive: '#6b705c',
  maroon: '#6e2430',
  mulberry: '#7a2e3b',
  wine: '#5c1f2a',
  teal: '#1f5f5b',
  peacock: '#155e6e',
  mustard: '#d4a72c',
  saffron: '#e08a2e',
  charcoal: '#36393d',
  black: '#1e1d1f',
  blush: '#e8c4c0',
  rose: '#c98b86',
  coral: '#d9776a',
  sand: '#d8c8ae',
  beige: '#e6d8c3',
  forest: '#2f5d50',
  emerald: '#1e6b52',
  plum: '#5a2f4f',
  lilac: '#c6b8d4',
  powder: '#bccbd9',
  mint: '#cfe0d1',
  brown: '#7b5236',
  red: '#a3323a',
  pink: '#e3a5b4',
  blue: '#2f5b8a',
  green: '#2f6b46',
  grey: '#8a8a86',
  gray: '#8a8a86',
  yellow: '#e2c044',
  orange: '#e08a2e',
  purple: '#6d4a9c',
};

/** A CSS colour for a colour name or hex value; a neutral tone when the name is unknown. */
export function swatchColour(value: string): string {
  const v = value.trim().toLowerCase();
  if (/^#?[0-9a-f]{6}$/.test(v)) return v.startsWith('#') ? v : `#${v}`;
  return SWATCHES[v] ?? SWATCHES[v.split(/\s+/).at(-1) ?? ''] ?? '#b8ab98';
}
