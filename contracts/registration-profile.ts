import { z } from 'zod';
import { tooLongMessage } from './common.ts';
import { tierId } from './membership.ts';
import { choice, styleFields, text } from './style.ts';

/**
 * The 3-step profile of /register/profile. The Fashion and Additional steps
 * ask for the style profile's fields (contracts/style.ts) under the spec's payload names.
 */
export const REGISTRATION_GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
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
  preferredStyles: styleFields.stylePreferences,
  favoriteColors: styleFields.favoriteColors,
  budgetRange: styleFields.budgetRange,
  shoppingFrequency: styleFields.shoppingFrequency,
  brandPreferences: styleFields.brandPreferences,
  occasionTypes: styleFields.occasion,
});

/** The member's social handle and how she heard of Roslis (kept with her style, contracts/profile.ts). */
export const socialMediaHandle = text('social media handle', 100);
export const referralSource = choice(values(REFERRAL_SOURCE_OPTIONS), 'referral source');

export const registrationAdditional = z.object({
  socialMediaHandle,
  referralSource,
  specialRequests: styleFields.specialRequests,
  sizingInfo: styleFields.sizingInfo,
});

/** POST /api/auth/complete-profile. plan and referralCode are the spec's; the application decides. */
export const completeProfileBody = z.object({
  basic: registrationBasic,
  fashion: registrationFashion.prefault({}),
  additional: registrationAdditional.prefault({}),
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
