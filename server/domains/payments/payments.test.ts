import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  advisorCommissions,
  advisorReferrals,
  applications,
  joiningRequests,
  notifications,
  passwordTokens,
  paymentEvents,
  payments,
  users,
  verificationCodes,
} from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { gatewayId, signPayment } from '../../lib/payments/signatures.ts';
import { buildTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import {
  signedCheckout as checkout,
  freshEmail,
  freshPhone,
  nextIp,
  openOrder,
  postCreateOrder,
  postVerify,
  postWebhook,
  sandboxComplete,
  verifiedToken,
} from '../../test/payments.ts';
import * as paymentService from './service.ts';

/** Create-order, the sandbox checkout, verify and the settlement that makes the account once. */
const secrets = testConfig.payments;
let app: TestApp;
let advisor: Awaited<ReturnType<typeof createAdvisor>>;

beforeAll(async () => {
  app = await buildTestApp();
  advisor = await createAdvisor(app.db, { commissionRate: '12.50' });
});
afterAll(() => app.close());

const orderRow = async (id: string) => (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const eventsFor = (orderId: string) =>
  app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
const countWhere = async (table: typeof users | typeof applications, where: ReturnType<typeof eq>) =>
  (await app.db.select({ n: count() }).from(table).where(where))[0]!.n;

const webhook = (body: Parameters<typeof postWebhook>[1], opts?: Parameters<typeof postWebhook>[2]) =>
  postWebhook(app, body, opts);

describe('GET /api/payment/config', () => {
  it('names the sandbox gateway without a key id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', keyId: null });
  });
});

describe('POST /api/payment/create-order', () => {
  it('charges the price from the tiers table, ignoring the amount the client sends', async () => {
    const email = freshEmail();
    const verificationToken = await verifiedToken(app, email);
    const res = await postCreateOrder(app, {
      plan: 'premium',
      amount: 1,
      verificationToken,
      referralCode: ` ${advisor.code.toLowerCase()} `,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount: 500000,
      currency: 'INR',
      price: '5000.00',
      plan: 'premium',
      provider: 'sandbox',
      keyId: null,
    });
    expect(body.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    const row = await orderRow(body.id);
    expect(row).toMatchObject({
      provider: 'sandbox',
      purpose: 'joining_fee',
      amountPaise: 500000,
      status: 'created',
      userId: null,
    });
    // The joining request it pays for is onboarding's: the verified contact, plan and advisor.
    const [request] = await app.db
      .select()
      .from(joiningRequests)
      .where(eq(joiningRequests.id, row.reference));
    expect(request).toMatchObject({
      plan: 'premium',
      channel: 'email',
      contact: email,
      verificationTokenHash: sha256(verificationToken),
      advisorCodeId: advisor.id,
      userId: null,
    });
    const events = await eventsFor(body.id);
    expect(events).toMatchObject([{ source: 'create-order', outcome: 'success' }]);
  });

  it('refuses Basic (₹1) unless PAYMENTS_TEST_TIER asks for it, and Platinum (invitation only)', async () => {
    const token = await verifiedToken(app, freshEmail());
    const refused = await postCreateOrder(app, {
      plan: 'basic',
      verificationToken: token,
      referralCode: advisor.code,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.plan).toEqual([
      'This membership plan is not available. Please choose another plan.',
    ]);
    const testing = await buildTestApp({ paymentsTestTier: true });
    try {
      const testingAdvisor = await createAdvisor(testing.db);
      const basic = await openOrder(testing, testingAdvisor.code, { plan: 'basic' });
      expect(basic.order).toMatchObject({ amount: 100, price: '1.00', plan: 'basic' });
    } finally {
      await testing.close();
    }
    const platinum = await postCreateOrder(app, {
      plan: 'platinum',
      verificationToken: token,
      referralCode: advisor.code,
    });
    expect(platinum.statusCode).toBe(400);
    expect(platinum.json().message).toMatch(/invitation only/);
    const unknown = await postCreateOrder(app, {
      plan: 'diamond',
      verificationToken: token,
      referralCode: advisor.code,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
  });

  it('needs an active advisor code', async () => {
    const token = await verifiedToken(app, freshEmail());
    const inactive = await createAdvisor(app.db, { isActive: false });
    for (const referralCode of ['NOSUCHCODE', inactive.code]) {
      const res = await postCreateOrder(app, { plan: 'premium', verificationToken: token, referralCode });
      expect(res.statusCode, referralCode).toBe(400);
      expect(res.json().fieldErrors.referralCode).toBeDefined();
    }
  });

  it('needs a live verification token', async () => {
    const expected = 'Your verification has expired. Please verify your email or phone again.';
    const unknown = await postCreateOrder(app, {
      plan: 'premium',
      verificationToken: 'not-a-token',
      referralCode: advisor.code,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(expected);

    const email = freshEmail();
    const token = await verifiedToken(app, email);
    await app.db
      .update(verificationCodes)
      .set({ consumedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(verificationCodes.contact, email));
    const expired = await postCreateOrder(app, {
      plan: 'premium',
      verificationToken: token,
      referralCode: advisor.code,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(expected);
  });

  it('is a 409 when the contact got an account after it was verified', async () => {
    // The verify step itself answers 409 for an address with an account; one made since (another tab
    // finished first) is caught here.
    const email = freshEmail();
    const token = await verifiedToken(app, email);
    await createUser(app.db, { email });
    const res = await postCreateOrder(app, {
      plan: 'gold',
      verificationToken: token,
      referralCode: advisor.code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an account. Please login to upgrade your membership.',
    });
  });

  it('keeps the normal JSON parser for the rest of the app', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: { 'content-type': 'application/json' },
      payload: '{"plan":',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('sandbox checkout, verify and settlement', () => {
  it('pays, verifies and makes the account, application and referral once', async () => {
    const { order, contact, verificationToken } = await openOrder(app, advisor.code);
    const paid = await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken });
    expect(paid.statusCode).toBe(200);
    const result = paid.json();
    expect(result.razorpay_order_id).toBe(order.id);
    expect(result.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(result.razorpay_signature).toBe(
      signPayment(secrets.keySecret, order.id, result.razorpay_payment_id),
    );

    const first = await postVerify(app, { ...result, plan: 'premium' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, needsPasswordSetup: true });
    expect(body.token).toEqual(expect.any(String));
    const again = await postVerify(app, result);
    expect(again.json()).toMatchObject({ userId: body.userId, needsPasswordSetup: true });
    expect(again.json().token).not.toBe(body.token);

    const [user] = await app.db.select().from(users).where(eq(users.email, contact));
    expect(user).toMatchObject({ id: body.userId, isVerified: true, passwordHash: null, role: 'customer' });
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, body.userId));
    expect(account).toMatchObject({ currentPlan: 'premium', cardStatus: 'pending_review' });
    const [application] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.userId, body.userId));
    expect(application).toMatchObject({
      orderId: order.id,
      plan: 'premium',
      amountPaise: 500000,
      status: 'pending_review',
    });
    const [referral] = await app.db
      .select()
      .from(advisorReferrals)
      .where(eq(advisorReferrals.userId, body.userId));
    expect(referral).toMatchObject({ advisorCodeId: advisor.id, status: 'pending' });
    const commissions = await app.db
      .select()
      .from(advisorCommissions)
      .where(eq(advisorCommissions.userId, body.userId));
    expect(commissions).toEqual([
      expect.objectContaining({ paymentId: order.id, commissionPaise: 62500, status: 'pending' }),
    ]);
    const live = await app.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, body.userId), eq(passwordTokens.purpose, 'setup')));
    // Each verify issues a setup token (the browser keeps the last); only hashes are stored.
    expect(live.filter((t) => t.usedAt === null)).toHaveLength(2);
    expect(live.map((t) => t.tokenHash)).toContain(sha256(again.json().token));
    expect(live.map((t) => t.tokenHash)).not.toContain(again.json().token);

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'paid', paymentId: result.razorpay_payment_id, userId: body.userId });
    const mail = await app.db.select().from(notifications).where(eq(notifications.toAddress, contact));
    expect(mail.filter((m) => m.subject === 'We received your Roslis application')).toHaveLength(1);
    expect(mail.find((m) => m.subject === 'We received your Roslis application')!.text).toContain('₹5,000');

    // Completing a paid order again answers the same result, without a second capture.
    const repeat = await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken });
    expect(repeat.json()).toEqual(result);
    const sources = (await eventsFor(order.id)).map((e) => `${e.source}:${e.outcome}`);
    expect(sources.filter((s) => s === 'sandbox-checkout:success')).toHaveLength(1);
    expect(sources).toContain('sandbox-checkout:duplicate');
    expect(sources.filter((s) => s === 'verify:success')).toHaveLength(2);
  });

  it('settles exactly once when verify (twice) and the webhook arrive together', async () => {
    const { order, contact } = await openOrder(app, advisor.code, { plan: 'gold' });
    const result = checkout(order.id);
    const responses = await Promise.all([
      postVerify(app, result),
      webhook({
        event: 'payment.captured',
        orderId: order.id,
        paymentId: result.razorpay_payment_id,
        amount: 2000000,
      }),
      postVerify(app, result),
      webhook({
        event: 'order.paid',
        orderId: order.id,
        paymentId: result.razorpay_payment_id,
        amount: 2000000,
      }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses[0]!.json().userId).toBe(responses[2]!.json().userId);
    expect(responses[1]!.json()).toEqual({ status: 'ok' });
    const userId = responses[0]!.json().userId as string;
    expect(await countWhere(users, eq(users.email, contact))).toBe(1);
    expect(await countWhere(applications, eq(applications.orderId, order.id))).toBe(1);
    const referrals = await app.db.select().from(advisorReferrals).where(eq(advisorReferrals.userId, userId));
    expect(referrals).toHaveLength(1);
    const commissions = await app.db
      .select()
      .from(advisorCommissions)
      .where(eq(advisorCommissions.userId, userId));
    expect(commissions.map((c) => c.commissionPaise)).toEqual([250000]);
    const receipts = await app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.toAddress, contact),
          eq(notifications.subject, 'We received your Roslis application'),
        ),
      );
    expect(receipts).toHaveLength(1);
  });

  it('refuses a tampered signature (400, recorded) and a plan that differs from the order', async () => {
    const { order } = await openOrder(app, advisor.code);
    const good = checkout(order.id);
    // Change the last hex digit (to another digit: a signature ending in 0 must not stay the same).
    const last = good.razorpay_signature.at(-1) === '0' ? '1' : '0';
    const tampered = { ...good, razorpay_signature: `${good.razorpay_signature.slice(0, -1)}${last}` };
    const forOther = { ...checkout('order_other'), razorpay_order_id: order.id };
    for (const payload of [tampered, forOther, { ...good, razorpay_payment_id: gatewayId('pay') }]) {
      const res = await postVerify(app, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Payment verification failed. Please contact support.');
    }
    const events = await eventsFor(order.id);
    expect(events.filter((e) => e.outcome === 'invalid_signature')).toHaveLength(3);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', userId: null });

    const wrongPlan = await postVerify(app, { ...good, plan: 'gold' });
    expect(wrongPlan.statusCode).toBe(400);
    const unknown = await postVerify(app, checkout('order_AAAAAAAAAAAAAA'));
    expect(unknown.statusCode).toBe(404);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created' });
  });

  it('texts a phone applicant and makes a phone-only account', async () => {
    const phone = freshPhone();
    const { order, verificationToken } = await openOrder(app, advisor.code, { phone });
    const paid = await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken });
    const verified = await postVerify(app, paid.json());
    expect(verified.statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.id, verified.json().userId));
    expect(user).toMatchObject({ phone, email: null });
    const texts = await app.db.select().from(notifications).where(eq(notifications.toAddress, phone));
    expect(texts.some((m) => m.channel === 'sms' && m.text.includes('joining fee of ₹5,000'))).toBe(true);
  });

  it('writes the joining receipt in the applicant’s saved language, English while she has none', async () => {
    const { order, contact, verificationToken } = await openOrder(app, advisor.code);
    const paid = await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken });
    const { userId } = (await postVerify(app, paid.json())).json();
    await app.notifier.settled();
    // The account was made as the fee arrived: no language saved yet, so the receipt went in English.
    const receipts = async (to: string) =>
      (await app.db.select().from(notifications).where(eq(notifications.toAddress, to))).filter((n) =>
        n.text.includes('₹5,000'),
      );
    const [english, ...none] = await receipts(contact);
    expect(none).toEqual([]);
    expect(english).toMatchObject({ subject: 'We received your Roslis application' });
    expect(english!.html).toContain('<html lang="en-IN">');
    expect(english!.text).toContain(
      'Thank you. We received your joining fee of ₹5,000 for the Premium card.',
    );

    // Once her account has Malayalam saved, the receipt is written in it.
    await app.db.update(users).set({ locale: 'ml' }).where(eq(users.id, userId));
    await app.paymentHandlers.get('joining_fee').afterSettled!(await orderRow(order.id));
    await app.notifier.settled();
    const ml = (await receipts(contact)).find((n) => n.id !== english!.id)!;
    expect(ml.subject).toBe('നിങ്ങളുടെ Roslis അപേക്ഷ ഞങ്ങൾക്കു ലഭിച്ചു');
    expect(ml.html).toContain('<html lang="ml-IN">');
    expect(ml.text).toContain('നിങ്ങളുടെ അപേക്ഷ ഞങ്ങളുടെ കൈയിലാണ്');
    expect(ml.text).toContain('നന്ദി. പ്രീമിയം കാർഡിനുള്ള ₹5,000 ജോയിനിംഗ് ഫീസ് ഞങ്ങൾക്കു ലഭിച്ചു.');
    expect(ml.text).toContain('അപേക്ഷ അംഗീകരിച്ചില്ലെങ്കിൽ ഫീസ് മുഴുവനായും റീഫണ്ട് ചെയ്യും.');
    expect(ml.text).toContain('ലോഗിൻ പേജിലെ “പാസ്‌വേഡ് മറന്നോ?” ഉപയോഗിക്കൂ.');
    // Only the brand and the amount are left in Latin letters.
    expect(new Set(ml.text.match(/[A-Za-z]+/g))).toEqual(new Set(['Roslis']));

    // A phone applicant's text, the same way.
    const phone = freshPhone();
    const byPhone = await openOrder(app, advisor.code, { phone });
    const phonePaid = await sandboxComplete(app, byPhone.order.id, 'success', {
      ownerToken: byPhone.verificationToken,
    });
    const phoneUser = (await postVerify(app, phonePaid.json())).json().userId as string;
    await app.db.update(users).set({ locale: 'ml' }).where(eq(users.id, phoneUser));
    await app.paymentHandlers.get('joining_fee').afterSettled!(await orderRow(byPhone.order.id));
    await app.notifier.settled();
    const texts = (await receipts(phone)).map((n) => n.text);
    expect(texts.sort()).toEqual([
      'Roslis: we received your joining fee of ₹5,000 for the Premium card. Your application is under review (3-5 business days).',
      'Roslis: പ്രീമിയം കാർഡിനുള്ള ₹5,000 ജോയിനിംഗ് ഫീസ് ലഭിച്ചു. നിങ്ങളുടെ അപേക്ഷ പരിശോധനയിലാണ് (3-5 പ്രവൃത്തി ദിവസം).',
    ]);
  });

  it('answers 409 without crashing when the contact got an account meanwhile', async () => {
    const { order, contact } = await openOrder(app, advisor.code);
    await createUser(app.db, { email: contact });
    const res = await postVerify(app, checkout(order.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    // Taken, but not honoured: given back through the gateway at once.
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', userId: null });
    expect(await countWhere(applications, eq(applications.orderId, order.id))).toBe(0);
    const events = await eventsFor(order.id);
    expect(events.some((e) => e.outcome === 'ignored' && /already exists/.test(e.detail ?? ''))).toBe(true);
  });

  it('records a failed checkout; a failed order can still be paid; a paid order never goes back', async () => {
    const { order, verificationToken } = await openOrder(app, advisor.code);
    const failed = await sandboxComplete(app, order.id, 'failure', { ownerToken: verificationToken });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      status: 'failed',
      error: { description: 'Payment failed. No money was taken.' },
    });
    expect((await orderRow(order.id)).status).toBe('failed');
    const status = await app.inject({ method: 'GET', url: `/api/payment/status/${order.id}` });
    expect(status.json()).toEqual({ status: 'failed' });

    const paid = await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken });
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
    const lateFailure = await sandboxComplete(app, order.id, 'failure', { ownerToken: verificationToken });
    expect(lateFailure.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
    const outcomes = (await eventsFor(order.id)).map((e) => `${e.source}:${e.outcome}`);
    expect(outcomes).toContain('sandbox-checkout:failure');
    expect(outcomes).toContain('sandbox-checkout:ignored');
    expect(outcomes).toContain('webhook:ignored');
  });

  it('lets only the payer complete a sandbox payment: the applicant with its token, the member it belongs to', async () => {
    const { order, verificationToken } = await openOrder(app, advisor.code);
    const other = await openOrder(app, advisor.code);
    for (const as of [{}, { ownerToken: other.verificationToken }, { ownerToken: 'not-a-token' }]) {
      const res = await sandboxComplete(app, order.id, 'success', as);
      expect(res.statusCode, JSON.stringify(as)).toBe(404);
      expect(res.json().message).toBe('We could not find this payment. Please start the payment again.');
    }
    expect((await orderRow(order.id)).status).toBe('created');
    expect(
      (await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken })).statusCode,
    ).toBe(200);

    const owner = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const stranger = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const renewal = await paymentService.openPayment(
      { db: app.db, gateway: app.payments },
      {
        purpose: 'renewal',
        reference: `renewal-${owner.id}`,
        amountPaise: 200_000,
        userId: owner.id,
        label: 'renewal',
      },
    );
    const strangerHeaders = (await loginAs(app, stranger.email, stranger.password)).headers;
    expect((await sandboxComplete(app, renewal.id, 'success', { headers: strangerHeaders })).statusCode).toBe(
      404,
    );
    const ownerHeaders = (await loginAs(app, owner.email, owner.password)).headers;
    expect((await sandboxComplete(app, renewal.id, 'failure', { headers: ownerHeaders })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown order or one that is not the sandbox’s', async () => {
    expect((await sandboxComplete(app, 'order_NOPENOPENOPENO')).statusCode).toBe(404);
    const { order, verificationToken } = await openOrder(app, advisor.code);
    await app.db.update(payments).set({ provider: 'razorpay' }).where(eq(payments.id, order.id));
    expect(
      (await sandboxComplete(app, order.id, 'success', { ownerToken: verificationToken })).statusCode,
    ).toBe(404);
  });
});
