import { z } from 'zod';
import { tooLongMessage, uuid } from './common.ts';
import { budgetChoice, LETTER_SIZES, styleProfile, styleProfileView, WAIST_SIZES } from './style.ts';

/**
 * Preference profiles: the signed-in user's own style profile ('Me', the
 * primary) and the family and friends they shop for. Kept on the server, per user.
 */
export const PRIMARY_PROFILE_NAME = 'Me';
export const PREFERENCE_PROFILE_LIMIT = 20;
export const PROFILE_NAME_MAX = 60;
export const BRAND_NAME_MAX = 60;
export const BRANDS_PER_PROFILE_MAX = 30;
export const GARMENTS_PER_BRAND_MAX = 20;

export const RELATIONSHIPS = [
  'Daughter',
  'Son',
  'Mother',
  'Father',
  'Sister',
  'Brother',
  'Friend',
  'Partner',
  'Other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const GARMENT_TYPES = [
  'Casual',
  'Formal',
  'Ethnic',
  'Western',
  'Sports',
  'Party',
  'Office Wear',
  'Traditional',
] as const;
export type GarmentType = (typeof GARMENT_TYPES)[number];

/** Garment sizes at a brand: every letter size and every waist size of the vocabulary. */
export const GARMENT_SIZES = [...LETTER_SIZES, ...WAIST_SIZES] as const;
export type GarmentSize = (typeof GARMENT_SIZES)[number];

export const PURCHASE_METHODS = [
  'Online Store',
  'Physical Store',
  'Both Online & Store',
  'Through Sales Rep',
  'Third Party',
] as const;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];

/** Body measurements in centimetres (weight in kilograms), bounded to what a person of any age can be. */
export const MEASUREMENTS = [
  { key: 'chest', label: 'Chest', unit: 'cm', min: 30, max: 200 },
  { key: 'waist', label: 'Waist', unit: 'cm', min: 30, max: 200 },
  { key: 'hips', label: 'Hips', unit: 'cm', min: 30, max: 200 },
  { key: 'height', label: 'Height', unit: 'cm', min: 40, max: 250 },
  { key: 'weight', label: 'Weight', unit: 'kg', min: 2, max: 300 },
  { key: 'shoulderWidth', label: 'Shoulder width', unit: 'cm', min: 10, max: 80 },
  { key: 'armLength', label: 'Arm length', unit: 'cm', min: 10, max: 100 },
] as const;
export type MeasurementKey = (typeof MEASUREMENTS)[number]['key'];

export const MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: tooLongMessage('name', PROFILE_NAME_MAX),
  relationshipRequired: 'Please choose a relationship.',
  brandRequired: 'Please enter a brand name.',
  brandTooLong: `Please keep the brand name under ${BRAND_NAME_MAX} characters.`,
  brandDuplicate: (name: string) => `${name} is already in this profile's brands.`,
  tooManyBrands: `A profile can list at most ${BRANDS_PER_PROFILE_MAX} brands.`,
  tooManyGarments: `A brand can list at most ${GARMENTS_PER_BRAND_MAX} garment entries.`,
  garmentType: 'Please choose a garment type.',
  garmentSize: 'Please choose a size.',
  purchasingMethod: 'Please choose a purchasing method.',
  garmentDuplicate: 'This garment entry is already listed for the brand.',
  primaryUndeletable: 'Primary profile cannot be deleted.',
  primaryFixed: "The primary profile's name and relationship cannot be changed.",
  notFound: 'Preference profile not found.',
  limit: `You can keep at most ${PREFERENCE_PROFILE_LIMIT} preference profiles.`,
  nothingToUpdate: 'Nothing to update.',
} as const;

/** Brand names compare without case and surrounding or repeated spaces ('Fab  India ' = 'fab india'). */
export const brandKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The index of the first brand whose name repeats an earlier one, or -1. */
export function duplicateBrandIndex(brands: readonly { brandName: string }[]): number {
  const seen = new Set<string>();
  for (const [i, b] of brands.entries()) {
    const key = brandKey(b.brandName);
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

const sameGarment = (a: GarmentEntry, b: GarmentEntry) =>
  a.type === b.type && a.size === b.size && a.purchasingMethod === b.purchasingMethod;

/** Whether a garment entry is already in a list (same type, size and purchasing method). */
export const hasGarment = (list: readonly GarmentEntry[], entry: GarmentEntry) =>
  list.some((g) => sameGarment(g, entry));

export const relationship = z.enum(RELATIONSHIPS, { message: MESSAGES.relationshipRequired });

export const profileName = z
  .string({ message: MESSAGES.nameRequired })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, MESSAGES.nameRequired).max(PROFILE_NAME_MAX, MESSAGES.nameTooLong));

export const garmentEntry = z.object({
  type: z.enum(GARMENT_TYPES, { message: MESSAGES.garmentType }),
  size: z.enum(GARMENT_SIZES, { message: MESSAGES.garmentSize }),
  purchasingMethod: z.enum(PURCHASE_METHODS, { message: MESSAGES.purchasingMethod }),
});
export type GarmentEntry = z.infer<typeof garmentEntry>;

export const brandDetail = z.object({
  brandName: z
    .string({ message: MESSAGES.brandRequired })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, MESSAGES.brandRequired).max(BRAND_NAME_MAX, MESSAGES.brandTooLong)),
  garmentTypes: z
    .array(garmentEntry)
    .max(GARMENTS_PER_BRAND_MAX, MESSAGES.tooManyGarments)
    .default([])
    .superRefine((list, ctx) => {
      list.forEach((g, i) => {
        if (list.findIndex((o) => sameGarment(o, g)) !== i) {
          ctx.addIssue({ code: 'custom', path: [i], message: MESSAGES.garmentDuplicate });
        }
      });
    }),
});
export type BrandDetail = z.infer<typeof brandDetail>;

const measurement = (m: (typeof MEASUREMENTS)[number]) =>
  z
    .number({ message: `${m.label} must be a number.` })
    .min(m.min, `${m.label} must be between ${m.min} and ${m.max} ${m.unit}.`)
    .max(m.max, `${m.label} must be between ${m.min} and ${m.max} ${m.unit}.`)
    .nullable()
    .default(null);

const [chest, waist, hips, height, weight, shoulderWidth, armLength] = MEASUREMENTS;
export const bodyMeasurements = z.object({
  chest: measurement(chest),
  waist: measurement(waist),
  hips: measurement(hips),
  height: measurement(height),
  weight: measurement(weight),
  shoulderWidth: measurement(shoulderWidth),
  armLength: measurement(armLength),
});
export type BodyMeasurements = z.infer<typeof bodyMeasurements>;

/**
 * A preference profile's details: the person's style profile (contracts/style.ts) plus the brands they
 * buy and their body measurements. Brand names must also be unique per profile (duplicateBrandIndex):
 * the service answers that with a plain message.
 */
export const profileDetails = styleProfile.extend({
  /** Either scale: the 'Me' profile keeps registration's, family and friends theirs (the server decides). */
  budgetRange: budgetChoice('any'),
  currentBrandDetails: z.array(brandDetail).max(BRANDS_PER_PROFILE_MAX, MESSAGES.tooManyBrands).default([]),
  generalBodyMeasurements: bodyMeasurements.default(() => bodyMeasurements.parse({})),
});
export type ProfileDetails = z.output<typeof profileDetails>;
export type ProfileDetailsInput = z.input<typeof profileDetails>;

export const emptyProfileDetails = (): ProfileDetails => profileDetails.parse({});

/** The details as the API answers them (no defaults or transforms: responses are encoded). */
export const profileDetailsView = styleProfileView.extend({
  currentBrandDetails: z.array(z.object({ brandName: z.string(), garmentTypes: z.array(garmentEntry) })),
  generalBodyMeasurements: z.object({
    chest: z.number().nullable(),
    waist: z.number().nullable(),
    hips: z.number().nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
    shoulderWidth: z.number().nullable(),
    armLength: z.number().nullable(),
  }),
});

export const preferenceProfile = z.object({
  id: uuid,
  name: z.string(),
  /** null for the primary profile ('Me'). */
  relationship: z.enum(RELATIONSHIPS).nullable(),
  isPrimary: z.boolean(),
  details: profileDetailsView,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PreferenceProfile = z.infer<typeof preferenceProfile>;
export const preferenceProfileList = z.array(preferenceProfile);

/** POST /api/preference-profiles (the Add Family Member or Friend dialog). */
export const createPreferenceProfileBody = z.object({
  name: profileName,
  relationship,
});
export type CreatePreferenceProfileBody = z.input<typeof createPreferenceProfileBody>;

/**
 * PUT /api/preference-profiles/:id: name and relationship for family and friends, details for any. A body
 * with none of them is refused by the service (MESSAGES.nothingToUpdate, with its key for the web).
 */
export const updatePreferenceProfileBody = z.object({
  name: profileName.optional(),
  relationship: relationship.optional(),
  details: profileDetails.optional(),
});
export type UpdatePreferenceProfileBody = z.input<typeof updatePreferenceProfileBody>;
export type UpdatePreferenceProfileData = z.output<typeof updatePreferenceProfileBody>;
