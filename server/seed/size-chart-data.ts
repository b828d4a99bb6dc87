import type { ChartMeasure, SizeChartRow } from '../../contracts/fit.ts';
import { CATEGORY_MEASURES } from '../../contracts/fit.ts';
import { LETTER_SIZES } from '../../contracts/style.ts';

/**
 * The demo size charts, one per category, XS to 8XL in centimetres (docs/fit.md names the source).
 *
 * The body measures follow the common Indian women's-wear retail chart, which gives the body each size
 * is cut for in inches and steps 2 inches a size: bust 32 in at XS (then 34, 36, ... 54 in at 8XL),
 * waist 26 in at XS (to 48 in), hips 34 in at XS (to 56 in), shoulder 13.5 in at XS rising half an inch
 * a size. Converted to centimetres (x 2.54) and rounded to the whole centimetre (shoulder to the half):
 * bust XS 81 / S 86 / M 91 / L 97 / XL 102 / XXL 107 / 3XL 112 ... 8XL 137.
 * Length is the garment's own, from the shoulder (the waist for trousers), growing 1 cm a size.
 */
const INCHES = {
  bust: [32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54],
  waist: [26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48],
  hips: [34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56],
  shoulder: [13.5, 14, 14.5, 15, 15.5, 16, 16.5, 17, 17.5, 18, 18.5, 19],
} as const;
const toCm = (inches: number, step = 1) => Math.round((inches * 2.54) / step) * step;

/** The garment's length at XS, by category (cm). */
const LENGTH_AT_XS: Record<string, number> = {
  tops: 60,
  tunics: 86,
  shirts: 68,
  workwear: 64,
  dresses: 114,
  kurtas: 112,
  'co-ords': 58,
  trousers: 96,
};

export function demoChart(slug: string): SizeChartRow[] {
  const measures: readonly ChartMeasure[] = CATEGORY_MEASURES[slug] ?? ['bust', 'waist', 'hips'];
  const has = (m: ChartMeasure) => measures.includes(m);
  return LETTER_SIZES.map((size, i) => ({
    size,
    bust: has('bust') ? toCm(INCHES.bust[i]!) : null,
    waist: has('waist') ? toCm(INCHES.waist[i]!) : null,
    hips: has('hips') ? toCm(INCHES.hips[i]!) : null,
    shoulder: has('shoulder') ? toCm(INCHES.shoulder[i]!, 0.5) : null,
    length: has('length') ? (LENGTH_AT_XS[slug] ?? 60) + i : null,
  }));
}

/** The demo pieces' cuts by category (the rest stay regular). */
export const DEMO_FITS: Record<string, 'slim' | 'relaxed'> = {
  workwear: 'slim',
  shirts: 'slim',
  tunics: 'relaxed',
  'co-ords': 'relaxed',
};
