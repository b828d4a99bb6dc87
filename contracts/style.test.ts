import { describe, expect, it } from 'vitest';
import { profileDetails } from './preferences.ts';
import { memberStyle, profileUpdateBody } from './profile.ts';
import { completeProfileBody } from './registration-profile.ts';
import {
  BUDGET_OPTIONS,
  BUDGET_RANGES,
  budgetChoice,
  COLOUR_SWATCHES,
  COLOURS,
  emptyStyleProfile,
  FAMILY_BUDGET_OPTIONS,
  FREQUENCY_OPTIONS,
  LEGACY_VALUES,
  nearestBudget,
  OCCASIONS,
  REGISTRATION_BUDGET_OPTIONS,
  STYLES,
  styleProfile,
  styleProfileView,
} from './style.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the style vocabulary', () => {
  it('is the union of the spec lists, each label once, with a swatch for every colour', () => {
    expect(COLOURS).toEqual(expect.arrayContaining(['Brown', 'Orange', 'Maroon', 'Navy', 'Beige']));
    expect(COLOURS).toHaveLength(14);
    for (const colour of COLOURS) expect(COLOUR_SWATCHES[colour]).toMatch(/^#[0-9a-f]{6}$/);
    expect(STYLES).toEqual(expect.arrayContaining(['Ethnic', 'Western', 'Vintage', 'Romantic']));
    expect(OCCASIONS).toEqual(expect.arrayContaining(['Date Night', 'Festival', 'Formal Dinners']));
    for (const list of [COLOURS, STYLES, OCCASIONS, BUDGET_OPTIONS, FREQUENCY_OPTIONS]) {
      const keys = list.map((o) => (typeof o === 'string' ? o : o.value));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('maps every old spelling to a value of the vocabulary', () => {
    for (const now of Object.values(LEGACY_VALUES.occasion)) expect(OCCASIONS).toContain(now);
    const frequencies = FREQUENCY_OPTIONS.map((f) => f.value) as string[];
    for (const now of Object.values(LEGACY_VALUES.shoppingFrequency)) expect(frequencies).toContain(now);
  });
});

describe('styleProfile', () => {
  it('fills every field, drops repeats, keeps the vocabulary order and reads old spellings', () => {
    const parsed = styleProfile.parse({
      favoriteColors: ['Orange', 'Navy', 'Navy'],
      occasion: ['Gym/Sports', 'Work'],
      budgetRange: '10000+',
      shoppingFrequency: 'Seasonal',
      preferredSizes: { tops: '4XL' },
      brandPreferences: '  ',
    });
    expect(parsed).toEqual({
      ...emptyStyleProfile(),
      favoriteColors: ['Navy', 'Orange'],
      occasion: ['Work/Professional', 'Sports/Fitness'],
      budgetRange: '5000_15000',
      shoppingFrequency: 'seasonally',
      preferredSizes: { ...emptyStyleProfile().preferredSizes, tops: '4XL' },
    });
    expect(styleProfileView.parse(parsed)).toEqual(parsed);
    expect(styleProfile.parse(parsed)).toEqual(parsed);
  });

  it('rejects a colour outside the vocabulary, naming it', () => {
    const result = styleProfile.safeParse({ favoriteColors: ['Navy', 'Teal'] });
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual({
      'favoriteColors.1': 'Please choose colours from the list: "Teal" is not one of them.',
    });
  });

  it('rejects unknown choices and sizes with the field named', () => {
    const result = styleProfile.safeParse({
      budgetRange: 'cheap',
      preferredSizes: { shoes: '14' },
      stylePreferences: 'Casual',
    });
    expect(issues(result)).toEqual({
      budgetRange: 'Please choose a budget range from the list ("cheap" is not one).',
      'preferredSizes.shoes': 'Please choose a shoe size from the list ("14" is not one).',
      stylePreferences: 'Please send styles as a list.',
    });
  });

  it('is the shape of the registration step, the Edit Profile form and every preference profile', () => {
    const registration = completeProfileBody.safeParse({
      basic: {
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '1990-01-01',
        city: 'Kochi',
        state: 'Kerala',
        profession: 'Chef',
      },
      fashion: { favoriteColors: ['Teal'] },
    });
    expect(issues(registration)['fashion.favoriteColors.0']).toContain('"Teal" is not one of them');
    expect(issues(profileUpdateBody.safeParse({ favoriteColors: ['Teal'] }))['favoriteColors.0']).toContain(
      '"Teal"',
    );
    expect(issues(profileDetails.safeParse({ favoriteColors: ['Teal'] }))['favoriteColors.0']).toContain(
      '"Teal"',
    );
    const styleKeys = Object.keys(styleProfile.shape);
    expect(Object.keys(memberStyle.shape)).toEqual(expect.arrayContaining(styleKeys));
    expect(Object.keys(profileDetails.shape)).toEqual(expect.arrayContaining(styleKeys));
  });
});

describe('budget scales', () => {
  const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

  it("are registration's five and the family profiles' five, word for word", () => {
    expect(REGISTRATION_BUDGET_OPTIONS.map((o) => o.label)).toEqual([
      'Under ₹5,000',
      '₹5,000 - ₹15,000',
      '₹15,000 - ₹30,000',
      '₹30,000 - ₹50,000',
      'Above ₹50,000',
    ]);
    expect(FAMILY_BUDGET_OPTIONS.map((o) => o.label)).toEqual([
      '₹500 - ₹1,000',
      '₹1,000 - ₹2,000',
      '₹2,000 - ₹5,000',
      '₹5,000 - ₹10,000',
      '₹10,000+',
    ]);
    expect(BUDGET_OPTIONS).toHaveLength(10);
  });

  it('reads every known spelling onto the nearest option of each scale', () => {
    for (const spelling of Object.keys(BUDGET_RANGES)) {
      expect(values(REGISTRATION_BUDGET_OPTIONS)).toContain(nearestBudget(spelling, 'registration'));
      expect(values(FAMILY_BUDGET_OPTIONS)).toContain(nearestBudget(spelling, 'family'));
    }
    expect(nearestBudget('under_1000', 'registration')).toBe('under_5000');
    expect(nearestBudget('under_1000', 'family')).toBe('500_1000');
    expect(nearestBudget('1000_5000', 'family')).toBe('2000_5000');
    expect(nearestBudget('15000_50000', 'registration')).toBe('30000_50000');
    expect(nearestBudget('above_50000', 'family')).toBe('10000_plus');
    expect(nearestBudget('10000+', 'registration')).toBe('5000_15000');
    expect(nearestBudget('cheap', 'family')).toBeNull();
  });

  it("keeps the member's answers on registration's scale, old spellings included, and names a bad one", () => {
    expect(styleProfile.parse({ budgetRange: 'under-5000' }).budgetRange).toBe('under_5000');
    expect(styleProfile.parse({ budgetRange: '1000_5000' }).budgetRange).toBe('under_5000');
    expect(styleProfile.parse({ budgetRange: '2000_5000' }).budgetRange).toBe('under_5000');
    expect(styleProfile.parse({ budgetRange: '' }).budgetRange).toBeNull();
    expect(issues(styleProfile.safeParse({ budgetRange: 'lots' }))).toEqual({
      budgetRange: 'Please choose a budget range from the list ("lots" is not one).',
    });
  });

  it('keeps a preference profile on either scale, reading old spellings onto their own scale', () => {
    const any = budgetChoice('any');
    expect(any.parse('10000_plus')).toBe('10000_plus');
    expect(any.parse('above_50000')).toBe('above_50000');
    expect(any.parse('500-1000')).toBe('500_1000');
    expect(any.parse('under_1000')).toBe('500_1000');
    expect(any.parse('under-5000')).toBe('under_5000');
    expect(profileDetails.parse({ budgetRange: '5000-10000' }).budgetRange).toBe('5000_10000');
  });
});
