import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStyle } from '../../../contracts/profile.ts';
import type { CompleteProfileBody } from '../../../contracts/registration-profile.ts';
import { advisorCodes, applications, payments, profiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A member whose joining fee is paid: an application waiting for the profile. */
async function applicant() {
  const user = await createUser(app.db, { firstName: null, plan: 'premium', cardStatus: 'pending_review' });
  const [advisor] = await app.db
    .insert(advisorCodes)
    .values({ code: `FAT${user.id.slice(0, 8).toUpperCase()}`, name: 'Advisor', email: 'a@example.test' })
    .returning();
  const orderId = `order_${user.id.slice(0, 14)}`;
  await app.db.insert(payments).values({
    id: orderId,
    provider: 'sandbox',
    purpose: 'joining_fee',
    reference: crypto.randomUUID(),
    amountPaise: 500000,
    status: 'paid',
    userId: user.id,
  });
  await app.db.insert(applications).values({
    userId: user.id,
    orderId,
    plan: 'premium',
    amountPaise: 500000,
    advisorCodeId: advisor!.id,
  });
  const session = await loginAs(app, user.email, user.password);
  return { user, session };
}

const yearsAgo = (years: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
};

const payload = (overrides: Partial<CompleteProfileBody['basic']> = {}): CompleteProfileBody => ({
  basic: {
    firstName: ' Meera ',
    lastName: 'Nair',
    dateOfBirth: yearsAgo(29),
    gender: 'female',
    city: 'Kochi',
    state: 'Kerala',
    profession: 'Architect',
    bio: 'Handloom and clean lines.',
    ...overrides,
  },
  fashion: {
    preferredStyles: ['Minimalist', 'Classic'],
    favoriteColors: ['Beige', 'Navy'],
    budgetRange: '5000_15000',
    shoppingFrequency: 'monthly',
    brandPreferences: 'Kerala handloom',
    occasionTypes: ['Work/Professional', 'Weddings'],
  },
  additional: {
    socialMediaHandle: '@meera',
    referralSource: 'friend-referral',
    specialRequests: '',
    sizingInfo: { clothing: 'M', shoes: '6', accessories: '' },
  },
  plan: 'premium',
  referralCode: 'FADEMOADVISOR001',
});

const complete = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/complete-profile', payload: body as object, headers });

describe('POST /api/auth/complete-profile', () => {
  it('saves the profile (read back through GET /api/auth/profile) and marks the application ready', async () => {
    const { user, session } = await applicant();
    const res = await complete(payload(), session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const profile = await app.inject({ url: `/api/auth/profile/${user.id}`, headers: session.headers });
    expect(profile.json()).toMatchObject({
      firstName: 'Meera',
      lastName: 'Nair',
      gender: 'female',
      city: 'Kochi',
      profession: 'Architect',
      isComplete: true,
    });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, user.id));
    // The Fashion and Additional steps are stored as the member's style, in the one shape.
    expect(row!.style).toEqual(
      memberStyle.parse({
        stylePreferences: ['Classic', 'Minimalist'],
        favoriteColors: ['Beige', 'Navy'],
        budgetRange: '5000_15000',
        shoppingFrequency: 'monthly',
        brandPreferences: 'Kerala handloom',
        occasion: ['Work/Professional', 'Weddings'],
        socialMediaHandle: '@meera',
        referralSource: 'friend-referral',
        sizingInfo: { clothing: 'M', shoes: '6' },
      }),
    );
    // ...which the profile's Edit Profile form reads back.
    expect(profile.json()).toMatchObject({
      stylePreferences: ['Classic', 'Minimalist'],
      favoriteColors: ['Beige', 'Navy'],
      occasion: ['Work/Professional', 'Weddings'],
      budgetRange: '5000_15000',
      shoppingFrequency: 'monthly',
    });
    const [application] = await app.db.select().from(applications).where(eq(applications.userId, user.id));
    expect(application!.profileCompletedAt).toBeInstanceOf(Date);
    expect(application!.needsParentalConsent).toBe(false);
  });

  it('flags an applicant under 18 for the parental-consent call', async () => {
    const { user, session } = await applicant();
    const res = await complete(
      payload({ dateOfBirth: yearsAgo(17, 300), gender: 'non-binary' }),
      session.headers,
    );
    expect(res.statusCode).toBe(200);
    const [application] = await app.db.select().from(applications).where(eq(applications.userId, user.id));
    expect(application!.needsParentalConsent).toBe(true);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row!.gender).toBe('other');
  });

  it('names each missing required field and saves nothing', async () => {
    const { user, session } = await applicant();
    const res = await complete(payload({ firstName: '  ', city: '' }), session.headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors['basic.firstName']).toEqual(['Please enter your first name.']);
    expect(body.fieldErrors['basic.city']).toEqual(['Please enter your city.']);
    const rows = await app.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses options outside the lists and impossible dates of birth', async () => {
    const { session } = await applicant();
    const badStyle = payload();
    (badStyle.fashion as { preferredStyles: string[] }).preferredStyles = ['Goth'];
    expect((await complete(badStyle, session.headers)).statusCode).toBe(400);
    const badColour = payload();
    (badColour.fashion as { favoriteColors: string[] }).favoriteColors = ['Navy', 'Teal'];
    const refused = await complete(badColour, session.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['fashion.favoriteColors.1']).toEqual([
      'Please choose colours from the list: "Teal" is not one of them.',
    ]);
    for (const dateOfBirth of ['2030-01-01', '1990-02-30', yearsAgo(12)]) {
      const res = await complete(payload({ dateOfBirth }), session.headers);
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.json().fieldErrors['basic.dateOfBirth']).toBeDefined();
    }
  });

  it('needs a session', async () => {
    const res = await complete(payload());
    expect(res.statusCode).toBe(401);
  });
});
