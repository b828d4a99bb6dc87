import { z } from 'zod';
import type { TierId } from '#contracts/membership';
import {
  type CompleteProfileBody,
  completeProfileBody,
  type REFERRAL_SOURCE_OPTIONS,
  type REGISTRATION_GENDERS,
} from '#contracts/registration-profile';
import type { Budget, Colour, Frequency, Occasion, Style } from '#contracts/style';

/** The values the wizard holds: the contract's shape, with '' for a select left on "Select…". */
export type Gender = (typeof REGISTRATION_GENDERS)[number]['value'];
export type ReferralSource = (typeof REFERRAL_SOURCE_OPTIONS)[number]['value'];

export interface BasicValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: Gender | '';
  city: string;
  state: string;
  profession: string;
  bio: string;
}

export interface FashionValues {
  preferredStyles: Style[];
  favoriteColors: Colour[];
  budgetRange: Budget | '';
  shoppingFrequency: Frequency | '';
  brandPreferences: string;
  occasionTypes: Occasion[];
}

export interface SizingValues {
  clothing: string;
  shoes: string;
  accessories: string;
}

export interface AdditionalValues {
  socialMediaHandle: string;
  referralSource: ReferralSource | '';
  specialRequests: string;
  sizingInfo: SizingValues;
}

export interface ProfileFormValues {
  basic: BasicValues;
  fashion: FashionValues;
  additional: AdditionalValues;
}

export type Section = keyof ProfileFormValues;

/** Messages keyed by the field's path in the payload, e.g. 'basic.firstName' (the server's keys too). */
export type FieldErrors = Record<string, string>;

export const WIZARD_STEPS = [
  {
    step: 1,
    section: 'basic',
  },
  {
    step: 2,
    section: 'fashion',
  },
  {
    step: 3,
    section: 'additional',
  },
] as const satisfies readonly { step: number; section: Section }[];

export type WizardStep = (typeof WIZARD_STEPS)[number]['step'];
export const LAST_STEP: WizardStep = 3;

export const emptyProfileForm = (): ProfileFormValues => ({
  basic: {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    gender: '',
    city: '',
    state: '',
    profession: '',
    bio: '',
  },
  fashion: {
    preferredStyles: [],
    favoriteColors: [],
    budgetRange: '',
    shoppingFrequency: '',
    brandPreferences: '',
    occasionTypes: [],
  },
  additional: {
    socialMediaHandle: '',
    referralSource: '',
    specialRequests: '',
    sizingInfo: { clothing: '', shoes: '', accessories: '' },
  },
});

const orUndefined = <T extends string>(v: T | ''): T | undefined => (v === '' ? undefined : v);

/** The request body of POST /api/auth/complete-profile, before the contract's checks. */
export function toPayload(
  values: ProfileFormValues,
  plan: TierId | null,
  referralCode: string | null,
): CompleteProfileBody {
  const { basic, fashion, additional } = values;
  return {
    basic: { ...basic, gender: orUndefined(basic.gender) },
    fashion: {
      ...fashion,
      budgetRange: orUndefined(fashion.budgetRange),
      shoppingFrequency: orUndefined(fashion.shoppingFrequency),
    },
    additional: {
      ...additional,
      referralSource: orUndefined(additional.referralSource),
      sizingInfo: { ...additional.sizingInfo },
    },
    plan,
    referralCode,
  };
}

/** The step a field key belongs to ('basic.firstName' -> 1), or null for keys outside the wizard. */
export function stepOfField(key: string): WizardStep | null {
  const section = key.split('.')[0];
  return WIZARD_STEPS.find((s) => s.section === section)?.step ?? null;
}

/** The earliest step holding one of these errors. */
export function firstErrorStep(errors: FieldErrors): WizardStep | null {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((s): s is WizardStep => s !== null);
  return steps.length ? (Math.min(...steps) as WizardStep) : null;
}

/**
 * The wizard's schema for zodResolver: the form's values become the request body, which the contract's
 * complete-profile schema (the server's) checks; errors keep the payload's paths ('basic.firstName').
 */
export function profileWizardSchema(plan: TierId | null, referralCode: string | null) {
  return z
    .custom<ProfileFormValues>()
    .transform((values) => toPayload(values, plan, referralCode))
    .pipe(completeProfileBody);
}

/** Keeps a stored draft's values only where they have the expected type (the draft is untrusted). */
export function mergeDraft(draft: unknown): ProfileFormValues {
  const base = emptyProfileForm();
  if (!draft || typeof draft !== 'object') return base;
  const merge = (target: Record<string, unknown>, source: unknown) => {
    if (!source || typeof source !== 'object') return;
    for (const [key, current] of Object.entries(target)) {
      const incoming = (source as Record<string, unknown>)[key];
      if (Array.isArray(current)) {
        if (Array.isArray(incoming)) target[key] = incoming.filter((v) => typeof v === 'string');
      } else if (current && typeof current === 'object') {
        merge(current as Record<string, unknown>, incoming);
      } else if (typeof incoming === 'string') {
        target[key] = incoming;
      }
    }
  };
  merge(base as unknown as Record<string, unknown>, draft);
  return base;
}
