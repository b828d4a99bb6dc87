import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PREFERENCE_PROFILE_LIMIT,
  type PreferenceProfile,
  type ProfileDetailsInput,
  profileDetails,
} from '../../../contracts/preferences.ts';
import { emptyStyleProfile, styleProfile } from '../../../contracts/style.ts';
import { preferenceProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

type Session = Awaited<ReturnType<typeof loginAs>>;

let app: TestApp;
let asha: Session;
let other: Session;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  const o = await createUser(app.db);
  asha = await loginAs(app, a.email, a.password);
  other = await loginAs(app, o.email, o.password);
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Session | null,
  payload?: object,
) => app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const list = async (who: Session) =>
  (await call('GET', '/api/preference-profiles', who)).json() as PreferenceProfile[];
const add = (who: Session, name: string, relationship = 'Daughter') =>
  call('POST', '/api/preference-profiles', who, { name, relationship });
const put = (who: Session, id: string, payload: object) =>
  call('PUT', `/api/preference-profiles/${id}`, who, payload);

const FULL: ProfileDetailsInput = {
  currentBrandDetails: [
    {
      brandName: ' FabIndia ',
      garmentTypes: [
        { type: 'Ethnic', size: 'M', purchasingMethod: 'Physical Store' },
        { type: 'Casual', size: '30', purchasingMethod: 'Online Store' },
      ],
    },
    { brandName: 'W', garmentTypes: [] },
  ],
  generalBodyMeasurements: { chest: 86, waist: 70.5, hips: 94, height: 162, weight: 55 },
  preferredSizes: { tops: 'M', bottoms: '30', shoes: '6', dresses: 'S', ethnic: '4XL' },
  stylePreferences: ['Minimalist', 'Casual', 'Casual'],
  favoriteColors: ['Navy', 'Beige', 'Brown'],
  occasion: ['Festival'],
  budgetRange: '1000_5000',
  shoppingFrequency: 'monthly',
};

describe('preference profiles', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/preference-profiles'],
      ['POST', '/api/preference-profiles'],
      ['PUT', `/api/preference-profiles/${id}`],
      ['DELETE', `/api/preference-profiles/${id}`],
    ] as const) {
      const res = await call(method, url, null, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it("creates the primary 'Me' on the first read, once, even when reads race", async () => {
    const fresh = await createUser(app.db);
    const session = await loginAs(app, fresh.email, fresh.password);
    const answers = await Promise.all([list(session), list(session), list(session)]);
    for (const profiles of answers) {
      expect(profiles).toHaveLength(1);
      expect(profiles[0]).toMatchObject({ name: 'Me', relationship: null, isPrimary: true });
    }
    expect(new Set(answers.map((p) => p[0]!.id)).size).toBe(1);
    expect(answers[0]![0]!.details).toEqual({
      ...emptyStyleProfile(),
      currentBrandDetails: [],
      generalBodyMeasurements: {
        chest: null,
        waist: null,
        hips: null,
        height: null,
        weight: null,
        shoulderWidth: null,
        armLength: null,
      },
    });
  });

  it('the database allows one primary per user', async () => {
    await list(asha);
    await expect(
      app.db.insert(preferenceProfiles).values({ userId: asha.userId, name: 'Me again', isPrimary: true }),
    ).rejects.toThrow();
  });

  it('adds a family member (name trimmed) and lists the primary first, then in the order added', async () => {
    const res = await add(asha, '  Meera   Nair ', 'Daughter');
    expect(res.statusCode).toBe(201);
    const meera = res.json() as PreferenceProfile;
    expect(meera).toMatchObject({ name: 'Meera Nair', relationship: 'Daughter', isPrimary: false });
    expect(meera.details.currentBrandDetails).toEqual([]);
    const anil = (await add(asha, 'Anil', 'Father')).json() as PreferenceProfile;
    const names = (await list(asha)).map((p) => p.name);
    expect(names.slice(0, 1)).toEqual(['Me']);
    expect(names.indexOf('Meera Nair')).toBeLessThan(names.indexOf('Anil'));
    expect(anil.relationship).toBe('Father');
  });

  it('rejects a blank name or a relationship outside the list, with field errors', async () => {
    const blank = await add(asha, '    ', 'Friend');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.name).toEqual([MESSAGES.nameRequired]);
    const long = await add(asha, 'x'.repeat(61), 'Friend');
    expect(long.json().fieldErrors.name).toEqual([MESSAGES.nameTooLong]);
    const bad = await add(asha, 'Riya', 'Neighbour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.relationship).toEqual([MESSAGES.relationshipRequired]);
    const missing = await call('POST', '/api/preference-profiles', asha, { name: 'Riya' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('relationship');
  });

  it("keeps each profile's budget on its scale: 'Me' on registration's, a family member's on the family one", async () => {
    const [me] = await list(asha);
    const amma = (await add(asha, 'Amma', 'Mother')).json() as PreferenceProfile;
    const family = await put(asha, amma.id, { details: { budgetRange: '10000_plus' } });
    expect(family.json().details.budgetRange).toBe('10000_plus');
    // A value from the other scale, or an old spelling, is read as the nearest option of the profile's scale.
    expect(
      (await put(asha, amma.id, { details: { budgetRange: 'above_50000' } })).json().details.budgetRange,
    ).toBe('10000_plus');
    expect(
      (await put(asha, amma.id, { details: { budgetRange: '500-1000' } })).json().details.budgetRange,
    ).toBe('500_1000');
    expect(
      (await put(asha, me!.id, { details: { budgetRange: '1000_2000' } })).json().details.budgetRange,
    ).toBe('under_5000');
    expect(
      (await put(asha, me!.id, { details: { budgetRange: '15000_30000' } })).json().details.budgetRange,
    ).toBe('15000_30000');
    const [row] = await app.db.select().from(preferenceProfiles).where(eq(preferenceProfiles.id, amma.id));
    expect(row!.details.budgetRange).toBe('500_1000');
  });

  it('saves details for any profile, normalised, and reads them back', async () => {
    const [me] = await list(asha);
    const res = await put(asha, me!.id, { details: FULL });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as PreferenceProfile;
    expect(saved.details.currentBrandDetails[0]!.brandName).toBe('FabIndia');
    expect(saved.details.generalBodyMeasurements).toMatchObject({ waist: 70.5, shoulderWidth: null });
    expect(saved.details.preferredSizes).toMatchObject({ shoes: '6', ethnic: '4XL', jackets: null });
    expect(saved.details.stylePreferences).toEqual(['Casual', 'Minimalist']);
    expect(saved.details.favoriteColors).toEqual(['Beige', 'Navy', 'Brown']);
    // 'Me' keeps registration's budget scale: the old 1,000-5,000 reads as Under 5,000.
    expect(saved.details).toMatchObject({ occasion: ['Festival'], budgetRange: 'under_5000' });
    // Stored in the one shape: the style profile plus brands and measurements, every field present.
    const [row] = await app.db.select().from(preferenceProfiles).where(eq(preferenceProfiles.id, me!.id));
    expect(profileDetails.parse(row!.details)).toEqual(row!.details);
    expect(Object.keys(row!.details).sort()).toEqual(Object.keys(profileDetails.shape).sort());
    expect(Object.keys(styleProfile.shape).every((k) => k in row!.details)).toBe(true);
    const again = (await list(asha)).find((p) => p.id === me!.id)!;
    expect(again.details).toEqual(saved.details);
    expect(new Date(again.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(me!.updatedAt).getTime());
  });

  it('refuses a brand already present in the profile (any case) and an empty brand name', async () => {
    const [me] = await list(asha);
    const dup = await put(asha, me!.id, {
      details: { currentBrandDetails: [{ brandName: 'FabIndia' }, { brandName: ' fabindia ' }] },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: MESSAGES.brandDuplicate('fabindia'),
      fieldErrors: { 'details.currentBrandDetails.1.brandName': [MESSAGES.brandDuplicate('fabindia')] },
    });
    const empty = await put(asha, me!.id, { details: { currentBrandDetails: [{ brandName: '   ' }] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors['details.currentBrandDetails.0.brandName']).toEqual([
      MESSAGES.brandRequired,
    ]);
    // Nothing changed.
    expect((await list(asha))[0]!.details.currentBrandDetails.map((b) => b.brandName)).toEqual([
      'FabIndia',
      'W',
    ]);
  });

  it('needs type, size and purchasing method on every garment entry, from the lists', async () => {
    const [me] = await list(asha);
    const res = await put(asha, me!.id, {
      details: {
        currentBrandDetails: [{ brandName: 'Biba', garmentTypes: [{ type: 'Ethnic', size: 'M' }] }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['details.currentBrandDetails.0.garmentTypes.0.purchasingMethod']).toEqual([
      MESSAGES.purchasingMethod,
    ]);
    const wrongSize = await put(asha, me!.id, {
      details: {
        currentBrandDetails: [
          {
            brandName: 'Biba',
            garmentTypes: [{ type: 'Ethnic', size: '44', purchasingMethod: 'Third Party' }],
          },
        ],
      },
    });
    expect(wrongSize.json().fieldErrors['details.currentBrandDetails.0.garmentTypes.0.size']).toEqual([
      MESSAGES.garmentSize,
    ]);
  });

  it('keeps measurements and sizes within their bounds and lists', async () => {
    const [me] = await list(asha);
    for (const [details, field] of [
      [{ generalBodyMeasurements: { height: 400 } }, 'details.generalBodyMeasurements.height'],
      [{ generalBodyMeasurements: { weight: -1 } }, 'details.generalBodyMeasurements.weight'],
      [{ generalBodyMeasurements: { chest: '86' } }, 'details.generalBodyMeasurements.chest'],
      [{ preferredSizes: { shoes: '13' } }, 'details.preferredSizes.shoes'],
      [{ preferredSizes: { bottoms: '44' } }, 'details.preferredSizes.bottoms'],
      [{ preferredSizes: { tops: '9XL' } }, 'details.preferredSizes.tops'],
      [{ favoriteColors: ['Teal'] }, 'details.favoriteColors.0'],
      [{ budgetRange: '1-2' }, 'details.budgetRange'],
      [{ shoppingFrequency: 'Daily' }, 'details.shoppingFrequency'],
      [{ stylePreferences: ['Goth'] }, 'details.stylePreferences.0'],
    ] as const) {
      const res = await put(asha, me!.id, { details });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors), field).toContain(field);
    }
    const res = await put(asha, me!.id, { details: { generalBodyMeasurements: { height: 400 } } });
    expect(res.json().fieldErrors['details.generalBodyMeasurements.height']).toEqual([
      'Height must be between 40 and 250 cm.',
    ]);
  });

  it("renames a family member and changes the relationship, but not the primary's", async () => {
    const riya = (await add(asha, 'Riya', 'Friend')).json() as PreferenceProfile;
    const renamed = await put(asha, riya.id, { name: ' Riya K ', relationship: 'Sister' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Riya K', relationship: 'Sister' });
    const [me] = await list(asha);
    const rename = await put(asha, me!.id, { name: 'Asha' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({
      message: MESSAGES.primaryFixed,
      fieldErrors: { name: expect.any(Array) },
      key: 'styleProfiles.primaryFixed',
    });
    const relate = await put(asha, me!.id, { relationship: 'Mother' });
    expect(relate.statusCode).toBe(400);
    expect((await list(asha))[0]).toMatchObject({ name: 'Me', relationship: null });
    const empty = await put(asha, riya.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.nothingToUpdate,
      key: 'styleProfiles.nothingToUpdate',
    });
  });

  it('never deletes the primary profile', async () => {
    const [me] = await list(asha);
    const res = await call('DELETE', `/api/preference-profiles/${me!.id}`, asha);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Primary profile cannot be deleted.', code: 'BAD_REQUEST' });
    expect((await list(asha))[0]!.id).toBe(me!.id);
  });

  it('deletes a family profile; a second delete is a 404', async () => {
    const tara = (await add(asha, 'Tara', 'Mother')).json() as PreferenceProfile;
    const res = await call('DELETE', `/api/preference-profiles/${tara.id}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await list(asha)).some((p) => p.id === tara.id)).toBe(false);
    expect((await call('DELETE', `/api/preference-profiles/${tara.id}`, asha)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's profile, primary or not, and changes nothing", async () => {
    const theirs = (await add(other, 'Kiran', 'Brother')).json() as PreferenceProfile;
    const [theirMe] = await list(other);
    for (const id of [theirs.id, theirMe!.id]) {
      const update = await put(asha, id, { details: { favoriteColors: ['Red'] } });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({
        code: 'NOT_FOUND',
        message: MESSAGES.notFound,
        key: 'styleProfiles.notFound',
      });
      const gone = await call('DELETE', `/api/preference-profiles/${id}`, asha);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ key: 'styleProfiles.notFound' });
    }
    expect((await list(asha)).some((p) => p.id === theirs.id)).toBe(false);
    const still = await list(other);
    expect(still.map((p) => p.id)).toEqual([theirMe!.id, theirs.id]);
    expect(still[1]!.details.favoriteColors).toEqual([]);
    expect((await call('PUT', '/api/preference-profiles/not-a-uuid', asha, { name: 'x' })).statusCode).toBe(
      400,
    );
  });

  it(`keeps at most ${PREFERENCE_PROFILE_LIMIT} profiles per user, also when adds race`, async () => {
    const u = await createUser(app.db);
    const s = await loginAs(app, u.email, u.password);
    const answers = await Promise.all(
      Array.from({ length: PREFERENCE_PROFILE_LIMIT + 3 }, (_, i) => add(s, `Friend ${i}`, 'Friend')),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PREFERENCE_PROFILE_LIMIT - 1);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json()).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.limit,
      key: 'styleProfiles.limit',
      params: { count: PREFERENCE_PROFILE_LIMIT },
    });
    const profiles = await list(s);
    expect(profiles).toHaveLength(PREFERENCE_PROFILE_LIMIT);
    expect(profiles.filter((p) => p.isPrimary)).toHaveLength(1);
  });

  it('goes with the user: deleting the user deletes their profiles', async () => {
    const u = await createUser(app.db);
    const s = await loginAs(app, u.email, u.password);
    await add(s, 'Dev', 'Son');
    expect(await list(s)).toHaveLength(2);
    await app.db.delete(users).where(eq(users.id, u.id));
    const left = await app.db.select().from(preferenceProfiles).where(eq(preferenceProfiles.userId, u.id));
    expect(left).toHaveLength(0);
  });
});
