import { z } from 'zod';
import { tooLongMessage } from './common.ts';
import { COLOURS, LETTER_SIZES } from './constants.ts';

/**
 * The one style vocabulary of the shop and the one shape of a person's style answers (`styleProfile`):
 * the registration wizard's Fashion and Additional steps, the profile's Edit Profile form and every
 * preference profile ('Me', family and friends) read their options from here and store this shape.
 *
 * The original specification's lists disagree; this is their union, each label kept word for word,
 * with the answers that mean the same thing merged (the old spellings are in LEGACY_VALUES).
 */

export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** The values of an option list, as the tuple z.enum wants. */
export const valuesOf = <T extends string>(options: readonly Option<T>[]) =>
  options.map((o) => o.value) as unknown as readonly [T, ...T[]];

/** The label of a value in an option list ('bi_weekly' -> 'Every two weeks'). */
export function optionLabel<T extends string>(options: readonly Option<T>[], value: T | null | undefined) {
  return options.find((o) => o.value === value)?.label ?? null;
}

// ---------------------------------------------------------------------------------------------------
// The vocabulary.

/** Registration's 12 styles and the profile's 8 (Ethnic and Western are the profile's). */
export const STYLES = [
  'Casual',
  'Formal',
  'Ethnic',
  'Western',
  'Classic',
  'Elegant',
  'Minimalist',
  'Bohemian',
  'Trendy',
  'Vintage',
  'Streetwear',
  'Artistic',
  'Sporty',
  'Romantic',
] as const;
export type Style = (typeof STYLES)[number];

export { COLOUR_OPTIONS, COLOUR_SWATCHES, COLOURS, type Colour } from './constants.ts';

/**
 * Registration's 8 occasions and the profile's 8, one entry per occasion: the profile's Work, Casual,
 * Wedding and Gym/Sports are registration's Work/Professional, Casual Daily, Weddings and Sports/Fitness.
 */
export const OCCASIONS = [
  'Work/Professional',
  'Casual Daily',
  'Evening Events',
  'Party',
  'Date Night',
  'Formal Dinners',
  'Weddings',
  'Festival',
  'Cultural Events',
  'Travel',
  'Sports/Fitness',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/**
 * Budget per piece, on two scales (docs/decisions.md, Budgets): the member's own (registration's scale, also her
 * Edit Profile and her 'Me' profile) and the family and friends profiles' (smaller pieces). One field
 * holds either; each screen lists its own scale.
 */
export const REGISTRATION_BUDGET_OPTIONS = [
  { value: 'under_5000', label: 'Under ₹5,000' },
  { value: '5000_15000', label: '₹5,000 - ₹15,000' },
  { value: '15000_30000', label: '₹15,000 - ₹30,000' },
  { value: '30000_50000', label: '₹30,000 - ₹50,000' },
  { value: 'above_50000', label: 'Above ₹50,000' },
] as const satisfies readonly Option[];
export const FAMILY_BUDGET_OPTIONS = [
  { value: '500_1000', label: '₹500 - ₹1,000' },
  { value: '1000_2000', label: '₹1,000 - ₹2,000' },
  { value: '2000_5000', label: '₹2,000 - ₹5,000' },
  { value: '5000_10000', label: '₹5,000 - ₹10,000' },
  { value: '10000_plus', label: '₹10,000+' },
] as const satisfies readonly Option[];
export const BUDGET_SCALES = {
  registration: REGISTRATION_BUDGET_OPTIONS,
  family: FAMILY_BUDGET_OPTIONS,
} as const;
export type BudgetScale = keyof typeof BUDGET_SCALES;
/** Every stored budget, both scales (for labels and the API's answers). */
export const BUDGET_OPTIONS = [...REGISTRATION_BUDGET_OPTIONS, ...FAMILY_BUDGET_OPTIONS] as const;
export type Budget = (typeof BUDGET_OPTIONS)[number]['value'];
export type RegistrationBudget = (typeof REGISTRATION_BUDGET_OPTIONS)[number]['value'];
export type FamilyBudget = (typeof FAMILY_BUDGET_OPTIONS)[number]['value'];

/**
 * Every budget spelling the shop has known, as rupees [from, to) (to null: open). Today's two scales,
 * the spec's hyphenated spellings, and the single scale used before (under_1000...above_50000), so an
 * answer given in any of them is read onto today's scales.
 */
export const BUDGET_RANGES: Readonly<Record<string, readonly [number, number | null]>> = {
  under_5000: [0, 5000],
  '5000_15000': [5000, 15000],
  '15000_30000': [15000, 30000],
  '30000_50000': [30000, 50000],
  above_50000: [50000, null],
  '500_1000': [500, 1000],
  '1000_2000': [1000, 2000],
  '2000_5000': [2000, 5000],
  '5000_10000': [5000, 10000],
  '10000_plus': [10000, null],
  'under-5000': [0, 5000],
  '5000-15000': [5000, 15000],
  '15000-30000': [15000, 30000],
  '30000-50000': [30000, 50000],
  'above-50000': [50000, null],
  '500-1000': [500, 1000],
  '1000-2000': [1000, 2000],
  '2000-5000': [2000, 5000],
  '5000-10000': [5000, 10000],
  '10000+': [10000, null],
  under_1000: [0, 1000],
  '1000_5000': [1000, 5000],
  '15000_50000': [15000, 50000],
};

/**
 * The option of a scale nearest a budget in any known spelling: the one holding the middle of its range
 * (an open range: its lower end; below the scale's first option: the first). null when unknown.
 */
export function nearestBudget<S extends BudgetScale>(
  value: string,
  scale: S,
): (typeof BUDGET_SCALES)[S][number]['value'] | null {
  type Value = (typeof BUDGET_SCALES)[S][number]['value'];
  const options = BUDGET_SCALES[scale] as readonly Option<Value>[];
  if (options.some((o) => o.value === value)) return value as Value;
  if (!Object.hasOwn(BUDGET_RANGES, value)) return null;
  const [from, to] = BUDGET_RANGES[value]!;
  const point = to === null ? from : (from + to) / 2;
  const fits = options.filter((o) => BUDGET_RANGES[o.value]![0] <= point);
  return (fits.at(-1) ?? options[0]!).value;
}

/** Registration's, the profile's and the family profiles' frequencies together. */
export const FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'bi_weekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'seasonally', label: 'Seasonally' },
  { value: 'annually', label: 'Annually' },
  { value: 'rarely', label: 'Rarely' },
] as const satisfies readonly Option[];
export type Frequency = (typeof FREQUENCY_OPTIONS)[number]['value'];

export const BODY_TYPE_OPTIONS = [
  { value: 'petite', label: 'Petite' },
  { value: 'slim', label: 'Slim' },
  { value: 'average', label: 'Average' },
  { value: 'curvy', label: 'Curvy' },
  { value: 'plus_size', label: 'Plus size' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const satisfies readonly Option[];
export type BodyType = (typeof BODY_TYPE_OPTIONS)[number]['value'];

export const SUSTAINABILITY_OPTIONS = [
  { value: 'very_important', label: 'Very important' },
  { value: 'important', label: 'Important' },
  { value: 'somewhat_important', label: 'Somewhat important' },
  { value: 'not_important', label: 'Not important' },
] as const satisfies readonly Option[];

export const INFLUENCES = [
  'Bollywood',
  'Hollywood',
  'Instagram',
  'Pinterest',
  'Fashion Magazines',
  'Street Style',
  'Friends/Family',
  'Celebrity Style',
] as const;

export const INTERESTS = [
  'Fashion',
  'Beauty',
  'Lifestyle',
  'Fitness',
  'Travel',
  'Food',
  'Technology',
  'Art',
] as const;

export { LETTER_SIZES } from './constants.ts';
/** Waist sizes 28 to 42. */
export const WAIST_SIZES = ['28', '30', '32', '34', '36', '38', '40', '42'] as const;
/** UK/India shoe sizes 5 to 12. */
export const SHOE_SIZES = ['5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** A person's sizes at Roslis, by garment (the profile's four and the family profiles' seven). */
export const SIZE_KEYS = ['tops', 'bottoms', 'dresses', 'shoes', 'ethnic', 'jackets', 'innerwear'] as const;
export type SizeKey = (typeof SIZE_KEYS)[number];
export const SIZE_OPTIONS = {
  tops: LETTER_SIZES,
  bottoms: WAIST_SIZES,
  dresses: LETTER_SIZES,
  shoes: SHOE_SIZES,
  ethnic: LETTER_SIZES,
  jackets: LETTER_SIZES,
  innerwear: LETTER_SIZES,
} as const satisfies Record<SizeKey, readonly string[]>;
/**
 * Answers in the spellings of the three lists this vocabulary replaced, and what they are now. The
 * migration `style_profile_shape` rewrote stored rows with the same table, and requests that still send
 * an old spelling are read through it. Budgets are read by nearestBudget.
 */
export const LEGACY_VALUES = {
  occasion: {
    Work: 'Work/Professional',
    Casual: 'Casual Daily',
    Wedding: 'Weddings',
    'Gym/Sports': 'Sports/Fitness',
  },
  shoppingFrequency: {
    Weekly: 'weekly',
    Monthly: 'monthly',
    Quarterly: 'quarterly',
    Seasonal: 'seasonally',
    Rarely: 'rarely',
  },
} as const satisfies {
  occasion: Record<string, Occasion>;
  shoppingFrequency: Record<string, Frequency>;
};

// ---------------------------------------------------------------------------------------------------
// Field schemas. Input is forgiving where forms are: '' and absent mean nothing, lists drop repeats and
// keep the vocabulary's order, text is trimmed and '' stored as null.

const emptyToNull = (value: string | null | undefined): string | null => (value ? value : null);
const quote = (input: unknown) => JSON.stringify(input) ?? 'That';

/** Optional free text: trimmed, at most `max` characters, '' and absent become null. */
export const text = (label: string, max: number) =>
  z
    .string({ message: `Your ${label} must be text.` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform(emptyToNull);

/** One value of a vocabulary: the value itself or an old spelling of it. */
const member = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: (input: unknown) => string,
  legacy: Readonly<Record<string, T[number]>> = {},
) =>
  z
    .string({ error: (iss) => message(iss.input) })
    .transform((v) => (Object.hasOwn(legacy, v) ? (legacy[v] as string) : v))
    .pipe(z.enum(values, { error: (iss) => message(iss.input) }));

/** One value of a list, or nothing ('' and absent become null). */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  legacy: Readonly<Record<string, T[number]>> = {},
) {
  const message = (input: unknown) => `Please choose a ${what} from the list (${quote(input)} is not one).`;
  return z
    .union([z.literal(''), member(values, message, legacy)], { error: (iss) => message(iss.input) })
    .nullish()
    .transform((v): T[number] | null => (v ? (v as T[number]) : null));
}

/** Any number of values of a list; repeats are dropped and the list's order kept. */
export function many<const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  legacy: Readonly<Record<string, T[number]>> = {},
) {
  const message = (input: unknown) =>
    `Please choose ${what} from the list: ${quote(input)} is not one of them.`;
  return z
    .array(member(values, message, legacy), { message: `Please send ${what} as a list.` })
    .max(values.length * 2, `Too many ${what}.`)
    .nullish()
    .transform((picked): T[number][] => {
      const set = new Set<string>(picked ?? []);
      return values.filter((v) => set.has(v));
    });
}

/** Old spellings that belong to the family profiles' scale (the rest are registration's). */
const FAMILY_SPELLINGS = new Set([
  '500-1000',
  '1000-2000',
  '2000-5000',
  '5000-10000',
  '10000+',
  'under_1000',
  '1000_5000',
]);

/**
 * A budget on a scale, or nothing; any known spelling (another scale's, an old one) is read as the
 * scale's nearest option. 'any' keeps a value of either scale (a preference profile's scale depends on
 * whose it is, which the server knows), reading old spellings as the nearest of their own scale.
 */
export function budgetChoice(scale: BudgetScale | 'any') {
  const values = valuesOf(scale === 'any' ? BUDGET_OPTIONS : BUDGET_SCALES[scale]);
  const message = (input: unknown) =>
    `Please choose a budget range from the list (${quote(input)} is not one).`;
  const read = (v: string): string => {
    if (scale !== 'any') return nearestBudget(v, scale) ?? v;
    if ((values as readonly string[]).includes(v) || !Object.hasOwn(BUDGET_RANGES, v)) return v;
    return nearestBudget(v, FAMILY_SPELLINGS.has(v) ? 'family' : 'registration')!;
  };
  return z
    .union(
      [
        z.literal(''),
        z
          .string({ error: (iss) => message(iss.input) })
          .transform(read)
          .pipe(z.enum(values, { error: (iss) => message(iss.input) })),
      ],
      { error: (iss) => message(iss.input) },
    )
    .nullish()
    .transform((v): (typeof values)[number] | null => (v ? v : null));
}

export const flag = (label: string, fallback = false) =>
  z
    .boolean({ message: `${label} must be true or false.` })
    .nullish()
    .transform((v) => v ?? fallback);

const sizeShape = {
  tops: choice(LETTER_SIZES, 'top size'),
  bottoms: choice(WAIST_SIZES, 'bottom size'),
  dresses: choice(LETTER_SIZES, 'dress size'),
  shoes: choice(SHOE_SIZES, 'shoe size'),
  ethnic: choice(LETTER_SIZES, 'ethnic wear size'),
  jackets: choice(LETTER_SIZES, 'jacket size'),
  innerwear: choice(LETTER_SIZES, 'innerwear size'),
} satisfies Record<SizeKey, unknown>;

export const EMPTY_SIZES = Object.fromEntries(SIZE_KEYS.map((k) => [k, null])) as {
  [K in SizeKey]: null;
};

const preferredSizes = z
  .object(sizeShape, { message: `Please send the sizes as { ${SIZE_KEYS.join(', ')} }.` })
  .nullish()
  .transform((v) => v ?? { ...EMPTY_SIZES });

const sizingInfo = z
  .object(
    {
      clothing: text('clothing size', 100),
      shoes: text('shoe size', 100),
      accessories: text('accessory size', 100),
    },
    { message: 'Please send the sizing notes as { clothing, shoes, accessories }.' },
  )
  .nullish()
  .transform((v) => v ?? { clothing: null, shoes: null, accessories: null });

/** Each field of a person's style answers, once; the forms' payloads are built from these. */
export const styleFields = {
  stylePreferences: many(STYLES, 'styles'),
  favoriteColors: many(COLOURS, 'colours'),
  occasion: many(OCCASIONS, 'occasions', LEGACY_VALUES.occasion),
  /** The member's own answers: registration's scale. */
  budgetRange: budgetChoice('registration'),
  shoppingFrequency: choice(
    valuesOf(FREQUENCY_OPTIONS),
    'shopping frequency',
    LEGACY_VALUES.shoppingFrequency,
  ),
  preferredSizes,
  bodyType: choice(valuesOf(BODY_TYPE_OPTIONS), 'body type'),
  fashionInfluences: many(INFLUENCES, 'fashion influences'),
  interests: many(INTERESTS, 'interests'),
  sustainabilityPreferences: choice(valuesOf(SUSTAINABILITY_OPTIONS), 'sustainability preference'),
  personalStylistInterest: flag('Personal stylist interest'),
  /** Brands they love, in their words (the family profiles also list brands with sizes). */
  brandPreferences: text('brand preferences', 500),
  /** Sizes in their own words (registration's "Your sizes"). */
  sizingInfo,
  specialRequests: text('special requests', 1000),
};

/** A person's style answers: the member's (profiles.style) and each preference profile's. */
export const styleProfile = z.object(styleFields);
export type StyleProfile = z.output<typeof styleProfile>;
export type StyleProfileInput = z.input<typeof styleProfile>;

export const emptyStyleProfile = (): StyleProfile => styleProfile.parse({});

/**
 * The same shape as the API answers it: no defaults or transforms (responses are encoded, and a
 * transform cannot be encoded).
 */
const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();
export const styleProfileView = z.object({
  stylePreferences: z.array(z.enum(STYLES)),
  favoriteColors: z.array(z.enum(COLOURS)),
  occasion: z.array(z.enum(OCCASIONS)),
  budgetRange: nullableEnum(valuesOf(BUDGET_OPTIONS)),
  shoppingFrequency: nullableEnum(valuesOf(FREQUENCY_OPTIONS)),
  preferredSizes: z.object({
    tops: nullableEnum(LETTER_SIZES),
    bottoms: nullableEnum(WAIST_SIZES),
    dresses: nullableEnum(LETTER_SIZES),
    shoes: nullableEnum(SHOE_SIZES),
    ethnic: nullableEnum(LETTER_SIZES),
    jackets: nullableEnum(LETTER_SIZES),
    innerwear: nullableEnum(LETTER_SIZES),
  } satisfies Record<SizeKey, unknown>),
  bodyType: nullableEnum(valuesOf(BODY_TYPE_OPTIONS)),
  fashionInfluences: z.array(z.enum(INFLUENCES)),
  interests: z.array(z.enum(INTERESTS)),
  sustainabilityPreferences: nullableEnum(valuesOf(SUSTAINABILITY_OPTIONS)),
  personalStylistInterest: z.boolean(),
  brandPreferences: z.string().nullable(),
  sizingInfo: z.object({
    clothing: z.string().nullable(),
    shoes: z.string().nullable(),
    accessories: z.string().nullable(),
  }),
  specialRequests: z.string().nullable(),
});
