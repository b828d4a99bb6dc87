import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type ProfileWithPreferences } from '#contracts/profile';
import { profile } from '../../../test/fixtures';
import { errorFor, formErrorsFrom, toFormValues, validateProfileForm } from './profile-form';

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

  it('checks the form with the contract: an empty form is fine, bad values are named by path', () => {
    expect(validateProfileForm(toFormValues(details()))).toEqual({});
    const errors = validateProfileForm({
      ...toFormValues(details()),
      pincode: '0123',
      dateOfBirth: '2999-01-01',
      username: 'a b',
    });
    expect(Object.keys(errors).sort()).toEqual(['dateOfBirth', 'pincode', 'username']);
  });

  it('reads the server’s fieldErrors and finds nested messages', () => {
    const errors = formErrorsFrom({
      'stylePreferences.0': ['Please choose styles from the list.'],
      city: [],
    });
    expect(errors).toEqual({ 'stylePreferences.0': 'Please choose styles from the list.' });
    expect(errorFor(errors, 'stylePreferences')).toBe('Please choose styles from the list.');
    expect(errorFor(errors, 'city')).toBeUndefined();
  });
});
