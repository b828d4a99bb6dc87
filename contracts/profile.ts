import { z } from 'zod';
import { GENDERS, profile } from './auth.ts';
import { referralSource, socialMediaHandle } from './registration-profile.ts';
import {
  choice,
  flag,
  type Option,
  type SizeKey,
  styleFields,
  styleProfile,
  styleProfileView,
  text,
} from './style.ts';

/**
 * The profile screen's Edit Profile form: the personal fields of the Profile
 * and the edit-form extras, whose options are the style vocabulary (contracts/style.ts).
 * PUT /api/auth/profile/{userId} takes the whole form; GET and PUT answer `profileWithPreferences`.
 */

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const satisfies readonly Option<(typeof GENDERS)[number]>[];

/** The sizes the Edit Profile form asks for (the style profile holds more: ethnic, jackets, innerwear). */
export const EDIT_SIZE_KEYS = ['tops', 'bottoms', 'dresses', 'shoes'] as const satisfies readonly SizeKey[];
export type EditSizeKey = (typeof EDIT_SIZE_KEYS)[number];

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
// the options' order (the style fields are contracts/style.ts's).

const emptyToNull = (value: string | null | undefined): string | null => (value ? value : null);

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
export const DEFAULT_COMMUNICATION = { email: true, sms: false, whatsapp: false } as const;

const communicationPreferences = z
  .object(
    {
      email: flag('Email updates', DEFAULT_COMMUNICATION.email),
      sms: flag('SMS updates'),
      whatsapp: flag('WhatsApp updates'),
    },
    { message: 'Please send communication preferences as { email, sms, whatsapp }.' },
  )
  .nullish()
  .transform((v) => v ?? { ...DEFAULT_COMMUNICATION });

/**
 * What `profiles.style` holds: the member's style profile, plus what the member alone answers (how we
 * may write to her, and registration's social handle and how she heard of Roslis).
 */
export const memberStyle = styleProfile.extend({
  communicationPreferences,
  socialMediaHandle,
  referralSource,
});
export type MemberStyle = z.output<typeof memberStyle>;
export type MemberStyleInput = z.input<typeof memberStyle>;
export const emptyMemberStyle = (): MemberStyle => memberStyle.parse({});

/** The edit-form extras: these fields of the member's style, stored in profiles.style. */
export const profilePreferencesBody = z.object({
  stylePreferences: styleFields.stylePreferences,
  favoriteColors: styleFields.favoriteColors,
  preferredSizes: styleFields.preferredSizes,
  shoppingFrequency: styleFields.shoppingFrequency,
  budgetRange: styleFields.budgetRange,
  occasion: styleFields.occasion,
  bodyType: styleFields.bodyType,
  fashionInfluences: styleFields.fashionInfluences,
  communicationPreferences,
  interests: styleFields.interests,
  sustainabilityPreferences: styleFields.sustainabilityPreferences,
  personalStylistInterest: styleFields.personalStylistInterest,
});
export type ProfilePreferences = z.output<typeof profilePreferencesBody>;
export const PREFERENCE_KEYS = Object.keys(profilePreferencesBody.shape) as (keyof ProfilePreferences)[];

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

// ---------------------------------------------------------------------------------------------------
// Answers.

/** The extras as the API answers them (always every key). */
export const profilePreferences = styleProfileView
  .pick({
    stylePreferences: true,
    favoriteColors: true,
    preferredSizes: true,
    shoppingFrequency: true,
    budgetRange: true,
    occasion: true,
    bodyType: true,
    fashionInfluences: true,
    interests: true,
    sustainabilityPreferences: true,
    personalStylistInterest: true,
  })
  .extend({
    communicationPreferences: z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  });

/**
 * GET and PUT /api/auth/profile/{userId}: the spec's Profile (unchanged) plus the edit-form extras and
 * `updatedAt` (when the profile was last saved; null while there is none).
 */
export const profileWithPreferences = profile.extend(profilePreferences.shape).extend({
  updatedAt: z.string().nullable(),
});
export type ProfileWithPreferences = z.infer<typeof profileWithPreferences>;

/** The edit-form extras of a member's style. */
export function preferencesOf(style: MemberStyle): ProfilePreferences {
  return Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, style[k]])) as ProfilePreferences;
}

export const EMPTY_PREFERENCES: ProfilePreferences = preferencesOf(emptyMemberStyle());
