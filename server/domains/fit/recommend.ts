import type { FitChoice } from '../../../contracts/constants.ts';
import {
  BETWEEN_SIZES_CM,
  BODY_MEASURES,
  type BodyMeasure,
  CATEGORY_BRAND_TYPES,
  CATEGORY_GARMENT,
  FIT_EASE_CM,
  type Fit,
  fitReasonText,
  type LetterSize,
  NO_SIZE_REASON,
  type Recommendation,
  type SizeChartRow,
  type SizedFitWords,
  type SizedRecommendation,
} from '../../../contracts/fit.ts';
import {
  type BodyMeasurements,
  type GarmentSize,
  type GarmentType,
  MEASUREMENTS,
} from '../../../contracts/preferences.ts';
import { LETTER_SIZES, type SizeKey } from '../../../contracts/style.ts';

/**
 * "Your size": one pure function of the person, the category's chart and the product's cut. In order:
 *
 * 1. Her measurements against the chart. Each body measure the chart holds (bust, waist, hips) is read,
 *    after the cut's ease, in the size bands the chart draws (each size reaches halfway to its
 *    neighbours); the largest size any measure needs wins, since the piece must close over all of them.
 *    Within BETWEEN_SIZES_CM of a band's edge she is between two sizes and both are named.
 * 2. Else the size she told us she wears at Roslis for the category's garment (waist sizes for bottoms
 *    read through the chart's waist).
 * 3. Else the size she wears most often at other brands (the category's garment types first).
 *
 * A measure missing, outside the profile form's bounds or outside the whole chart is left out.
 *
 * Each path says why in `words` (the sentence and its figures, which the web writes in the member's
 * language); the English `reason` is written from them by `fitReasonText`, so the two always agree.
 */
export interface Person {
  measurements: Partial<Record<keyof BodyMeasurements, number | null>>;
  /** Her sizes at Roslis, by garment (the style profile's preferredSizes). */
  sizes: Partial<Record<SizeKey, string | null>>;
  /** Her sizes at other brands. */
  brands: readonly { brandName: string; garmentTypes: readonly { type: GarmentType; size: GarmentSize }[] }[];
}

/** The person's measure for each chart measure (the profile says chest where a chart says bust). */
const PERSON_KEY: Record<BodyMeasure, keyof BodyMeasurements> = {
  bust: 'chest',
  waist: 'waist',
  hips: 'hips',
};

const rankOf = (size: string) => (LETTER_SIZES as readonly string[]).indexOf(size);
const round = (n: number) => Math.round(n);

interface Band {
  size: LetterSize;
  low: number;
  high: number;
}

/** A measure's bands: each size from halfway to the size below to halfway to the size above. */
function bands(chart: readonly SizeChartRow[], m: BodyMeasure): Band[] | null {
  const values = chart.map((r) => r[m]);
  if (values.length === 0 || values.some((v) => v === null)) return null;
  const v = values as number[];
  const step = (i: number) => (v.length > 1 ? (i === 0 ? v[1]! - v[0]! : v[i]! - v[i - 1]!) : 4);
  return chart.map((r, i) => ({
    size: r.size,
    low: i === 0 ? v[0]! - step(0) / 2 : (v[i - 1]! + v[i]!) / 2,
    high: i === v.length - 1 ? v[i]! + step(i) / 2 : (v[i]! + v[i + 1]!) / 2,
  }));
}

/** A usable body measure: a number inside the profile form's bounds. */
function plausible(key: keyof BodyMeasurements, value: number | null | undefined): value is number {
  const bound = MEASUREMENTS.find((x) => x.key === key)!;
  return typeof value === 'number' && Number.isFinite(value) && value >= bound.min && value <= bound.max;
}

interface Reading {
  measure: BodyMeasure;
  body: number;
  index: number;
  band: Band;
  /** The neighbouring size when within BETWEEN_SIZES_CM of the line between them. */
  neighbour: number | null;
}

function read(chart: readonly SizeChartRow[], m: BodyMeasure, body: number, ease: number): Reading | null {
  const list = bands(chart, m);
  if (!list) return null;
  const at = body + ease;
  const index = list.findIndex((b) => at >= b.low && at < b.high);
  if (index < 0) return null;
  const band = list[index]!;
  let neighbour: number | null = null;
  if (at >= band.high - BETWEEN_SIZES_CM && index < list.length - 1) neighbour = index + 1;
  else if (at < band.low + BETWEEN_SIZES_CM && index > 0) neighbour = index - 1;
  return { measure: m, body, index, band, neighbour };
}

/** A size found, with its words; `recommend` adds the English reason. */
type Found = Omit<SizedRecommendation, 'reason' | 'words'> & { words: SizedFitWords };

function fromMeasurements(person: Person, chart: readonly SizeChartRow[], fit: Fit): Found | null {
  const ease = FIT_EASE_CM[fit];
  const readings: Reading[] = [];
  for (const m of BODY_MEASURES) {
    const value = person.measurements[PERSON_KEY[m]];
    if (!plausible(PERSON_KEY[m], value)) continue;
    const reading = read(chart, m, value, ease);
    if (reading) readings.push(reading);
  }
  if (readings.length === 0) return null;
  // The piece must close over every measure: the largest size wins (the first measure on a tie).
  const decisive = readings.reduce((a, b) => (b.index > a.index ? b : a));
  const spread = Math.max(...readings.map((r) => r.index)) - Math.min(...readings.map((r) => r.index));
  const size = chart[decisive.index]!.size;
  const your = { measure: decisive.measure, cm: round(decisive.body), fit };
  // Another measure two or more sizes below: she is told to check the size guide.
  const other = readings.find((r) => r.index < decisive.index - 1);
  const caution = other ? { caution: { measure: other.measure, size: chart[other.index]!.size } } : {};
  const confidence = spread >= 2 ? 'low' : decisive.neighbour !== null ? 'medium' : 'high';

  if (decisive.neighbour !== null) {
    const lower = Math.min(decisive.index, decisive.neighbour);
    return {
      size,
      alternative: chart[decisive.neighbour]!.size,
      confidence,
      basis: 'measurements',
      words: {
        key: 'between',
        small: chart[lower]!.size,
        large: chart[lower + 1]!.size,
        ...your,
        ...caution,
      },
    };
  }
  return {
    size,
    confidence,
    basis: 'measurements',
    words: {
      key: 'within',
      size,
      ...your,
      low: round(decisive.band.low - ease),
      high: round(decisive.band.high - ease),
      ...caution,
    },
  };
}

/** A waist size (inches, '32') as a letter size through the chart's waist; null without one. */
function waistToLetter(chart: readonly SizeChartRow[] | null, waistInches: string): LetterSize | null {
  if (!chart) return null;
  const list = bands(chart, 'waist');
  if (!list) return null;
  const cm = Number(waistInches) * 2.54;
  return list.find((b) => cm >= b.low && cm < b.high)?.size ?? null;
}

function asLetter(chart: readonly SizeChartRow[] | null, size: string): LetterSize | null {
  if (rankOf(size) >= 0) return size as LetterSize;
  return /^\d+$/.test(size) ? waistToLetter(chart, size) : null;
}

function fromRoslisSizes(
  person: Person,
  chart: readonly SizeChartRow[] | null,
  categorySlug: string,
): Found | null {
  const garment = CATEGORY_GARMENT[categorySlug];
  const given = garment ? person.sizes[garment] : null;
  if (!garment || !given) return null;
  const size = asLetter(chart, given);
  if (!size) return null;
  return {
    size,
    confidence: 'medium',
    basis: 'roslis',
    words:
      size === given ? { key: 'roslis', size, garment } : { key: 'waistSize', waist: given, size, garment },
  };
}

function fromBrands(
  person: Person,
  chart: readonly SizeChartRow[] | null,
  categorySlug: string,
): Found | null {
  const wanted = CATEGORY_BRAND_TYPES[categorySlug];
  const entries = person.brands.flatMap((b) =>
    b.garmentTypes.map((g) => ({ brand: b.brandName, type: g.type, size: asLetter(chart, g.size) })),
  );
  const usable = entries.filter((e) => e.size !== null);
  const matching = wanted ? usable.filter((e) => wanted.includes(e.type)) : [];
  const pool = matching.length > 0 ? matching : usable;
  if (pool.length === 0) return null;
  const counts = new Map<LetterSize, { count: number; brands: Set<string> }>();
  for (const e of pool) {
    const c = counts.get(e.size!) ?? { count: 0, brands: new Set<string>() };
    c.count += 1;
    c.brands.add(e.brand);
    counts.set(e.size!, c);
  }
  // The most common; on a tie the larger (room is easier to live with than a piece that will not close).
  const [size, { brands }] = [...counts.entries()].sort(
    ([a, x], [b, y]) => y.count - x.count || rankOf(b) - rankOf(a),
  )[0]!;
  return {
    size,
    confidence: 'low',
    basis: 'brands',
    words: { key: 'brands', size, brands: [...brands].slice(0, 3) },
  };
}

export function recommend(
  person: Person,
  chart: readonly SizeChartRow[] | null,
  fit: Fit,
  categorySlug: string,
  tendency: FitChoice | null = null,
): Recommendation {
  const found =
    (chart && chart.length > 0 ? fromMeasurements(person, chart, fit) : null) ??
    fromRoslisSizes(person, chart, categorySlug) ??
    fromBrands(person, chart, categorySlug);
  if (!found) return { size: null, reason: NO_SIZE_REASON, words: { key: 'none' } };
  const shifted = shiftedFor(found, tendency, chart);
  return { ...shifted, reason: fitReasonText(shifted.words) };
}

/**
 * When members say a piece runs small (or large), one size up (or down) from what her measures read,
 * where the piece is made in it (the chart's sizes, else every size); between two sizes, the one on
 * that side of the pair (a piece that runs large, between M and L: M). The words say so (`shift`).
 */
function shiftedFor(found: Found, tendency: FitChoice | null, chart: readonly SizeChartRow[] | null): Found {
  if (tendency === null || tendency === 'true') return found;
  const step = tendency === 'small' ? 1 : -1;
  const made: readonly string[] = chart && chart.length > 0 ? chart.map((r) => r.size) : LETTER_SIZES;
  // Between two sizes, the one on that side of the pair (which may be the size already suggested).
  const pair =
    found.alternative === undefined
      ? null
      : [found.size, found.alternative].sort((a, b) => rankOf(a) - rankOf(b));
  const next = pair ? pair[step > 0 ? 1 : 0]! : LETTER_SIZES[rankOf(found.size) + step];
  if (next === undefined || !made.includes(next)) return found;
  const { alternative: _was, ...rest } = found;
  return { ...rest, size: next, words: { ...found.words, shift: { tendency, size: next } } };
}

/**
 * When the suggested size cannot be had (sold out, or not made in it), the closest size that still
 * fits and can: the alternative first, then one size up (room is easier than tight), then one down.
 */
export function nearestAvailable(
  rec: Recommendation,
  canHave: (size: LetterSize) => boolean,
): { available: boolean; nearest: LetterSize | null } {
  if (rec.size === null) return { available: false, nearest: null };
  if (canHave(rec.size)) return { available: true, nearest: null };
  const r = rankOf(rec.size);
  const candidates = [rec.alternative, LETTER_SIZES[r + 1], r > 0 ? LETTER_SIZES[r - 1] : undefined];
  const nearest = candidates.find((s): s is LetterSize => s !== undefined && canHave(s)) ?? null;
  return { available: false, nearest };
}
