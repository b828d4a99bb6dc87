import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDetails } from '../../contracts/preferences.ts';
import { memberStyle } from '../../contracts/profile.ts';
import { LEGACY_VALUES, nearestBudget } from '../../contracts/style.ts';
import { openTestDatabase } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { type Database, MIGRATIONS_DIR } from './client.ts';
import { preferenceProfiles, profiles } from './schema/index.ts';

/**
 * Migration 0009_style_profile_shape: rows written in the old shapes (set here on a migrated database,
 * as they were before it) are rewritten into the one style shape when its SQL runs, and running it
 * again changes nothing.
 */
const MIGRATION = readFileSync(join(MIGRATIONS_DIR, '0009_style_profile_shape.sql'), 'utf8');
/** The later budget migration runs after it, as on a real database: budgets end on today's scales. */
const BUDGETS = readFileSync(join(MIGRATIONS_DIR, '0025_budget_scales.sql'), 'utf8');

/** The budget table 0009 used (old spelling -> the single scale of that time). */
const BUDGETS_0009 = {
  'under-5000': '1000_5000',
  '5000-15000': '5000_15000',
  '15000-30000': '15000_30000',
  '30000-50000': '30000_50000',
  'above-50000': 'above_50000',
  '15000_50000': '30000_50000',
  '500-1000': 'under_1000',
  '1000-2000': '1000_5000',
  '2000-5000': '1000_5000',
  '5000-10000': '5000_15000',
  '10000+': '5000_15000',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function runMigration(sqlText = `${MIGRATION}--> statement-breakpoint${BUDGETS}`) {
  for (const statement of sqlText.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/** A profile row with a stored style in an old shape; returns the user id. */
async function profileWith(style: unknown) {
  const user = await createUser(database.db);
  await database.db
    .update(profiles)
    .set({ style: style as never, updatedAt: new Date('2025-01-02T03:04:05Z') })
    .where(eq(profiles.userId, user.id));
  return user.id;
}

async function familyWith(details: unknown) {
  const user = await createUser(database.db);
  const [row] = await database.db
    .insert(preferenceProfiles)
    .values({ userId: user.id, name: 'Amma', relationship: 'Mother', details: details as never })
    .returning();
  return row!.id;
}

const styleOf = async (userId: string) =>
  (await database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
const detailsOf = async (id: string) =>
  (await database.db.select().from(preferenceProfiles).where(eq(preferenceProfiles.id, id)))[0]!.details;

const REGISTRATION = {
  fashion: {
    preferredStyles: ['Vintage', 'Minimalist', 'Classic'],
    favoriteColors: ['Orange', 'Navy', 'Brown'],
    budgetRange: 'under-5000',
    shoppingFrequency: 'seasonally',
    brandPreferences: 'FabIndia ',
    occasionTypes: ['Weddings', 'Formal Dinners', 'Work/Professional'],
  },
  additional: {
    socialMediaHandle: '@meera',
    referralSource: 'friend-referral',
    specialRequests: '',
    sizingInfo: { clothing: 'M', shoes: '6', accessories: '' },
  },
};

const EDIT_FORM = {
  stylePreferences: ['Ethnic', 'Classic'],
  favoriteColors: ['Maroon', 'Navy'],
  preferredSizes: { tops: 'L', bottoms: '32', dresses: null, shoes: '7' },
  shoppingFrequency: 'bi_weekly',
  budgetRange: '15000_50000',
  occasion: ['Work', 'Gym/Sports', 'Festival'],
  bodyType: 'curvy',
  fashionInfluences: ['Bollywood'],
  communicationPreferences: { email: false, sms: true, whatsapp: true },
  interests: ['Art'],
  sustainabilityPreferences: 'important',
  personalStylistInterest: true,
};

const FAMILY = {
  currentBrandDetails: [
    { brandName: 'Biba', garmentTypes: [{ type: 'Ethnic', size: 'M', purchasingMethod: 'Online Store' }] },
  ],
  generalBodyMeasurements: { chest: 86, waist: 70, hips: null, height: 160, weight: null },
  roslisPersonalSizes: { tops: 'S', bottoms: '28', shoes: '5', dresses: 'S', ethnic: 'M', jackets: null },
  stylePreferences: ['Western', 'Trendy'],
  favoriteColors: ['Maroon', 'Pink'],
  budgetRange: '10000+',
  shoppingFrequency: 'Seasonal',
};

describe('migration 0009_style_profile_shape', () => {
  it('rewrites every old shape into the one shape, losing no answer, and is idempotent', async () => {
    const registered = await profileWith(REGISTRATION);
    const edited = await profileWith({ preferences: EDIT_FORM });
    const both = await profileWith({ ...REGISTRATION, preferences: EDIT_FORM });
    const empty = await profileWith({});
    const family = await familyWith(FAMILY);
    const blankFamily = await familyWith({});

    // 0009 run twice changes nothing the second time; then the budget migration that followed it.
    await runMigration(MIGRATION);
    const once = await database.db.select().from(profiles);
    const onceFamily = await database.db.select().from(preferenceProfiles);
    await runMigration(MIGRATION);
    expect(await database.db.select().from(profiles)).toEqual(once);
    expect(await database.db.select().from(preferenceProfiles)).toEqual(onceFamily);
    await runMigration(BUDGETS);

    const r = await styleOf(registered);
    expect(r.style).toEqual({
      stylePreferences: ['Classic', 'Minimalist', 'Vintage'],
      favoriteColors: ['Navy', 'Brown', 'Orange'],
      occasion: ['Work/Professional', 'Formal Dinners', 'Weddings'],
      budgetRange: 'under_5000',
      shoppingFrequency: 'seasonally',
      preferredSizes: {
        tops: null,
        bottoms: null,
        dresses: null,
        shoes: null,
        ethnic: null,
        jackets: null,
        innerwear: null,
      },
      bodyType: null,
      fashionInfluences: [],
      interests: [],
      sustainabilityPreferences: null,
      personalStylistInterest: false,
      brandPreferences: 'FabIndia',
      sizingInfo: { clothing: 'M', shoes: '6', accessories: null },
      specialRequests: null,
      communicationPreferences: { email: true, sms: false, whatsapp: false },
      socialMediaHandle: '@meera',
      referralSource: 'friend-referral',
    });
    expect(r.updatedAt.toISOString()).toBe('2025-01-02T03:04:05.000Z');

    const e = (await styleOf(edited)).style;
    expect(e).toMatchObject({
      stylePreferences: ['Ethnic', 'Classic'],
      favoriteColors: ['Navy', 'Maroon'],
      occasion: ['Work/Professional', 'Festival', 'Sports/Fitness'],
      budgetRange: '30000_50000',
      shoppingFrequency: 'bi_weekly',
      preferredSizes: { tops: 'L', bottoms: '32', dresses: null, shoes: '7', ethnic: null },
      bodyType: 'curvy',
      fashionInfluences: ['Bollywood'],
      interests: ['Art'],
      sustainabilityPreferences: 'important',
      personalStylistInterest: true,
      communicationPreferences: { email: false, sms: true, whatsapp: true },
      socialMediaHandle: null,
    });

    // Both: the Edit Profile's answers win; registration answers its lists could not show are kept.
    expect((await styleOf(both)).style).toMatchObject({
      stylePreferences: ['Ethnic', 'Classic', 'Vintage'],
      favoriteColors: ['Navy', 'Brown', 'Maroon', 'Orange'],
      occasion: ['Work/Professional', 'Formal Dinners', 'Festival', 'Sports/Fitness'],
      budgetRange: '30000_50000',
      shoppingFrequency: 'bi_weekly',
      brandPreferences: 'FabIndia',
      referralSource: 'friend-referral',
      communicationPreferences: { email: false, sms: true, whatsapp: true },
    });
    expect((await styleOf(empty)).style).toEqual(memberStyle.parse({}));

    expect(await detailsOf(family)).toMatchObject({
      stylePreferences: ['Western', 'Trendy'],
      favoriteColors: ['Maroon', 'Pink'],
      budgetRange: '10000_plus',
      shoppingFrequency: 'seasonally',
      preferredSizes: { tops: 'S', bottoms: '28', shoes: '5', dresses: 'S', ethnic: 'M', jackets: null },
      currentBrandDetails: FAMILY.currentBrandDetails,
      generalBodyMeasurements: { chest: 86, waist: 70, hips: null, height: 160, shoulderWidth: null },
    });
    expect(await detailsOf(family)).not.toHaveProperty('roslisPersonalSizes');
    expect(await detailsOf(blankFamily)).toEqual(profileDetails.parse({}));

    // Every migrated row is exactly what the contract makes of it.
    for (const id of [registered, edited, both, empty]) {
      const { style } = await styleOf(id);
      expect(memberStyle.parse(style)).toEqual(style);
    }
    for (const id of [family, blankFamily]) {
      const details = await detailsOf(id);
      expect(profileDetails.parse(details)).toEqual(details);
    }

    // The budget migration again: nothing changes.
    const before = await database.db.select().from(profiles);
    const beforeFamily = await database.db.select().from(preferenceProfiles);
    await runMigration(BUDGETS);
    expect(await database.db.select().from(profiles)).toEqual(before);
    expect(await database.db.select().from(preferenceProfiles)).toEqual(beforeFamily);
  });

  it('maps every old spelling as the contract reads it (LEGACY_VALUES, budgets by nearestBudget)', async () => {
    type Case = [Record<string, unknown>, string, unknown];
    const cases: Case[] = [
      ...Object.entries(LEGACY_VALUES.occasion).map(
        ([old, now]): Case => [{ occasion: [old] }, 'occasion', [now]],
      ),
      // A family profile: its budget ends on the family scale.
      ...Object.entries(BUDGETS_0009).map(
        ([old, now]): Case => [{ budgetRange: old }, 'budgetRange', nearestBudget(now, 'family')],
      ),
      ...Object.entries(LEGACY_VALUES.shoppingFrequency).map(
        ([old, now]): Case => [{ shoppingFrequency: old }, 'shoppingFrequency', now],
      ),
    ];
    const ids = await Promise.all(cases.map(([details]) => familyWith(details)));
    await runMigration();
    for (const [i, [details, key, expected]] of cases.entries()) {
      const migrated = (await detailsOf(ids[i]!)) as Record<string, unknown>;
      expect(migrated[key], JSON.stringify(details)).toEqual(expected);
      const read = (profileDetails.parse(details) as Record<string, unknown>)[key];
      // A request's old budget is read straight onto the family scale (the preferences service), the
      // stored one went through 0009's scale first: both land on the family scale.
      if (key === 'budgetRange') expect(nearestBudget(read as string, 'family')).toEqual(expect.any(String));
      else expect(read).toEqual(expected);
    }
  });
});
