import type { Gender } from '#contracts/auth';
import type { EditSizeKey, ProfileUpdateBody, ProfileWithPreferences } from '#contracts/profile';
import { formMessage } from '../../../lib/i18n/form-messages';

type Choice<T> = NonNullable<T> | '';

/**
 * What the Edit Profile form holds: every field of the PUT body, text as typed and an unpicked choice as
 * ''. The form sends these values as they are; the server trims them and stores '' as nothing.
 */
export interface ProfileFormValues {
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  gender: Gender | '';
  dateOfBirth: string;
  stylePreferences: ProfileWithPreferences['stylePreferences'];
  favoriteColors: ProfileWithPreferences['favoriteColors'];
  preferredSizes: { [K in EditSizeKey]: Choice<ProfileWithPreferences['preferredSizes'][K]> };
  shoppingFrequency: Choice<ProfileWithPreferences['shoppingFrequency']>;
  budgetRange: Choice<ProfileWithPreferences['budgetRange']>;
  occasion: ProfileWithPreferences['occasion'];
  bodyType: Choice<ProfileWithPreferences['bodyType']>;
  fashionInfluences: ProfileWithPreferences['fashionInfluences'];
  communicationPreferences: ProfileWithPreferences['communicationPreferences'];
  interests: ProfileWithPreferences['interests'];
  sustainabilityPreferences: Choice<ProfileWithPreferences['sustainabilityPreferences']>;
  personalStylistInterest: boolean;
}

/** Field errors keyed by path ('pincode', 'preferredSizes.tops'). */
export type ProfileFormErrors = Record<string, string>;

/** The form's starting values: the saved profile, nothing as ''. */
export function toFormValues(p: ProfileWithPreferences): ProfileFormValues {
  return {
    username: p.username ?? '',
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    bio: p.bio ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    pincode: p.pincode ?? '',
    gender: p.gender ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    stylePreferences: [...(p.stylePreferences ?? [])],
    favoriteColors: [...(p.favoriteColors ?? [])],
    preferredSizes: {
      tops: p.preferredSizes?.tops ?? '',
      bottoms: p.preferredSizes?.bottoms ?? '',
      dresses: p.preferredSizes?.dresses ?? '',
      shoes: p.preferredSizes?.shoes ?? '',
    },
    shoppingFrequency: p.shoppingFrequency ?? '',
    budgetRange: p.budgetRange ?? '',
    occasion: [...(p.occasion ?? [])],
    bodyType: p.bodyType ?? '',
    fashionInfluences: [...(p.fashionInfluences ?? [])],
    communicationPreferences: {
      email: p.communicationPreferences?.email ?? true,
      sms: p.communicationPreferences?.sms ?? false,
      whatsapp: p.communicationPreferences?.whatsapp ?? false,
    },
    interests: [...(p.interests ?? [])],
    sustainabilityPreferences: p.sustainabilityPreferences ?? '',
    personalStylistInterest: p.personalStylistInterest ?? false,
  };
}

/** The PUT body: the whole form state. */
export const toUpdateBody = (values: ProfileFormValues): ProfileUpdateBody => values;

/**
 * The message for a field or anything inside it ('stylePreferences' for 'stylePreferences.2'), in the
 * language shown when the contract's message is listed (formMessage).
 */
export function errorFor(errors: ProfileFormErrors, key: string): string | undefined {
  const nested = errors[key] ? key : Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  return nested ? formMessage(errors[nested]!) : undefined;
}
