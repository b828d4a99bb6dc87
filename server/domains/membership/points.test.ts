import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_RULES } from '../../../contracts/constants.ts';
import type { Points } from '../../../contracts/membership.ts';
import { applications, profiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createCategory, createProduct, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';
import { paidApplicant } from '../../test/payments.ts';
import { grantBirthdayBonuses, pointsOf as ledgerOf, reversePurchasePoints } from './service.ts';

/** The points ledger: every movement a row, the balance their sum, each movement once. */
let app: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createUser(app.db, { role: 'admin' });
  staff = (await loginAs(app, admin.email, admin.password)).headers;
});
afterAll(() => app.close());

const pointsOf = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/points', headers })).json() as Points;

describe('reward points', () => {
  it('a delivered order earns 1 point per ₹100, once; a refund would take them back', async () => {
    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const session = await loginAs(app, member.email, member.password);
    const addressId = await saveAddress(app, session.headers);
    const categoryId = (await createCategory(app.db)).id;
    const piece = await createProduct(app.db, {
      categoryId,
      pricePaise: 349_900,
      sizes: [{ value: 'M', stock: 3 }],
    });
    await addToCart(app, session.headers, piece.id, piece.variants[0]!.id, 2);
    const { order, payment } = await placeOrder(app, session.headers, addressId);
    await payOrder(app, payment!.id);
    expect((await pointsOf(session.headers)).balance).toBe(0);
    for (const body of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'DTDC', trackingNumber: 'D1' },
      { status: 'delivered' },
    ]) {
      await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff,
        payload: body,
      });
    }
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff,
      payload: { status: 'delivered' },
    });
    expect(again.statusCode).toBe(409);
    const earned = await pointsOf(session.headers);
    expect(earned.balance).toBe(62); // ₹6,998 at the Premium member price, ₹6,298.20 -> 62 points
    expect(earned.activity).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        label: 'Points earned',
        points: 62,
        note: `Order ${order.number}`,
        key: 'order',
        params: { order: order.number },
      }),
    ]);

    await app.db.transaction((tx) =>
      reversePurchasePoints(tx, { userId: member.id, orderId: order.id, orderNumber: order.number }),
    );
    await app.db.transaction((tx) =>
      reversePurchasePoints(tx, { userId: member.id, orderId: order.id, orderNumber: order.number }),
    );
    expect((await pointsOf(session.headers)).balance).toBe(0);
  });

  it('approval grants the joining bonus once', async () => {
    const advisor = await createAdvisor(app.db);
    const applicant = await paidApplicant(app, advisor.code);
    const [application] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.userId, applicant.userId));
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/applications/${application!.id}/approve`,
        headers: staff,
      });
    expect((await approve()).statusCode).toBe(200);
    await approve();
    expect((await ledgerOf(app.db, applicant.userId)).balance).toBe(POINTS_RULES.joiningBonus);
  });

  it('the birthday job grants the bonus in the birthday month to active members, once a year', async () => {
    const born = await createUser(app.db, { plan: 'gold', cardStatus: 'active', firstName: null });
    const lapsed = await createUser(app.db, { plan: 'gold', cardStatus: 'inactive', firstName: null });
    await app.db.insert(profiles).values([
      { userId: born.id, firstName: 'Leela', dateOfBirth: '1990-03-14' },
      { userId: lapsed.id, firstName: 'Devi', dateOfBirth: '1991-03-02' },
    ]);
    const march = new Date('2027-03-10T06:00:00Z');
    expect(await grantBirthdayBonuses(app.db, new Date('2027-02-27T06:00:00Z'))).toBe(0);
    const runs = await Promise.all([
      grantBirthdayBonuses(app.db, march),
      grantBirthdayBonuses(app.db, march),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await ledgerOf(app.db, born.id)).balance).toBe(POINTS_RULES.birthdayBonus);
    expect((await ledgerOf(app.db, lapsed.id)).balance).toBe(0);
    expect(await grantBirthdayBonuses(app.db, new Date('2028-03-01T06:00:00Z'))).toBe(1);
    expect((await ledgerOf(app.db, born.id)).balance).toBe(2 * POINTS_RULES.birthdayBonus);
  });
});
