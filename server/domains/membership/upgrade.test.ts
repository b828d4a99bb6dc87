import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES, type UpgradeCheckout } from '../../../contracts/membership.ts';
import { accounts, notifications, payments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { postWebhook, signedCheckout } from '../../test/payments.ts';
import * as paymentService from '../payments/service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function member(plan: 'premium' | 'gold' = 'premium', cardStatus: 'active' | 'inactive' = 'active') {
  const user = await createUser(app.db, { plan, cardStatus });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}
const planOf = async (userId: string) =>
  (await app.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!.currentPlan;

describe('upgrading a card', () => {
  it('Premium to Gold costs the difference; the browser and three webhooks change the plan once', async () => {
    const m = await member();
    const quote = await app.inject({
      method: 'GET',
      url: '/api/membership/upgrade?plan=gold',
      headers: m.headers,
    });
    expect(quote.json()).toEqual({
      from: 'premium',
      to: 'gold',
      fromPrice: '5000.00',
      toPrice: '20000.00',
      difference: '15000.00',
    });
    const opened = (
      await app.inject({
        method: 'POST',
        url: '/api/membership/upgrade',
        headers: m.headers,
        payload: { plan: 'gold', amount: 1 },
      })
    ).json() as UpgradeCheckout;
    expect(opened.amount).toBe(1_500_000);
    expect(await planOf(m.id)).toBe('premium');
    const checkout = signedCheckout(opened.id);
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/payment/verify', payload: checkout }),
      ...[1, 2, 3].map(() =>
        postWebhook(app, {
          event: 'payment.captured',
          orderId: opened.id,
          paymentId: checkout.razorpay_payment_id,
          amount: opened.amount,
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await planOf(m.id)).toBe('gold');
    const mail = await app.db.select().from(notifications).where(eq(notifications.toAddress, m.email));
    expect(mail.filter((n) => n.subject === 'Welcome to Gold')).toHaveLength(1);
  });

  it('refuses downgrades, the same card, Platinum and inactive cards, with clear words', async () => {
    const gold = await member('gold');
    const ask = (headers: Record<string, string>, plan: string) =>
      app.inject({ method: 'GET', url: `/api/membership/upgrade?plan=${plan}`, headers });
    expect((await ask(gold.headers, 'premium')).json().message).toBe(UPGRADE_MESSAGES.downgrade);
    expect((await ask(gold.headers, 'gold')).json().message).toBe(UPGRADE_MESSAGES.same);
    expect((await ask(gold.headers, 'platinum')).json().message).toBe(UPGRADE_MESSAGES.invitationOnly);
    const lapsed = await member('premium', 'inactive');
    const refused = await ask(lapsed.headers, 'gold');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(UPGRADE_MESSAGES.noCard);
    expect((await app.inject({ method: 'GET', url: '/api/membership/upgrade?plan=gold' })).statusCode).toBe(
      401,
    );
  });

  it('does not touch a card that changed while the member paid', async () => {
    const m = await member();
    const opened = (
      await app.inject({
        method: 'POST',
        url: '/api/membership/upgrade',
        headers: m.headers,
        payload: { plan: 'gold' },
      })
    ).json() as UpgradeCheckout;
    await app.db.update(accounts).set({ currentPlan: 'platinum' }).where(eq(accounts.userId, m.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(opened.id),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(UPGRADE_MESSAGES.planChanged);
    expect(await planOf(m.id)).toBe('platinum');
    // Not honoured, so given back at once through the gateway.
    expect(await statusOf(opened.id)).toBe('refunded');
  });

  it('hands out one open upgrade per member, however many tabs and clicks ask at once', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, () => startGold(m.headers)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await app.db.$count(payments, eq(payments.userId, m.id))).toBe(1);
    expect((await startGold(m.headers)).id).toBe(answers[0]!.id);
  });

  it('refunds a second payment for a change already made, and counts only the one that made it', async () => {
    const m = await member();
    const first = await startGold(m.headers);
    // A second payment for the same change, opened as the shop did before one upgrade was handed out
    // per member (or by a gateway that took a payment twice).
    const second = await openPayment(app, {
      purpose: 'upgrade',
      reference: `${m.id}:premium:gold:${crypto.randomUUID()}`,
      amountPaise: 1_500_000,
      userId: m.id,
      label: 'upgrade premium to gold',
    });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(first.id),
    });
    expect(paid.statusCode).toBe(200);
    const extra = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(second.id),
    });
    expect(extra.statusCode).toBe(409);
    expect(await planOf(m.id)).toBe('gold');
    expect(await statusOf(first.id)).toBe('paid');
    expect(await statusOf(second.id)).toBe('refunded');
    // The browser's verify of the first payment again, and a webhook for it: still the change it made.
    const replay = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(first.id),
    });
    expect(replay.statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('paid');
    const mail = await app.db.select().from(notifications).where(eq(notifications.toAddress, m.email));
    expect(mail.filter((n) => n.subject === 'Welcome to Gold')).toHaveLength(1);
  });
});

const startGold = async (headers: Record<string, string>) =>
  (
    await app.inject({ method: 'POST', url: '/api/membership/upgrade', headers, payload: { plan: 'gold' } })
  ).json() as UpgradeCheckout;
const statusOf = async (id: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const openPayment = (target: TestApp, input: Parameters<typeof paymentService.openPayment>[1]) =>
  paymentService.openPayment({ db: target.db, gateway: target.payments }, input);
