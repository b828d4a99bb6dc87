import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStyle, type ProfileUpdateBody } from '../../../contracts/profile.ts';
import { profiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

let app: TestApp;
let member: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let memberHeaders: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  member = await createUser(app.db, { email: 'meera@example.test', firstName: 'Meera', lastName: 'Nair' });
  other = await createUser(app.db, { email: 'someone@example.test' });
  admin = await createUser(app.db, { email: 'chief@example.test', role: 'admin' });
  memberHeaders = (await loginAs(app, member.email, member.password)).headers;
});
afterAll(() => app.close());

const FULL_FORM: ProfileUpdateBody = {
  username: '  meera.nair ',
  firstName: ' Meera ',
  lastName: 'Nair',
  bio: 'Architect who loves handloom.',
  address: '12 Marine Drive',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682 031',
  gender: 'female',
  dateOfBirth: '1992-03-14',
  stylePreferences: ['Minimalist', 'Ethnic', 'Ethnic'],
  favoriteColors: ['Navy', 'Beige'],
  preferredSizes: { tops: 'M', bottoms: '30', shoes: '6', dresses: 'S' },
  shoppingFrequency: 'monthly',
  budgetRange: '5000_15000',
  occasion: ['Work', 'Wedding'],
  bodyType: 'average',
  fashionInfluences: ['Pinterest'],
  communicationPreferences: { email: true, sms: false, whatsapp: true },
  interests: ['Art', 'Travel'],
  sustainabilityPreferences: 'very_important',
  personalStylistInterest: true,
};

const put = (userId: string, payload: unknown, headers: Record<string, string> = memberHeaders) =>
  app.inject({ method: 'PUT', url: `/api/auth/profile/${userId}`, payload: payload as object, headers });
const get = (userId: string, headers: Record<string, string> = memberHeaders) =>
  app.inject({ method: 'GET', url: `/api/auth/profile/${userId}`, headers });
const rowOf = async (userId: string) =>
  (await app.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe('PUT /api/auth/profile/{userId}', () => {
  it('saves the whole form (trimmed, empty as null, lists in the options’ order) and GET reads it back', async () => {
    const res = await put(member.id, FULL_FORM);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      username: 'meera.nair',
      firstName: 'Meera',
      lastName: 'Nair',
      city: 'Kochi',
      pincode: '682031',
      gender: 'female',
      dateOfBirth: '1992-03-14',
      stylePreferences: ['Ethnic', 'Minimalist'],
      favoriteColors: ['Beige', 'Navy'],
      preferredSizes: { tops: 'M', bottoms: '30', shoes: '6', dresses: 'S' },
      shoppingFrequency: 'monthly',
      budgetRange: '5000_15000',
      // The old spellings (Work, Wedding) are read as the vocabulary's.
      occasion: ['Work/Professional', 'Weddings'],
      bodyType: 'average',
      fashionInfluences: ['Pinterest'],
      communicationPreferences: { email: true, sms: false, whatsapp: true },
      interests: ['Travel', 'Art'],
      sustainabilityPreferences: 'very_important',
      personalStylistInterest: true,
      updatedAt: expect.any(String),
    });
    const read = await get(member.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved);
    // Stored in the one style shape (contracts/profile.ts memberStyle), every field present.
    const { style } = (await rowOf(member.id))!;
    expect(memberStyle.parse(style)).toEqual(style);
    expect(Object.keys(style).sort()).toEqual(Object.keys(memberStyle.shape).sort());

    // Clearing: empty strings become null, left-out extras reset.
    const cleared = await put(member.id, {
      ...FULL_FORM,
      bio: '   ',
      address: '',
      gender: '',
      interests: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ bio: null, address: null, gender: null, interests: [] });
    const minimal = await put(member.id, { firstName: 'Meera' });
    expect(minimal.json()).toMatchObject({
      firstName: 'Meera',
      lastName: null,
      stylePreferences: [],
      preferredSizes: { tops: null, bottoms: null, shoes: null, dresses: null, ethnic: null },
      communicationPreferences: { email: true, sms: false, whatsapp: false },
      personalStylistInterest: false,
    });
  });

  it("shows the registration's answers and keeps those the form does not hold, profession and isComplete", async () => {
    const user = await createUser(app.db);
    const registered = memberStyle.parse({
      stylePreferences: ['Minimalist', 'Vintage'],
      favoriteColors: ['Navy', 'Orange'],
      occasion: ['Weddings', 'Formal Dinners'],
      shoppingFrequency: 'seasonally',
      budgetRange: '5000_15000',
      brandPreferences: 'FabIndia',
      socialMediaHandle: '@me',
      referralSource: 'friend-referral',
      sizingInfo: { clothing: 'M' },
    });
    await app.db
      .update(profiles)
      .set({ profession: 'Doctor', isComplete: true, style: registered })
      .where(eq(profiles.userId, user.id));
    const headers = (await loginAs(app, user.email, user.password)).headers;

    // The form shows what she answered while registering, every answer (one vocabulary).
    const before = (await get(user.id, headers)).json();
    expect(before).toMatchObject({
      stylePreferences: ['Minimalist', 'Vintage'],
      favoriteColors: ['Navy', 'Orange'],
      occasion: ['Formal Dinners', 'Weddings'],
      shoppingFrequency: 'seasonally',
      budgetRange: '5000_15000',
    });

    const res = await put(user.id, FULL_FORM, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profession: 'Doctor', isComplete: true });
    const row = await rowOf(user.id);
    expect(row?.style).toMatchObject({
      stylePreferences: ['Ethnic', 'Minimalist'],
      brandPreferences: 'FabIndia',
      socialMediaHandle: '@me',
      referralSource: 'friend-referral',
      sizingInfo: { clothing: 'M', shoes: null, accessories: null },
    });
  });

  it('creates the profile of a user who has none yet', async () => {
    const bare = await createUser(app.db, { firstName: null });
    const headers = (await loginAs(app, bare.email, bare.password)).headers;
    expect(await rowOf(bare.id)).toBeUndefined();
    const res = await put(bare.id, { ...FULL_FORM, username: 'newbie' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'newbie', isComplete: false, profession: null });
    expect((await rowOf(bare.id))?.city).toBe('Kochi');
  });

  it("refuses someone else's profile (403) and a missing session (401), changing nothing", async () => {
    const before = await rowOf(other.id);
    const forbidden = await put(other.id, FULL_FORM);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You can only edit your own profile.', code: 'FORBIDDEN' });
    // 403 before the body is looked at
    expect((await put(other.id, { pincode: 'bad' })).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/auth/profile/${member.id}`,
      payload: FULL_FORM,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    expect(await rowOf(other.id)).toEqual(before);
  });

  it('lets an admin edit anyone’s profile; 404 for an unknown user', async () => {
    const headers = (await loginAs(app, admin.email, admin.password)).headers;
    const res = await put(other.id, { ...FULL_FORM, firstName: 'Edited', username: 'edited' }, headers);
    expect(res.statusCode).toBe(200);
    expect((await rowOf(other.id))?.firstName).toBe('Edited');
    const unknown = await put('00000000-0000-4000-8000-000000000000', FULL_FORM, headers);
    expect(unknown.statusCode).toBe(404);
  });

  const BAD_INPUT: [string, Partial<Record<keyof ProfileUpdateBody, unknown>>, string, string][] = [
    ['a PIN code that is not 6 digits', { pincode: '68203' }, 'pincode', 'valid 6-digit PIN code'],
    ['a PIN code starting with 0', { pincode: '012345' }, 'pincode', 'valid 6-digit PIN code'],
    ['an unknown gender', { gender: 'robot' }, 'gender', 'choose a gender'],
    ['a birth date in the future', { dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'in the past'],
    ['an impossible date', { dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'real date of birth'],
    ['a style not in the list', { stylePreferences: ['Goth'] }, 'stylePreferences.0', 'styles from the list'],
    ['a colour not in the list', { favoriteColors: ['Teal'] }, 'favoriteColors.0', 'colours from the list'],
    ['a list sent as text', { occasion: 'Work' }, 'occasion', 'as a list'],
    ['an unknown size', { preferredSizes: { tops: 'XXXXL' } }, 'preferredSizes.tops', 'top size'],
    ['a shoe size out of range', { preferredSizes: { shoes: '14' } }, 'preferredSizes.shoes', 'shoe size'],
    ['an unknown frequency', { shoppingFrequency: 'daily' }, 'shoppingFrequency', 'shopping frequency'],
    ['an unknown budget', { budgetRange: 'under-500' }, 'budgetRange', 'budget range'],
    ['an unknown body type', { bodyType: 'tall' }, 'bodyType', 'body type'],
    [
      'an unknown sustainability answer',
      { sustainabilityPreferences: 'maybe' },
      'sustainabilityPreferences',
      'sustainability',
    ],
    [
      'a non-boolean channel',
      { communicationPreferences: { sms: 'yes' } },
      'communicationPreferences.sms',
      'true or false',
    ],
    ['a non-boolean stylist interest', { personalStylistInterest: 'yes' }, 'personalStylistInterest', 'true'],
    ['a username with spaces', { username: 'meera nair' }, 'username', 'Usernames are'],
    ['a bio that is too long', { bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters.'],
    [
      'a first name that is too long',
      { firstName: 'x'.repeat(10_000) },
      'firstName',
      'First name must be at most 80 characters.',
    ],
    ['a first name that is not text', { firstName: 42 }, 'firstName', 'must be text'],
  ];

  it.each(BAD_INPUT)(
    'answers 400 for %s, naming the field, and writes nothing',
    async (_, patch, field, text) => {
      const before = await rowOf(member.id);
      const res = await put(member.id, { ...FULL_FORM, ...patch });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fieldErrors).toHaveProperty([field]);
      expect(body.fieldErrors[field][0]).toContain(text);
      expect(body.message).toContain(text);
      expect(await rowOf(member.id)).toEqual(before);
    },
  );

  it('answers 400 for a body that is not an object, and 415 for a form-encoded one', async () => {
    expect((await put(member.id, [1, 2])).statusCode).toBe(400);
    const form = await app.inject({
      method: 'PUT',
      url: `/api/auth/profile/${member.id}`,
      headers: { ...memberHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=x',
    });
    expect(form.statusCode).toBe(415);
  });

  it('keeps GET /api/auth/profile/{userId} backward compatible: the spec’s fields are all still there', async () => {
    const body = (await get(member.id)).json();
    for (const key of [
      'username',
      'firstName',
      'lastName',
      'bio',
      'address',
      'city',
      'state',
      'pincode',
      'gender',
      'dateOfBirth',
      'profession',
      'isComplete',
    ]) {
      expect(body).toHaveProperty(key);
    }
  });
});
