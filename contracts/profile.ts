import { z } from 'zod';
import { GENDERS, profile } from './auth.ts';
import { tooLongMessage } from './common.ts';

/**
 * The profile screen's Edit Profile form (spec 2 sections 3 and 4): the personal fields of the Profile
 * and the edit-form extras, with the account-level option lists of spec 2 section 5.
 * PUT /api/auth/profile/{userId} takes the whole form; GET and PUT answer `profileWithPreferences`.
 */

type Option<T extends string> = { readonly value: T; readonly label: string };

/** The values of an option list, as the tuple z.enum wants. */
const valuesOf = <T extends string>(options: readonly Option<T>[]) =>
  options.map((o) => o.value) as unknown as readonly [T, ...T[]];

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const satisfies readonly Option<(typeof GENDERS)[number]>[];

export const ACCOUNT_STYLE_OPTIONS = [
  'Casual',
  'Formal',
  'Ethnic',
  'Western',
  'Bohemian',
  'Minimalist',
  'Trendy',
  'Classic',
] as const;

/** The spec counts 12 colours without naming them: the same 12 as the preference profiles' list. */
export const ACCOUNT_COLOUR_OPTIONS = [
  'Black',
  'White',
  'Beige',
  'Navy',
  'Grey',
  'Maroon',
  'Green',
  'Blue',
  'Red',
  'Pink',
  'Purple',
  'Yellow',
] as const;

export const ACCOUNT_OCCASION_OPTIONS = [
  'Work',
  'Casual',
  'Party',
  'Wedding',
  'Travel',
  'Gym/Sports',
  'Date Night',
  'Festival',
] as const;

export const ACCOUNT_INFLUENCE_OPTIONS = [
  'Bollywood',
  'Hollywood',
  'Instagram',
  'Pinterest',
  'Fashion Magazines',
  'Street Style',
  'Friends/Family',
  'Celebrity Style',
] as const;

export const ACCOUNT_INTEREST_OPTIONS = [
  'Fashion',
  'Beauty',
  'Lifestyle',
  'Fitness',
  'Travel',
  'Food',
  'Technology',
  'Art',
] as const;

export const ACCOUNT_FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'bi_weekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'rarely', label: 'Rarely' },
] as const;

export const ACCOUNT_BUDGET_OPTIONS = [
  { value: 'under_1000', label: 'Under ₹1,000' },
  { value: '1000_5000', label: '₹1,000 - ₹5,000' },
  { value: '5000_15000', label: '₹5,000 - ₹15,000' },
  { value: '15000_50000', label: '₹15,000 - ₹50,000' },
  { value: 'above_50000', label: 'Above ₹50,000' },
] as const;

export const BODY_TYPE_OPTIONS = [
  { value: 'petite', label: 'Petite' },
  { value: 'slim', label: 'Slim' },
  { value: 'average', label: 'Average' },
  { value: 'curvy', label: 'Curvy' },
  { value: 'plus_size', label: 'Plus size' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;

export const SUSTAINABILITY_OPTIONS = [
  { value: 'very_important', label: 'Very important' },
  { value: 'important', label: 'Important' },
  { value: 'somewhat_important', label: 'Somewhat important' },
  { value: 'not_important', label: 'Not important' },
] as const;

/** Tops and dresses: XS to XXL (spec 2 section 5) and on to 8XL, the label's full range (spec 2 section 9). */
export const GARMENT_SIZE_OPTIONS = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
  '8XL',
] as const;
/** Waist sizes 28-42 (spec 2 section 5, personal sizes). */
export const BOTTOM_SIZE_OPTIONS = ['28', '30', '32', '34', '36', '38', '40', '42'] as const;
/** UK/India shoe sizes 5-12 (spec 2 section 5, personal sizes). */
export const SHOE_SIZE_OPTIONS = ['5', '6', '7', '8', '9', '10', '11', '12'] as const;

export const SIZE_KEYS = ['tops', 'bottoms', 'dresses', 'shoes'] as const;
export type SizeKey = (typeof SIZE_KEYS)[number];

export const SIZE_OPTIONS = {
  tops: GARMENT_SIZE_OPTIONS,
  bottoms: BOTTOM_SIZE_OPTIONS,
  dresses: GARMENT_SIZE_OPTIONS,
  shoes: SHOE_SIZE_OPTIONS,
} as const satisfies Record<SizeKey, readonly string[]>;

export const COMMUNICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export const PROFILE_LIMITS = {
  username: { min: 3, max: 30 },
  name: 80,
  bio: 1000,
  address: 300,
  place: 80,
} as const;

export const PINCODE_MESSAGE = 'Please enter a valid 6-digit PIN code (for example 682016).';
export const USERNAME_MESSAGE = `Usernames are ${PROFILE_LIMITS.username.min}-${PROFILE_LIMITS.username.max} letters, numbers, dots, hyphens or underscores.`;
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a real date of birth in the past (YYYY-MM-DD).';

// ---------------------------------------------------------------------------------------------------
// Field schemas: strings are trimmed and an empty value is stored as null; lists drop repeats and keep
// the options' order.

const emptyToNull = (value: string | null | undefined): string | null => (value ? value : null);

/** Optional free text: trimmed, at most `max` characters, '' and absent become null. */
const text = (label: string, max: number) =>
  z
    .string({ message: `Your ${label} must be text.` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform(emptyToNull);

/** One value of a list, or nothing ('' and absent become null). */
function choice<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z
    .union([z.literal(''), z.enum(values)], {
      message: `Please choose a ${what} from the list.`,
    })
    .nullish()
    .transform((v): T[number] | null => (v ? v : null));
}

/** Any number of values of a list; repeats are dropped and the options' order kept. */
function many<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z
    .array(z.enum(values, { message: `Please choose ${what} from the list.` }), {
      message: `Please send ${what} as a list.`,
    })
    .max(values.length * 2, `Too many ${what}.`)
    .nullish()
    .transform((picked): T[number][] => {
      const set = new Set<string>(picked ?? []);
      return values.filter((v) => set.has(v));
    });
}

const USERNAME_RE = new RegExp(
  `^[A-Za-z0-9._-]{${PROFILE_LIMITS.username.min},${PROFILE_LIMITS.username.max}}$`,
);

const username = z
  .string({ message: USERNAME_MESSAGE })
  .trim()
  .nullish()
  .transform(emptyToNull)
  .refine((v) => v === null || USERNAME_RE.test(v), USERNAME_MESSAGE);

/** An Indian PIN code: 6 digits, not starting with 0 (spaces are ignored: "682 016"). */
const pincode = z
  .string({ message: PINCODE_MESSAGE })
  .nullish()
  .transform((v) => emptyToNull(v?.replace(/\s+/g, '')))
  .refine((v) => v === null || /^[1-9]\d{5}$/.test(v), PINCODE_MESSAGE);

/** Today's date (UTC) as YYYY-MM-DD. */
const todayIso = () => new Date().toISOString().slice(0, 10);

export function isPastIsoDate(value: string, today = todayIso()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && value < today;
}

const dateOfBirth = z
  .string({ message: DATE_OF_BIRTH_MESSAGE })
  .trim()
  .nullish()
  .transform(emptyToNull)
  .refine((v) => v === null || isPastIsoDate(v), DATE_OF_BIRTH_MESSAGE);

const preferredSizes = z
  .object(
    {
      tops: choice(GARMENT_SIZE_OPTIONS, 'top size'),
      bottoms: choice(BOTTOM_SIZE_OPTIONS, 'bottom size'),
      dresses: choice(GARMENT_SIZE_OPTIONS, 'dress size'),
      shoes: choice(SHOE_SIZE_OPTIONS, 'shoe size'),
    },
    { message: 'Please send the sizes as { tops, bottoms, dresses, shoes }.' },
  )
  .nullish()
  .transform((v) => v ?? { tops: null, bottoms: null, dresses: null, shoes: null });

const flag = (label: string) =>
  z
    .boolean({ message: `${label} must be true or false.` })
    .nullish()
    .transform((v) => v ?? false);

export const DEFAULT_COMMUNICATION = { email: true, sms: false, whatsapp: false } as const;

const communicationPreferences = z
  .object(
    {
      email: z
        .boolean({ message: 'Email updates must be true or false.' })
        .nullish()
        .transform((v) => v ?? DEFAULT_COMMUNICATION.email),
      sms: flag('SMS updates'),
      whatsapp: flag('WhatsApp updates'),
    },
    { message: 'Please send communication preferences as { email, sms, whatsapp }.' },
  )
  .nullish()
  .transform((v) => v ?? { ...DEFAULT_COMMUNICATION });

/** The edit-form extras (spec 2 section 3), stored with the profile. */
export const profilePreferencesBody = z.object({
  stylePreferences: many(ACCOUNT_STYLE_OPTIONS, 'styles'),
  favoriteColors: many(ACCOUNT_COLOUR_OPTIONS, 'colours'),
  preferredSizes,
  shoppingFrequency: choice(valuesOf(ACCOUNT_FREQUENCY_OPTIONS), 'shopping frequency'),
  budgetRange: choice(valuesOf(ACCOUNT_BUDGET_OPTIONS), 'budget range'),
  occasion: many(ACCOUNT_OCCASION_OPTIONS, 'occasions'),
  bodyType: choice(valuesOf(BODY_TYPE_OPTIONS), 'body type'),
  fashionInfluences: many(ACCOUNT_INFLUENCE_OPTIONS, 'fashion influences'),
  communicationPreferences,
  interests: many(ACCOUNT_INTEREST_OPTIONS, 'interests'),
  sustainabilityPreferences: choice(valuesOf(SUSTAINABILITY_OPTIONS), 'sustainability preference'),
  personalStylistInterest: flag('Personal stylist interest'),
});

/**
 * PUT /api/auth/profile/{userId}: the whole edit-form state. A field left out or sent empty is cleared
 * (the form always sends every field). profession and isComplete are not part of this form.
 */
export const profileUpdateBody = z
  .object({
    username,
    firstName: text('first name', PROFILE_LIMITS.name),
    lastName: text('last name', PROFILE_LIMITS.name),
    bio: text('bio', PROFILE_LIMITS.bio),
    address: text('address', PROFILE_LIMITS.address),
    city: text('city', PROFILE_LIMITS.place),
    state: text('state', PROFILE_LIMITS.place),
    pincode,
    gender: choice(GENDERS, 'gender'),
    dateOfBirth,
  })
  .extend(profilePreferencesBody.shape);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
export type ProfileUpdateData = z.output<typeof profileUpdateBody>;
export type ProfilePreferences = z.output<typeof profilePreferencesBody>;

// ---------------------------------------------------------------------------------------------------
// Answers.

const sizeValue = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

/** The extras as the API answers them (always every key). */
export const profilePreferences = z.object({
  stylePreferences: z.array(z.enum(ACCOUNT_STYLE_OPTIONS)),
  favoriteColors: z.array(z.enum(ACCOUNT_COLOUR_OPTIONS)),
  preferredSizes: z.object({
    tops: sizeValue(GARMENT_SIZE_OPTIONS),
    bottoms: sizeValue(BOTTOM_SIZE_OPTIONS),
    dresses: sizeValue(GARMENT_SIZE_OPTIONS),
    shoes: sizeValue(SHOE_SIZE_OPTIONS),
  }),
  shoppingFrequency: z.enum(valuesOf(ACCOUNT_FREQUENCY_OPTIONS)).nullable(),
  budgetRange: z.enum(valuesOf(ACCOUNT_BUDGET_OPTIONS)).nullable(),
  occasion: z.array(z.enum(ACCOUNT_OCCASION_OPTIONS)),
  bodyType: z.enum(valuesOf(BODY_TYPE_OPTIONS)).nullable(),
  fashionInfluences: z.array(z.enum(ACCOUNT_INFLUENCE_OPTIONS)),
  communicationPreferences: z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  interests: z.array(z.enum(ACCOUNT_INTEREST_OPTIONS)),
  sustainabilityPreferences: z.enum(valuesOf(SUSTAINABILITY_OPTIONS)).nullable(),
  personalStylistInterest: z.boolean(),
});

/**
 * GET and PUT /api/auth/profile/{userId}: the spec's Profile (unchanged) plus the edit-form extras and
 * `updatedAt` (when the profile was last saved; null while there is none).
 */
export const profileWithPreferences = profile.extend(profilePreferences.shape).extend({
  updatedAt: z.string().nullable(),
});
export type ProfileWithPreferences = z.infer<typeof profileWithPreferences>;

export const EMPTY_PREFERENCES: ProfilePreferences = {
  stylePreferences: [],
  favoriteColors: [],
  preferredSizes: { tops: null, bottoms: null, dresses: null, shoes: null },
  shoppingFrequency: null,
  budgetRange: null,
  occasion: [],
  bodyType: null,
  fashionInfluences: [],
  communicationPreferences: { ...DEFAULT_COMMUNICATION },
  interests: [],
  sustainabilityPreferences: null,
  personalStylistInterest: false,
};

/** The label of a value in an option list ('bi_weekly' -> 'Every two weeks'). */
export function optionLabel<T extends string>(options: readonly Option<T>[], value: T | null | undefined) {
  return options.find((o) => o.value === value)?.label ?? null;
}
