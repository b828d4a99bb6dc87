import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_RULES } from '../../../contracts/constants.ts';
import { CARD_MESSAGES, type CardLife, type CardPaymentCheckout } from '../../../contracts/membership.ts';
import { accounts, cardEvents, monthlyPicks, notifications } from '../../db/schema/index.ts';
import { istInstant } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createOrder, createProduct, createUser } from '../../test/factories.ts';
import { addToCart, payOrder, placeOrder, saveAddress } from '../../test/orders.ts';
import { postWebhook, signedCheckout } from '../../test/payments.ts';
import * as orders from '../orders/service.ts';
import { type CardLifeDeps, runCardLife } from './card-life.ts';

/**
 * The card's life cycle (Terms): one LIMITED-EDITION purchase each India-time month keeps Premium and
 * Gold active; the reminder on the 25th, inactive on the 1st, the re-entry fee; Platinum's year, its
 * Signature waiver and renewal. The clock is the job's argument, so month edges are set here.
 */
let app: TestApp;
let deps: CardLifeDeps;
let productId: string;
let categoryId: string;
beforeAll(async () => {
  app = await buildTestApp();
  deps = {
    db: app.db,
    notifier: app.notifier,
    log: app.log,
    buyersBetween: (range, kind, userId, awaitingAt) =>
      orders.buyersBetween(app.db, range, kind, userId, awaitingAt),
    origin: 'http://shop.test',
  };
  categoryId = (await createCategory(app.db)).id;
  productId = (await createProduct(app.db, { categoryId })).id;
});
afterAll(() => app.close());

/** An instant given in India time ('2026-11-01 00:10'). */
const ist = istInstant;

async function cardHolder(plan: 'premium' | 'gold' | 'platinum', cycleFrom: string, expires?: string) {
  const user = await createUser(app.db, { plan, cardStatus: 'active' });
  await app.db
    .update(accounts)
    .set({
      cardActivatedAt: ist(cycleFrom),
      cycleStartedAt: ist(cycleFrom),
      planExpiresAt: expires ? ist(expires) : null,
    })
    .where(eq(accounts.userId, user.id));
  return user;
}
const bought = (
  userId: string,
  at: string,
  piece: {
    storefront?: 'STUDIO' | 'LIMITED-EDITION';
    isSignature?: boolean;
    status?: 'delivered' | 'refunded';
  },
) =>
  createOrder(app.db, {
    userId,
    status: piece.status ?? 'delivered',
    paidAt: ist(at),
    lines: [{ productId, storefront: piece.storefront ?? 'LIMITED-EDITION', isSignature: piece.isSignature }],
  });
const accountOf = async (userId: string) =>
  (await app.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!;
const eventsOf = (userId: string, kind?: (typeof cardEvents.$inferSelect)['kind']) =>
  app.db
    .select()
    .from(cardEvents)
    .where(
      kind ? and(eq(cardEvents.userId, userId), eq(cardEvents.kind, kind)) : eq(cardEvents.userId, userId),
    );
const mailTo = async (email: string, subject: string | RegExp) =>
  (await app.db.select().from(notifications).where(eq(notifications.toAddress, email))).filter((n) =>
    typeof subject === 'string' ? n.subject === subject : subject.test(n.subject),
  );

describe('the monthly LIMITED-EDITION rule', () => {
  it('judges October in India time on 1 November: a piece paid at 23:30 IST on the 31st counts, one at 00:15 on the 1st does not', async () => {
    const keptIt = await cardHolder('premium', '2026-09-10 11:00');
    const tooLate = await cardHolder('gold', '2026-09-10 11:00');
    const studioOnly = await cardHolder('premium', '2026-09-10 11:00');
    const refunded = await cardHolder('premium', '2026-09-10 11:00');
    const newInOctober = await cardHolder('premium', '2026-10-15 11:00');
    await bought(keptIt.id, '2026-10-31 23:30', {});
    await bought(tooLate.id, '2026-11-01 00:15', {});
    await bought(studioOnly.id, '2026-10-12 10:00', { storefront: 'STUDIO' });
    await bought(refunded.id, '2026-10-12 10:00', { status: 'refunded' });

    const at = ist('2026-11-01 00:30');
    await runCardLife(deps, at);
    expect((await accountOf(keptIt.id)).cardStatus).toBe('active');
    expect((await accountOf(newInOctober.id)).cardStatus).toBe('active');
    for (const lapsed of [tooLate, studioOnly, refunded]) {
      const account = await accountOf(lapsed.id);
      expect(account.cardStatus).toBe('inactive');
      expect(account.inactiveSince?.toISOString()).toBe(at.toISOString());
      expect(await eventsOf(lapsed.id, 'deactivated')).toMatchObject([{ period: '2026-10' }]);
    }
    expect(await mailTo(tooLate.email, 'Your Roslis card is inactive')).toHaveLength(1);

    // Re-runs (the same hour, the next day, another process) change nothing and write nothing twice.
    await Promise.all([runCardLife(deps, at), runCardLife(deps, at)]);
    await runCardLife(deps, ist('2026-11-02 09:00'));
    expect(await eventsOf(tooLate.id, 'deactivated')).toHaveLength(1);
    expect(await mailTo(tooLate.email, 'Your Roslis card is inactive')).toHaveLength(1);
    expect((await accountOf(tooLate.id)).inactiveSince?.toISOString()).toBe(at.toISOString());
  });

  it('reminds from the 25th those who have not bought this month, once', async () => {
    const waiting = await cardHolder('premium', '2026-09-10 11:00');
    const done = await cardHolder('premium', '2026-09-10 11:00');
    await bought(waiting.id, '2026-10-05 10:00', {});
    await bought(done.id, '2026-10-05 10:00', {});
    await bought(done.id, '2026-11-03 10:00', {});
    await runCardLife(deps, ist('2026-11-24 23:59'));
    expect(await mailTo(waiting.email, /^Choose your November 2026 design$/)).toHaveLength(0);
    await runCardLife(deps, ist('2026-11-25 00:05'));
    await runCardLife(deps, ist('2026-11-27 09:00'));
    const reminders = await mailTo(waiting.email, 'Choose your November 2026 design');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('30 November 2026');
    expect(await mailTo(done.email, /^Choose your/)).toHaveLength(0);
    expect((await accountOf(waiting.id)).cardStatus).toBe('active');
  });

  it('a member who turned off membership e-mails gets no reminder, but is still told the card is inactive', async () => {
    const quiet = await cardHolder('premium', '2026-09-10 11:00');
    const session = await loginAs(app, quiet.email, quiet.password);
    const { saveChoices } = await import('../accounts/service.ts');
    await saveChoices(app.db, quiet.id, {
      membership: { email: false, sms: false, push: false, whatsapp: false },
    });
    await bought(quiet.id, '2026-11-05 10:00', {});
    await runCardLife(deps, ist('2026-12-26 10:00'));
    expect(await mailTo(quiet.email, /^Choose your/)).toHaveLength(0);
    await runCardLife(deps, ist('2027-01-01 06:00'));
    expect(await mailTo(quiet.email, 'Your Roslis card is inactive')).toHaveLength(1);
    const life = (
      await app.inject({ method: 'GET', url: '/api/membership/card-life', headers: session.headers })
    ).json() as CardLife;
    expect(life.status).toBe('inactive');
    expect(life.payment).toEqual({ kind: 're_entry', fee: '1000.00' });
    expect(life.events.map((e) => e.kind)).toEqual(['deactivated', 'purchase_reminder']);
    // The line in English for API clients, and named by its key with the month as an ISO date for the web.
    expect(life.events[0]).toEqual({
      kind: 'deactivated',
      label: 'Card inactive',
      note: 'No LIMITED-EDITION purchase in December 2026',
      key: 'noPurchaseIn',
      params: { month: '2026-12-01' },
      at: expect.any(String),
    });
    expect(life.events[1]).toMatchObject({ kind: 'purchase_reminder', note: null, key: null });
  });
});

describe('one month for the pick and the card: placed before midnight, paid after', () => {
  /**
   * A Premium member places her LIMITED-EDITION pick at 23:59 on 31 October (India time) through the
   * shop, with the server's clock set; its payment arrives after midnight. The order is October's for the
   * pick and for the card's life cycle alike, and November's pick is still hers to take.
   */
  async function pickAtMidnight() {
    vi.setSystemTime(ist('2026-10-31 23:59'));
    const member = await cardHolder('premium', '2026-09-10 11:00');
    const { headers } = await loginAs(app, member.email, member.password);
    const addressId = await saveAddress(app, headers);
    const piece = await createProduct(app.db, {
      categoryId,
      availableIn: 'LIMITED-EDITION',
      pricePaise: 249_900,
      sizes: [{ value: 'M', stock: 5 }],
    });
    await addToCart(app, headers, piece.id, piece.variants[0]!.id);
    const { order, payment } = await placeOrder(app, headers, addressId);
    expect(order.lines[0]!.rules.map((r) => r.label)).toEqual(['Monthly pick']);
    return { member, headers, order, payment: payment! };
  }
  const picksOf = (userId: string) =>
    app.db.select().from(monthlyPicks).where(eq(monthlyPicks.userId, userId));

  it('counts in October for both; the card stays active and November is still to choose', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { member, headers, payment } = await pickAtMidnight();
      // The job runs while the payment is still on its way: October is not judged yet.
      await runCardLife(deps, ist('2026-11-01 00:01'));
      expect((await accountOf(member.id)).cardStatus).toBe('active');

      vi.setSystemTime(ist('2026-11-01 00:03'));
      await payOrder(app, payment.id);
      await runCardLife(deps, ist('2026-11-01 03:00'));
      expect((await accountOf(member.id)).cardStatus).toBe('active');
      expect(await eventsOf(member.id, 'deactivated')).toHaveLength(0);
      expect((await picksOf(member.id)).map((p) => p.month)).toEqual(['2026-10']);

      // November: the pick is open again, and the card's page has not seen November's piece yet.
      vi.setSystemTime(ist('2026-11-01 09:00'));
      const quote = await app.inject({ method: 'GET', url: '/api/cart/quote', headers });
      expect(quote.json().pick.status).toBe('available');
      const life = (
        await app.inject({ method: 'GET', url: '/api/membership/card-life', headers })
      ).json() as CardLife;
      // The month and its last day in English for API clients, and as ISO dates for the web to write.
      expect(life.monthly).toEqual({
        month: 'November 2026',
        deadline: '30 November 2026',
        monthStartsOn: '2026-11-01',
        deadlineOn: '2026-11-30',
        bought: false,
      });
      await runCardLife(deps, ist('2026-11-25 09:00'));
      expect(await mailTo(member.email, 'Choose your November 2026 design')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a payment that never comes: the next run after its window judges October missed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { member } = await pickAtMidnight();
      await runCardLife(deps, ist('2026-11-01 00:01'));
      expect((await accountOf(member.id)).cardStatus).toBe('active');
      // The pieces were held for 15 minutes; at 03:00 the order is no purchase.
      await runCardLife(deps, ist('2026-11-01 03:00'));
      expect((await accountOf(member.id)).cardStatus).toBe('inactive');
      expect(await eventsOf(member.id, 'deactivated')).toMatchObject([{ period: '2026-10' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the re-entry fee', () => {
  it('reactivates the card once, however the payment result arrives, and starts the rule again', async () => {
    const lapsed = await cardHolder('gold', '2026-01-10 11:00');
    await app.db.update(accounts).set({ cardStatus: 'inactive' }).where(eq(accounts.userId, lapsed.id));
    const { headers } = await loginAs(app, lapsed.email, lapsed.password);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/membership/card-payment',
      headers,
      payload: { kind: 're_entry', amount: 1 },
    });
    expect(opened.statusCode).toBe(200);
    const checkout = opened.json() as CardPaymentCheckout;
    expect(checkout.amount).toBe(CARD_RULES.reEntryFeePaise);
    expect((await accountOf(lapsed.id)).cardStatus).toBe('inactive');

    const signed = signedCheckout(checkout.id);
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/payment/verify', payload: signed }),
      ...[1, 2].map(() =>
        postWebhook(app, {
          event: 'payment.captured',
          orderId: checkout.id,
          paymentId: signed.razorpay_payment_id,
          amount: checkout.amount,
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const account = await accountOf(lapsed.id);
    expect(account.cardStatus).toBe('active');
    expect(account.inactiveSince).toBeNull();
    expect(account.cycleStartedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await eventsOf(lapsed.id, 'reactivated')).toHaveLength(1);
    expect(await mailTo(lapsed.email, 'Your card is active again')).toHaveLength(1);

    const again = await app.inject({
      method: 'POST',
      url: '/api/membership/card-payment',
      headers,
      payload: { kind: 're_entry' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CARD_MESSAGES.notInactive);
  });

  it('sends its receipt in Malayalam to a member who chose Malayalam', async () => {
    const lapsed = await cardHolder('premium', '2026-01-10 11:00');
    await app.db.update(accounts).set({ cardStatus: 'inactive' }).where(eq(accounts.userId, lapsed.id));
    const { headers } = await loginAs(app, lapsed.email, lapsed.password);
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers,
      payload: { locale: 'ml' },
    });
    expect(chose.statusCode).toBe(200);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/membership/card-payment',
      headers,
      payload: { kind: 're_entry' },
    });
    const checkout = opened.json() as CardPaymentCheckout;
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(checkout.id),
    });
    expect(paid.statusCode).toBe(200);
    await app.notifier.settled();
    const [receipt] = await mailTo(lapsed.email, 'നിങ്ങളുടെ കാർഡ് വീണ്ടും ആക്ടീവ് ആയി');
    expect(receipt!.html).toContain('<html lang="ml-IN">');
    expect(receipt!.text).toContain('₹1,000 റീ-എൻട്രി ഫീസ് ലഭിച്ചു. ഇന്നു മുതൽ നിങ്ങളുടെ കാർഡ് ആക്ടീവ് ആണ്;');
    expect(await mailTo(lapsed.email, 'Your card is active again')).toHaveLength(0);
  });

  it('is refused to active cards, Platinum, and members without a card', async () => {
    const active = await cardHolder('premium', '2026-09-10 11:00');
    const platinum = await cardHolder('platinum', '2026-09-10 11:00', '2027-09-10 11:00');
    await app.db.update(accounts).set({ cardStatus: 'inactive' }).where(eq(accounts.userId, platinum.id));
    const none = await createUser(app.db);
    const ask = async (user: { email: string; password: string }, kind: string) =>
      app.inject({
        method: 'POST',
        url: '/api/membership/card-payment',
        headers: (await loginAs(app, user.email, user.password)).headers,
        payload: { kind },
      });
    expect((await ask(active, 're_entry')).json().message).toBe(CARD_MESSAGES.notInactive);
    expect((await ask(active, 'renewal')).json().message).toBe(CARD_MESSAGES.renewalIsForPlatinum);
    expect((await ask(platinum, 're_entry')).json().message).toBe(CARD_MESSAGES.reEntryIsForMonthly);
    expect((await ask(none, 're_entry')).statusCode).toBe(403);
    const noLife = await app.inject({
      method: 'GET',
      url: '/api/membership/card-life',
      headers: (await loginAs(app, none.email, none.password)).headers,
    });
    expect(noLife.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/membership/card-life' })).statusCode).toBe(401);
  });
});

describe("Platinum's year", () => {
  it('tells the member two weeks ahead, and a Signature purchase that year waives the fee', async () => {
    const member = await cardHolder('platinum', '2026-03-12 10:00', '2027-03-12 10:00');
    await bought(member.id, '2026-03-01 10:00', { isSignature: true }); // the year before: does not count
    await runCardLife(deps, ist('2027-02-20 10:00'));
    expect(await mailTo(member.email, /^Your Platinum year ends/)).toHaveLength(0);
    await runCardLife(deps, ist('2027-03-01 10:00'));
    await runCardLife(deps, ist('2027-03-02 10:00'));
    expect(await mailTo(member.email, 'Your Platinum year ends on 12 March 2027')).toHaveLength(1);

    await bought(member.id, '2027-03-05 10:00', { isSignature: true });
    await runCardLife(deps, ist('2027-03-06 10:00'));
    await runCardLife(deps, ist('2027-03-07 10:00'));
    const account = await accountOf(member.id);
    expect(account.cardStatus).toBe('active');
    expect(account.planExpiresAt?.toISOString()).toBe(ist('2028-03-12 10:00').toISOString());
    expect(await eventsOf(member.id, 'renewal_waived')).toHaveLength(1);
    expect(await mailTo(member.email, 'Your Platinum year is renewed, free')).toHaveLength(1);
  });

  it('without a Signature purchase the card is inactive at the year end, until the renewal is paid', async () => {
    const member = await cardHolder('platinum', '2026-03-12 10:00', '2027-03-12 10:00');
    await bought(member.id, '2026-12-01 10:00', {}); // LIMITED-EDITION, not Signature
    await runCardLife(deps, ist('2027-03-12 09:59'));
    expect((await accountOf(member.id)).cardStatus).toBe('active');
    await runCardLife(deps, ist('2027-03-12 10:05'));
    await runCardLife(deps, ist('2027-03-13 10:05'));
    expect((await accountOf(member.id)).cardStatus).toBe('inactive');
    expect(await eventsOf(member.id, 'renewal_lapsed')).toHaveLength(1);
    expect(await mailTo(member.email, 'Your Platinum card is inactive')).toHaveLength(1);

    const { headers } = await loginAs(app, member.email, member.password);
    const life = (
      await app.inject({ method: 'GET', url: '/api/membership/card-life', headers })
    ).json() as CardLife;
    expect(life.payment).toEqual({ kind: 'renewal', fee: '2000.00' });
    const opened = (
      await app.inject({
        method: 'POST',
        url: '/api/membership/card-payment',
        headers,
        payload: { kind: 'renewal' },
      })
    ).json() as CardPaymentCheckout;
    expect(opened.amount).toBe(200_000);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(opened.id),
    });
    expect(verified.statusCode).toBe(200);
    const account = await accountOf(member.id);
    expect(account.cardStatus).toBe('active');
    // Lapsed: a new year from the payment.
    expect(account.planExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(await eventsOf(member.id, 'renewed')).toHaveLength(1);
  });
});

describe("a member's card history and points are hers alone", () => {
  it('shows no one else’s card events or points (no member id is ever taken from the request)', async () => {
    const lapsed = await cardHolder('premium', '2026-01-10 11:00');
    await runCardLife(deps, ist('2026-03-01 09:00'));
    expect(await eventsOf(lapsed.id)).not.toHaveLength(0);
    const other = await cardHolder('gold', '2026-11-20 11:00');
    const { headers } = await loginAs(app, other.email, other.password);
    const life = (
      await app.inject({ method: 'GET', url: '/api/membership/card-life', headers })
    ).json() as CardLife;
    expect(life.status).toBe('active');
    expect(life.events).toEqual([]);
    const points = await app.inject({ method: 'GET', url: `/api/user/points?userId=${lapsed.id}`, headers });
    expect(points.json()).toMatchObject({ balance: 0, activity: [] });
  });
});
