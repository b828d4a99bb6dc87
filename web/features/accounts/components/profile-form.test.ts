import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type ProfileWithPreferences, profileUpdateBody } from '#contracts/profile';
import { flattenErrors } from '../../../lib/form-errors';
import { profile } from '../../../test/fixtures';
import { errorFor, type ProfileFormValues, toFormValues } from './profile-form';

const details = (over: Partial<ProfileWithPreferences> = {}): ProfileWithPreferences => ({
  ...profile(),
  ...EMPTY_PREFERENCES,
  updatedAt: null,
  ...over,
});

describe('profile-form', () => {
  it('starts from the saved profile with nothing as an empty string', () => {
    const values = toFormValues(
      details({ gender: 'female', preferredSizes: { ...EMPTY_PREFERENCES.preferredSizes, shoes: '6' } }),
    );
    expect(values).toMatchObject({
      firstName: 'Ananya',
      state: '',
      gender: 'female',
      preferredSizes: { tops: '', bottoms: '', dresses: '', shoes: '6' },
      communicationPreferences: { email: true, sms: false, whatsapp: false },
      personalStylistInterest: false,
    });
  });

  it('copes with a profile answer without the extras (an older server)', () => {
    const values = toFormValues(profile() as ProfileWithPreferences);
    expect(values.stylePreferences).toEqual([]);
    expect(values.preferredSizes.tops).toBe('');
    expect(values.communicationPreferences.email).toBe(true);
  });

  it('checks the form with the contract through the resolver: an empty form is fine, bad values by path', async () => {
    const resolver = zodResolver(profileUpdateBody);
    const check = async (values: ProfileFormValues) =>
      flattenErrors(
        (await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors,
      );
    expect(await check(toFormValues(details()))).toEqual({});
    const errors = await check({
      ...toFormValues(details()),
      pincode: '0123',
      dateOfBirth: '2999-01-01',
      username: 'a b',
      firstName: 'A'.repeat(81),
    });
    expect(Object.keys(errors).sort()).toEqual(['dateOfBirth', 'firstName', 'pincode', 'username']);
    expect(errors.firstName).toBe('First name must be at most 80 characters.');
  });

  it('finds nested messages', () => {
    const errors = { 'stylePreferences.0': 'Please choose styles from the list.' };
    expect(errorFor(errors, 'stylePreferences')).toBe('Please choose styles from the list.');
    expect(errorFor(errors, 'city')).toBeUndefined();
  });
});
