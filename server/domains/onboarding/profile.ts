import { sql } from 'drizzle-orm';
import type { Gender } from '../../../contracts/auth.ts';
import { ageOn, type CompleteProfileData } from '../../../contracts/registration-profile.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
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
 * Saves the 3-step style profile of /register/profile (spec 2 section 3, Registration profile payload)
 * and marks the user's application ready for review, flagged when the applicant is under 18.
 */
export async function completeProfile(db: Db, userId: string, data: CompleteProfileData, now = new Date()) {
  const { basic, fashion, additional } = data;
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
    style: { fashion, additional },
    updatedAt: now,
  };
  const needsParentalConsent = ageOn(basic.dateOfBirth, now) < ADULT_AGE;
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { ...values, style: sql`${profiles.style} || excluded.style` },
      });
    await markProfileCompleted(tx, userId, { needsParentalConsent, now });
  });
  return { needsParentalConsent };
}
