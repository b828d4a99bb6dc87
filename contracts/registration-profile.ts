import { z } from 'zod';
import { tooLongMessage } from './common.ts';
import { tierId } from './membership.ts';

/** The 3-step style profile of /register/profile (spec 2 sections 3 and 5). */
export const REGISTRATION_GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;
export const STYLE_OPTIONS = [
  'Minimalist',
  'Bohemian',
  'Classic',
  'Trendy',
  'Vintage',
  'Streetwear',
  'Elegant',
  'Casual',
  'Formal',
  'Artistic',
  'Sporty',
  'Romantic',
] as const;
export const COLOUR_OPTIONS = [
  'Black',
  'White',
  'Beige',
  'Navy',
  'Grey',
  'Brown',
  'Green',
  'Blue',
  'Red',
  'Pink',
  'Purple',
  'Yellow',
  'Orange',
] as const;
export const OCCASION_OPTIONS = [
  'Work/Professional',
  'Casual Daily',
  'Evening Events',
  'Weddings',
  'Travel',
  'Sports/Fitness',
  'Formal Dinners',
  'Cultural Events',
] as const;
export const BUDGET_OPTIONS = [
  { value: 'under-5000', label: 'Under ₹5,000' },
  { value: '5000-15000', label: '₹5,000 - ₹15,000' },
  { value: '15000-30000', label: '₹15,000 - ₹30,000' },
  { value: '30000-50000', label: '₹30,000 - ₹50,000' },
  { value: 'above-50000', label: 'Above ₹50,000' },
] as const;
export const FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'seasonally', label: 'Seasonally' },
  { value: 'annually', label: 'Annually' },
] as const;
export const REFERRAL_SOURCE_OPTIONS = [
  { value: 'social-media', label: 'Social media' },
  { value: 'friend-referral', label: 'Friend referral' },
  { value: 'google-search', label: 'Google search' },
  { value: 'fashion-blog', label: 'Fashion blog' },
  { value: 'advertisement', label: 'Advertisement' },
  { value: 'other', label: 'Other' },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** First and last name: at most this many characters (said by the form, never cut silently). */
export const NAME_MAX = 80;

const required = (label: string, max = NAME_MAX) =>
  z
    .string({ message: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, tooLongMessage(label, max));
const optionalText = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters.`).optional().default('');

/** An ISO date in the past, for someone between 13 and 120 years old. */
export const dateOfBirth = z
  .string({ message: 'Please enter your date of birth.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
    const age = ageOn(v, new Date());
    return age >= 13 && age <= 120;
  }, 'Please enter a real date of birth (applicants must be at least 13).');

/** Whole years between a birth date (YYYY-MM-DD) and a day. */
export function ageOn(birthDate: string, on: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const beforeBirthday = on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const registrationBasic = z.object({
  firstName: required('first name'),
  lastName: required('last name'),
  dateOfBirth,
  gender: z.enum(values(REGISTRATION_GENDERS)).optional(),
  city: required('city'),
  state: required('state'),
  profession: required('profession'),
  bio: optionalText(1000),
});

export const registrationFashion = z.object({
  preferredStyles: z.array(z.enum(STYLE_OPTIONS)).max(STYLE_OPTIONS.length).default([]),
  favoriteColors: z.array(z.enum(COLOUR_OPTIONS)).max(COLOUR_OPTIONS.length).default([]),
  budgetRange: z.enum(values(BUDGET_OPTIONS)).optional(),
  shoppingFrequency: z.enum(values(FREQUENCY_OPTIONS)).optional(),
  brandPreferences: optionalText(500),
  occasionTypes: z.array(z.enum(OCCASION_OPTIONS)).max(OCCASION_OPTIONS.length).default([]),
});

export const registrationAdditional = z.object({
  socialMediaHandle: optionalText(100),
  referralSource: z.enum(values(REFERRAL_SOURCE_OPTIONS)).optional(),
  specialRequests: optionalText(1000),
  sizingInfo: z
    .object({ clothing: optionalText(100), shoes: optionalText(100), accessories: optionalText(100) })
    .default({ clothing: '', shoes: '', accessories: '' }),
});

/** POST /api/auth/complete-profile. plan and referralCode are the spec's; the application decides. */
export const completeProfileBody = z.object({
  basic: registrationBasic,
  fashion: registrationFashion.default({
    preferredStyles: [],
    favoriteColors: [],
    brandPreferences: '',
    occasionTypes: [],
  }),
  additional: registrationAdditional.default({
    socialMediaHandle: '',
    specialRequests: '',
    sizingInfo: { clothing: '', shoes: '', accessories: '' },
  }),
  plan: tierId.nullish(),
  referralCode: z.string().max(40).nullish(),
});
export type CompleteProfileBody = z.input<typeof completeProfileBody>;
export type CompleteProfileData = z.output<typeof completeProfileBody>;

/** The step each basic field sits on, so the wizard can go back to the first error. */
export const REQUIRED_BASIC_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'city',
  'state',
  'profession',
] as const;
