import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_RULE_DEFAULTS } from '../../../contracts/card-rules.ts';
import { POINTS_RULES } from '../../../contracts/constants.ts';
import type { Plan, PlatinumCandidates } from '../../../contracts/membership.ts';
import { accounts, profiles } from '../../db/schema/index.ts';
import { istInstant } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createOrder, createProduct, createUser } from '../../test/factories.ts';
import * as orders from '../orders/service.ts';
import { membershipMonthStart } from './birthday.ts';
import { cardLifeOf } from './card-payments.ts';
import { platinumCandidates } from './platinum-candidates.ts';
import { grantBirthdayBonuses, pointsOf } from './service.ts';

/** The Signature line's perks and the birthday gift by tier, with a set clock (India time). */
let app: TestApp;
let productId: string;
const ist = (text: string) => istInstant(text);

beforeAll(async () => {
  app = await buildTestApp();
  productId = (await createProduct(app.db, { categoryId: (await createCategory(app.db)).id })).id;
});
afterAll(() => app.close());

async function member(plan: Plan, startedAt: string, opts: { born?: string; expires?: string } = {}) {
  const user = await createUser(app.db, { plan, cardStatus: 'active', firstName: null });
  await app.db
    .update(accounts)
    .set({
      cardActivatedAt: ist(startedAt),
      cycleStartedAt: ist(startedAt),
      planExpiresAt: opts.expires ? ist(opts.expires) : null,
    })
    .where(eq(accounts.userId, user.id));
  await app.db
    .insert(profiles)
    .values({ userId: user.id, firstName: 'Leela', lastName: 'Nair', dateOfBirth: opts.born ?? null });
  return user;
}

const signatureOrder = (userId: string, at: Date, status: 'delivered' | 'refunded' = 'delivered') =>
  createOrder(app.db, {
    userId,
    status,
    paidAt: at,
    lines: [{ productId, storefront: 'LIMITED-EDITION', isSignature: true }],
  });

const deps = () => ({
  db: app.db,
  buyersBetween: (range: { from: Date; to: Date }, kind: 'limited_edition' | 'signature', userId?: string) =>
    orders.buyersBetween(app.db, range, kind, userId),
  signaturePurchases: orders.signaturePurchases,
});

describe('months of membership', () => {
  it('month k begins k - 1 whole calendar months after the start day, at midnight India time', () => {
    const start = ist('2026-10-14 15:00');
    expect(membershipMonthStart(start, 1)).toEqual(ist('2026-10-14 00:00'));
    expect(membershipMonthStart(start, 6)).toEqual(ist('2027-03-14 00:00'));
    // A day the month lacks becomes its last day.
    expect(membershipMonthStart(ist('2026-08-31 09:00'), 2)).toEqual(ist('2026-09-30 00:00'));
    // 23:30 India time on the 31st is still the 31st in India (18:00 UTC).
    expect(membershipMonthStart(ist('2026-12-31 23:30'), 3)).toEqual(ist('2027-02-28 00:00'));
  });
});

describe('the birthday gift by tier', () => {
  it('Premium: nothing in month 5 (13 March), the gift from month 6 (14 March); once a year', async () => {
    const premium = await member('premium', '2026-10-14 15:00', { born: '1992-03-20' });
    expect(await grantBirthdayBonuses(app.db, ist('2027-03-13 23:59'))).toBe(0);
    expect((await pointsOf(app.db, premium.id)).balance).toBe(0);
    expect(await grantBirthdayBonuses(app.db, ist('2027-03-14 00:00'))).toBe(1);
    expect(await grantBirthdayBonuses(app.db, ist('2027-03-20 10:00'))).toBe(0);
    expect((await pointsOf(app.db, premium.id)).balance).toBe(POINTS_RULES.birthdayBonus);
  });

  it('Gold and Platinum: from the first month, the birthday month the card starts in', async () => {
    const gold = await member('gold', '2027-05-02 10:00', { born: '1988-05-25' });
    const platinum = await member('platinum', '2027-05-03 10:00', {
      born: '1985-05-30',
      expires: '2028-05-03 10:00',
    });
    expect(await grantBirthdayBonuses(app.db, ist('2027-05-10 10:00'))).toBe(2);
    expect((await pointsOf(app.db, gold.id)).balance).toBe(POINTS_RULES.birthdayBonus);
    expect((await pointsOf(app.db, platinum.id)).balance).toBe(POINTS_RULES.birthdayBonus);
  });

  it('a Premium member before month 6 is told when it starts; from month 6 nothing is said', async () => {
    const premium = await member('premium', '2026-10-14 15:00');
    const before = await cardLifeOf(deps(), premium.id, ist('2027-03-13 23:59'));
    expect(before.birthdayGift).toEqual({
      fromMonth: CARD_RULE_DEFAULTS.birthdayFromMonthPremium,
      startsOn: ist('2027-03-14 00:00').toISOString(),
    });
    expect((await cardLifeOf(deps(), premium.id, ist('2027-03-14 00:00'))).birthdayGift).toBeNull();
    const gold = await member('gold', '2026-11-01 10:00');
    expect((await cardLifeOf(deps(), gold.id, ist('2026-11-01 10:00'))).birthdayGift).toBeNull();
  });
});

describe("Platinum's waiver on the dashboard", () => {
  it('names the Signature purchase of the card year, or the day by which one waives the fee', async () => {
    const platinum = await member('platinum', '2026-06-01 10:00', { expires: '2027-06-01 10:00' });
    const none = await cardLifeOf(deps(), platinum.id, ist('2027-01-10 10:00'));
    expect(none.platinumWaiver).toEqual({
      purchasedAt: null,
      fee: '2000.00',
      by: ist('2027-06-01 10:00').toISOString(),
    });
    // Before the card year began: it does not count.
    await signatureOrder(platinum.id, ist('2026-05-20 10:00'));
    await signatureOrder(platinum.id, ist('2027-03-12 11:00'));
    const waived = await cardLifeOf(deps(), platinum.id, ist('2027-04-01 10:00'));
    expect(waived.platinumWaiver?.purchasedAt).toBe(ist('2027-03-12 11:00').toISOString());
    const premium = await member('premium', '2026-06-01 10:00');
    expect((await cardLifeOf(deps(), premium.id, ist('2027-01-10 10:00'))).platinumWaiver).toBeNull();
  });
});

describe('Platinum candidates', () => {
  const now = ist('2028-06-15 12:00');
  const candidates = async () =>
    (await platinumCandidates({ db: app.db, signaturePurchases: orders.signaturePurchases }, now)).candidates;

  it(`lists members with ${CARD_RULE_DEFAULTS.platinumCandidateSignaturePurchases} paid Signature purchases in 12 months, not 2, not Platinum`, async () => {
    const three = await member('gold', '2027-01-01 10:00');
    const two = await member('premium', '2027-01-01 10:00');
    const edge = await member('premium', '2027-01-01 10:00');
    const outside = await member('premium', '2027-01-01 10:00');
    const refunded = await member('premium', '2027-01-01 10:00');
    const already = await member('platinum', '2027-01-01 10:00', { expires: '2029-01-01 10:00' });
    for (const at of ['2028-01-10 10:00', '2028-03-10 10:00', '2028-06-15 11:59'])
      await signatureOrder(three.id, ist(at));
    for (const at of ['2028-01-10 10:00', '2028-03-10 10:00']) await signatureOrder(two.id, ist(at));
    // The window's first instant counts (paid exactly 12 months before now) ...
    for (const at of ['2027-06-15 12:00', '2028-01-10 10:00', '2028-02-10 10:00'])
      await signatureOrder(edge.id, ist(at));
    // ... one minute earlier does not.
    for (const at of ['2027-06-15 11:59', '2028-01-10 10:00', '2028-02-10 10:00'])
      await signatureOrder(outside.id, ist(at));
    await signatureOrder(refunded.id, ist('2028-01-10 10:00'));
    await signatureOrder(refunded.id, ist('2028-02-10 10:00'));
    await signatureOrder(refunded.id, ist('2028-03-10 10:00'), 'refunded');
    for (const at of ['2028-01-10 10:00', '2028-02-10 10:00', '2028-03-10 10:00'])
      await signatureOrder(already.id, ist(at));

    const listed = await candidates();
    const ids = listed.map((c) => c.userId);
    expect(ids).toContain(three.id);
    expect(ids).toContain(edge.id);
    for (const left of [two, outside, refunded, already]) expect(ids).not.toContain(left.id);
    expect(listed.find((c) => c.userId === three.id)).toMatchObject({
      name: 'Leela Nair',
      plan: 'gold',
      purchases: 3,
      lastPurchaseAt: ist('2028-06-15 11:59').toISOString(),
    });
  });

  it('answers admins only, with the figure in force', async () => {
    const admin = await createUser(app.db, { role: 'admin' });
    const headers = (await loginAs(app, admin.email, admin.password)).headers;
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/membership/platinum-candidates',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PlatinumCandidates>().atLeast).toBe(
      CARD_RULE_DEFAULTS.platinumCandidateSignaturePurchases,
    );
    const someone = await createUser(app.db, { plan: 'gold', cardStatus: 'active' });
    const theirs = (await loginAs(app, someone.email, someone.password)).headers;
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/membership/platinum-candidates',
      headers: theirs,
    });
    expect(refused.statusCode).toBe(403);
  });
});
