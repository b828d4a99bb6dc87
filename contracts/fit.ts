import { z } from 'zod';
import { uuid } from './common.ts';
import type { GarmentType } from './preferences.ts';
import { LETTER_SIZES, SIZE_KEYS, type SizeKey } from './style.ts';

/**
 * Fit: each category's size chart (centimetres per size, XS to 8XL), a product's cut (slim, regular,
 * relaxed) and "Your size", the size the shop suggests for a member and each person she shops for.
 * docs/fit.md tells the rule; server/domains/fit/recommend.ts is the one function that applies it.
 */

export type LetterSize = (typeof LETTER_SIZES)[number];
export const CHART_SIZES = LETTER_SIZES;

/** A product's cut. The editor's default is regular. */
export const FITS = ['slim', 'regular', 'relaxed'] as const;
export type Fit = (typeof FITS)[number];
export const fitSchema = z.enum(FITS, { message: 'Please choose slim, regular or relaxed.' });
export const FIT_LABELS: Record<Fit, string> = {
  slim: 'Slim fit',
  regular: 'Regular fit',
  relaxed: 'Relaxed fit',
};

/**
 * The ease of each cut, in centimetres added to the person's body measure before it is read against
 * the chart (the chart gives the body each size is cut for at a regular fit). A slim piece sits close
 * to the body, so a person near the top of a size needs the next one up: +2 cm. A relaxed piece has
 * room built in, so a person near the bottom of a size can take the one below: -2 cm.
 */
export const FIT_EASE_CM: Record<Fit, number> = { slim: 2, regular: 0, relaxed: -2 };

/** Within this many centimetres of the line between two sizes, a person is "between" them. */
export const BETWEEN_SIZES_CM = 1;

/** The measures a chart can hold, in centimetres. */
export const CHART_MEASURES = ['bust', 'waist', 'hips', 'shoulder', 'length'] as const;
export type ChartMeasure = (typeof CHART_MEASURES)[number];
/** The body measures the recommendation reads (shoulder and length are the garment's, for the guide). */
export const BODY_MEASURES = ['bust', 'waist', 'hips'] as const satisfies readonly ChartMeasure[];
export type BodyMeasure = (typeof BODY_MEASURES)[number];

export const CHART_MEASURE_INFO: Record<
  ChartMeasure,
  { label: string; min: number; max: number; hint: string }
> = {
  bust: { label: 'Bust', min: 60, max: 170, hint: 'around the fullest part of the bust' },
  waist: { label: 'Waist', min: 45, max: 160, hint: 'around the natural waist' },
  hips: { label: 'Hips', min: 65, max: 180, hint: 'around the fullest part of the hips' },
  shoulder: { label: 'Shoulder', min: 25, max: 60, hint: 'the garment, seam to seam across the back' },
  length: {
    label: 'Length',
    min: 30,
    max: 160,
    hint: 'the garment, from the shoulder (waist for trousers) down',
  },
};

/** The shop's eight categories, by slug: which size the person gave us it reads (profile sizes). */
export const CATEGORY_GARMENT: Record<string, SizeKey> = {
  tops: 'tops',
  tunics: 'tops',
  shirts: 'tops',
  workwear: 'jackets',
  dresses: 'dresses',
  kurtas: 'ethnic',
  'co-ords': 'tops',
  trousers: 'bottoms',
};
/** The words for a profile size key in a reason ("You told us you wear M in tops"). */
export const GARMENT_WORDS: Record<SizeKey, string> = {
  tops: 'tops',
  bottoms: 'bottoms',
  dresses: 'dresses',
  shoes: 'shoes',
  ethnic: 'ethnic wear',
  jackets: 'jackets',
  innerwear: 'innerwear',
};
/** Other brands' garment types that speak for a category (absent: every type counts alike). */
export const CATEGORY_BRAND_TYPES: Record<string, readonly GarmentType[]> = {
  kurtas: ['Ethnic', 'Traditional'],
  workwear: ['Formal', 'Office Wear'],
  shirts: ['Formal', 'Office Wear', 'Casual'],
};

/** Which measures a category's chart holds when staff start one (the seed's charts hold these). */
export const CATEGORY_MEASURES: Record<string, readonly ChartMeasure[]> = {
  tops: ['bust', 'waist', 'shoulder', 'length'],
  tunics: ['bust', 'waist', 'hips', 'shoulder', 'length'],
  shirts: ['bust', 'waist', 'shoulder', 'length'],
  workwear: ['bust', 'waist', 'shoulder', 'length'],
  dresses: ['bust', 'waist', 'hips', 'shoulder', 'length'],
  kurtas: ['bust', 'waist', 'hips', 'shoulder', 'length'],
  'co-ords': ['bust', 'waist', 'hips', 'length'],
  trousers: ['waist', 'hips', 'length'],
};

export const FIT_MESSAGES = {
  /** A profile id that is not one of the signed-in member's own (the grid's "In my size", the bag). */
  notYourProfile: 'Please choose one of your style profiles.',
  noRows: 'Add at least one size to the chart.',
  tooManyRows: `A chart has at most ${LETTER_SIZES.length} sizes, XS to 8XL.`,
  sizeRequired: 'Please choose a size.',
  repeated: (size: string) => `${size} is in the chart twice: keep one row for it.`,
  order: (size: string, before: string) =>
    `${size} must come after ${before}: list the sizes from small to large.`,
  gap: (missing: string, size: string) =>
    `Add ${missing} before ${size}: the sizes follow each other without gaps.`,
  noBodyMeasure: 'Give bust, waist or hips for the sizes: the shop reads them to suggest a size.',
  partialColumn: (label: string, size: string) =>
    `${label} is missing for ${size}: give it for every size, or leave the whole column empty.`,
  notGrowing: (label: string, size: string, value: number, before: string, previous: number) =>
    `${label} for ${size} (${value} cm) must be more than for ${before} (${previous} cm).`,
  range: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max} cm.`,
  notNumber: (label: string) => `${label} must be a number of centimetres.`,
  categoryUnknown: 'This category does not exist.',
  noChart: 'This category has no size chart yet.',
} as const;

const cm = (m: ChartMeasure) => {
  const info = CHART_MEASURE_INFO[m];
  return z
    .number({ message: FIT_MESSAGES.notNumber(info.label) })
    .min(info.min, FIT_MESSAGES.range(info.label, info.min, info.max))
    .max(info.max, FIT_MESSAGES.range(info.label, info.min, info.max))
    .nullable();
};

export const sizeChartRow = z.object({
  size: z.enum(LETTER_SIZES, { message: FIT_MESSAGES.sizeRequired }),
  bust: cm('bust'),
  waist: cm('waist'),
  hips: cm('hips'),
  shoulder: cm('shoulder'),
  length: cm('length'),
});
export type SizeChartRow = z.infer<typeof sizeChartRow>;

/**
 * The chart's own rules, beside each cell's range: sizes in the shop's order without repeats or gaps,
 * a measure given for every size or for none, each measure growing from size to size, and at least one
 * body measure (bust, waist or hips) so a size can be suggested. Each problem names the cell to fix.
 */
export function chartIssues(rows: readonly SizeChartRow[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const rank = (s: string) => (LETTER_SIZES as readonly string[]).indexOf(s);
  rows.forEach((row, i) => {
    if (i === 0) return;
    const previous = rows[i - 1]!;
    const r = rank(row.size);
    const p = rank(previous.size);
    if (r === p) issues.push({ path: [i, 'size'], message: FIT_MESSAGES.repeated(row.size) });
    else if (r < p) issues.push({ path: [i, 'size'], message: FIT_MESSAGES.order(row.size, previous.size) });
    else if (r > p + 1)
      issues.push({ path: [i, 'size'], message: FIT_MESSAGES.gap(LETTER_SIZES[p + 1]!, row.size) });
  });
  for (const m of CHART_MEASURES) {
    const { label } = CHART_MEASURE_INFO[m];
    const given = rows.filter((r) => r[m] !== null).length;
    if (given > 0 && given < rows.length) {
      const i = rows.findIndex((r) => r[m] === null);
      issues.push({ path: [i, m], message: FIT_MESSAGES.partialColumn(label, rows[i]!.size) });
      continue;
    }
    for (let i = 1; i < rows.length; i++) {
      const value = rows[i]![m];
      const previous = rows[i - 1]![m];
      if (value !== null && previous !== null && value <= previous) {
        issues.push({
          path: [i, m],
          message: FIT_MESSAGES.notGrowing(label, rows[i]!.size, value, rows[i - 1]!.size, previous),
        });
      }
    }
  }
  if (rows.length > 0 && !rows.some((r) => BODY_MEASURES.some((m) => r[m] !== null))) {
    issues.push({ path: [0, 'bust'], message: FIT_MESSAGES.noBodyMeasure });
  }
  return issues;
}

/** PUT /api/admin/size-charts/{categoryId}: the whole chart, smallest size first. */
export const sizeChartBody = z.object({
  rows: z
    .array(sizeChartRow)
    .min(1, FIT_MESSAGES.noRows)
    .max(LETTER_SIZES.length, FIT_MESSAGES.tooManyRows)
    .superRefine((rows, ctx) => {
      for (const issue of chartIssues(rows)) ctx.addIssue({ code: 'custom', ...issue });
    }),
});
export type SizeChartBody = z.infer<typeof sizeChartBody>;

/**
 * The back office's chart editor: each cell as typed (empty for none), read into numbers and then
 * checked by the same rules as the API's body, so the page and the server say the same words.
 */
const cellInput = (m: ChartMeasure) =>
  z.union([z.string(), z.number(), z.null()]).transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: FIT_MESSAGES.notNumber(CHART_MEASURE_INFO[m].label) });
      return z.NEVER;
    }
    return n;
  });
export const sizeChartForm = z
  .object({
    rows: z.array(
      z.object({
        size: z.string(),
        bust: cellInput('bust'),
        waist: cellInput('waist'),
        hips: cellInput('hips'),
        shoulder: cellInput('shoulder'),
        length: cellInput('length'),
      }),
    ),
  })
  .pipe(sizeChartBody);
export type SizeChartFormInput = z.input<typeof sizeChartForm>;

export const categoryIdParams = z.object({ categoryId: uuid });

/** A category's chart as the size guide and the back office read it (measures: the columns it holds). */
export const sizeChart = z.object({
  category: z.object({ id: uuid, name: z.string(), slug: z.string() }),
  measures: z.array(z.enum(CHART_MEASURES)),
  rows: z.array(sizeChartRow),
  updatedAt: z.string().nullable(),
});
export type SizeChart = z.infer<typeof sizeChart>;

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export const BASES = ['measurements', 'roslis', 'brands'] as const;
export const NO_SIZE_REASON = 'Add your measurements';

/** A body measure's word in a reason ("Your chest, 92 cm": the profile says chest where a chart says bust). */
export const BODY_MEASURE_WORDS: Record<BodyMeasure, string> = {
  bust: 'chest',
  waist: 'waist',
  hips: 'hips',
};

/**
 * A reason's words for the shop to write in the member's language: which sentence (`key`) and its
 * figures. `between`: within BETWEEN_SIZES_CM of the line between two sizes (her measure and the cut);
 * `within`: inside one size's band (low–high, in body centimetres after the cut's ease); `roslis`: the
 * size she told us she wears; `waistSize`: a waist size in inches she told us, read through the chart;
 * `brands`: the size she wears most at other brands (up to three of them, as she typed them); `none`:
 * nothing to go on. A measurement's sentence may add a `caution` (another measure reads a size two or
 * more below), and any sized one a `shift` (members say the piece runs small or large). The English
 * `reason` beside it is `fitReasonText(words)`.
 */
const letter = z.enum(LETTER_SIZES);
const bodyMeasure = z.enum(BODY_MEASURES);
const shift = z.object({ tendency: z.enum(['small', 'large']), size: letter });
const caution = z.object({ measure: bodyMeasure, size: letter });
export const sizedFitWords = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('between'),
    small: letter,
    large: letter,
    measure: bodyMeasure,
    cm: z.number(),
    fit: z.enum(FITS),
    caution: caution.optional(),
    shift: shift.optional(),
  }),
  z.object({
    key: z.literal('within'),
    size: letter,
    measure: bodyMeasure,
    cm: z.number(),
    low: z.number(),
    high: z.number(),
    fit: z.enum(FITS),
    caution: caution.optional(),
    shift: shift.optional(),
  }),
  z.object({ key: z.literal('roslis'), size: letter, garment: z.enum(SIZE_KEYS), shift: shift.optional() }),
  z.object({
    key: z.literal('waistSize'),
    waist: z.string(),
    size: letter,
    garment: z.enum(SIZE_KEYS),
    shift: shift.optional(),
  }),
  z.object({
    key: z.literal('brands'),
    size: letter,
    brands: z.array(z.string()).min(1).max(3),
    shift: shift.optional(),
  }),
]);
export type SizedFitWords = z.infer<typeof sizedFitWords>;
export const noSizeWords = z.object({ key: z.literal('none') });
export type FitWords = SizedFitWords | z.infer<typeof noSizeWords>;

/** The English of a reason's words: the `reason` the API answers beside them. */
export function fitReasonText(words: FitWords): string {
  if (words.key === 'none') return NO_SIZE_REASON;
  const sentences = [mainSentence(words)];
  if ('caution' in words && words.caution) {
    const c = words.caution;
    sentences.push(`Your ${BODY_MEASURE_WORDS[c.measure]} reads ${c.size}: check the size guide.`);
  }
  if (words.shift) {
    sentences.push(`Members say this piece runs ${words.shift.tendency}, so we suggest ${words.shift.size}.`);
  }
  return sentences.join(' ');
}

function mainSentence(words: SizedFitWords): string {
  switch (words.key) {
    case 'between': {
      const { small, large } = words;
      const your = `your ${BODY_MEASURE_WORDS[words.measure]}, ${words.cm} cm${cutWords(words.fit)}`;
      return `Between ${small} and ${large}: ${small} if you like it close, ${large} for room (${your}).`;
    }
    case 'within':
      return `Your ${BODY_MEASURE_WORDS[words.measure]}, ${words.cm} cm, is within ${words.size} (${words.low}–${words.high} cm)${cutWords(words.fit)}.`;
    case 'roslis':
      return `You told us you wear ${words.size} in ${GARMENT_WORDS[words.garment]}.`;
    case 'waistSize':
      return `You told us you wear waist ${words.waist} in ${GARMENT_WORDS[words.garment]}: that is ${words.size} in our chart.`;
    case 'brands':
      return `You wear ${words.size} at other brands (${words.brands.join(', ')}).`;
  }
}

/** " in this slim fit" (nothing for the regular cut). */
const cutWords = (fit: Fit) => (fit === 'regular' ? '' : ` in this ${FIT_LABELS[fit].toLowerCase()}`);

/** "Your size": a size with its reason (English) and its words (any language), or none yet. */
export const recommendation = z.union([
  z.object({
    size: letter,
    alternative: letter.optional(),
    reason: z.string(),
    confidence: z.enum(CONFIDENCES),
    basis: z.enum(BASES),
    words: sizedFitWords.optional(),
  }),
  z.object({ size: z.null(), reason: z.string(), words: noSizeWords.optional() }),
]);
export type Recommendation = z.infer<typeof recommendation>;
export type SizedRecommendation = Extract<Recommendation, { size: LetterSize }>;

/** GET /api/fit?ids=…: comma-separated product ids, at most 60. */
export const fitQuery = z.object({
  ids: z
    .string()
    .max(60 * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(uuid).max(60, 'Ask for at most 60 products at once.')),
});

/**
 * One person's size for one product. `available`: whether the piece can be had in that size now (in
 * stock, or any of its sizes for a pre-order); when not, `nearest` is the closest size that still fits
 * (the alternative first, then one size up, then one down) that can, or null.
 */
export const profileFit = z.object({
  profileId: uuid,
  name: z.string(),
  isPrimary: z.boolean(),
  recommendation,
  available: z.boolean().nullable(),
  nearest: z.enum(LETTER_SIZES).nullable(),
});
export type ProfileFit = z.infer<typeof profileFit>;

export const productFit = z.object({
  productId: uuid,
  fit: z.enum(FITS),
  profiles: z.array(profileFit),
});
export type ProductFit = z.infer<typeof productFit>;

export const fitAnswer = z.object({ products: z.array(productFit) });
export type FitAnswer = z.infer<typeof fitAnswer>;

export { cmToInches } from './constants.ts';

/**
 * The sizes suggested for one person, by category and cut: `{ [categoryId]: { slim?: 'M', regular?: 'M',
 * relaxed?: 'S' } }`. A category (or cut) the shop cannot suggest a size in is absent; a person with no
 * measurements or sizes at all has an empty map. The grid's "In my size" filter lists by it.
 */
export type SizeMap = Record<string, Partial<Record<Fit, LetterSize>>>;
