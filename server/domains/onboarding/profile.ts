import type { Gender } from '../../../contracts/auth.ts';
import { ageOn, type CompleteProfileData } from '../../../contracts/registration-profile.ts';
import type { Db } from '../../db/client.ts';
import * as accounts from '../accounts/service.ts';
import { markProfileCompleted } from '../membership/service.ts';

/** Under 18 on the day the profile is completed: the application needs the parental-consent call. */
const ADULT_AGE = 18;

const GENDER_OF: Record<NonNullable<CompleteProfileData['basic']['gender']>, Gender> = {
  male: 'male',
  female: 'female',
  'non-binary': 'other',
  'prefer-not-to-say': 'prefer_not_to_say',
};

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Saves the 3-step profile of /register/profile (the registration profile payload): the
 * personal columns, and the Fashion and Additional steps as the member's style (contracts/profile.ts
 * memberStyle); then marks the user's application ready for review, flagged when the applicant is under 18.
 */
export async function completeProfile(db: Db, userId: string, data: CompleteProfileData, now = new Date()) {
  const { basic, fashion, additional } = data;
  const style = {
    stylePreferences: fashion.preferredStyles,
    favoriteColors: fashion.favoriteColors,
    budgetRange: fashion.budgetRange,
    shoppingFrequency: fashion.shoppingFrequency,
    brandPreferences: fashion.brandPreferences,
    occasion: fashion.occasionTypes,
    socialMediaHandle: additional.socialMediaHandle,
    referralSource: additional.referralSource,
    specialRequests: additional.specialRequests,
    sizingInfo: additional.sizingInfo,
  };
  const values = {
    firstName: basic.firstName,
    lastName: basic.lastName,
    dateOfBirth: basic.dateOfBirth,
    gender: basic.gender ? GENDER_OF[basic.gender] : null,
    city: basic.city,
    state: basic.state,
    profession: basic.profession,
    bio: orNull(basic.bio),
    isComplete: true,
    updatedAt: now,
  };
  const needsParentalConsent = ageOn(basic.dateOfBirth, now) < ADULT_AGE;
  await db.transaction(async (tx) => {
    await accounts.saveProfile(tx, userId, values, style);
    await markProfileCompleted(tx, userId, { needsParentalConsent, now });
  });
  return { needsParentalConsent };
}
