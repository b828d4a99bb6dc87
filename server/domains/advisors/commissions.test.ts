import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAdvisor } from '../../../contracts/advisor-codes.ts';
import type { Application } from '../../../contracts/applications.ts';
import { COMMISSION_MESSAGES, type Commission, type Payout } from '../../../contracts/commissions.ts';
import {
  advisorCodes,
  advisorCommissions,
  advisorPayouts,
  advisorReferrals,
  auditLog,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import {
  freshEmail,
  freshPhone,
  nextIp,
  paidApplicant,
  postVerify,
  postWebhook,
  sandboxComplete,
  signedCheckout,
  verifiedToken,
} from '../../test/payments.ts';
import * as payments from '../payments/service.ts';
import { commissionPaise } from './commissions.ts';

let app: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let adminId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const user = await createUser(app.db, { role: 'admin' });
  adminId = user.id;
  admin = (await loginAs(app, user.email, user.password)).headers;
});
afterAll(() => app.close());

const commissionsOf = (userId: string) =>
  app.db
    .select()
    .from(advisorCommissions)
    .where(eq(advisorCommissions.userId, userId))
    .orderBy(advisorCommissions.createdAt);
const referralOf = async (userId: string) =>
  (await app.db.select().from(advisorReferrals).where(eq(advisorReferrals.userId, userId)))[0]!;
const applicationOf = async (userId: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/applications?limit=200', headers: admin });
  return (res.json() as Application[]).find((a) => a.userId === userId)!;
};
const approve = async (userId: string) => {
  const application = await applicationOf(userId);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/applications/${application.id}/approve`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const reject = async (userId: string) => {
  const application = await applicationOf(userId);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/applications/${application.id}/reject`,
    headers: admin,
    payload: { reason: 'Not a fit' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const advisorRow = async (id: string, headers = admin) => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/advisor-codes', headers });
  return (res.json() as AdminAdvisor[]).find((a) => a.id === id);
};
const pay = (advisorId: string, payload: object, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/advisor-codes/${advisorId}/payouts`, payload, headers });
const decide = (commissionId: string, payload: object, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/commissions/${commissionId}/decision`, payload, headers });

/** The member opens a Premium to Gold upgrade (signed in with the password set after paying). */
async function openUpgrade(member: { userId: string; token: string | null }) {
  const setup = await app.inject({
    method: 'POST',
    url: `/api/auth/setup-password/${member.userId}`,
    remoteAddress: nextIp(),
    payload: { password: 'Member@2026!', setupToken: member.token },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/membership/upgrade',
    headers: { authorization: `Bearer ${setup.json().token}` },
    payload: { plan: 'gold' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; amount: number };
}

/** A member brought by the advisor whose application was approved: an active Premium card. */
async function approvedMember(code: string) {
  const applicant = await paidApplicant(app, code);
  await approve(applicant.userId);
  return applicant;
}

/** The joining flow from one browser (fixed address and user agent), as the referral checks see it. */
async function applicantFrom(code: string, browser: { ip: string; ua: string }) {
  const contact = freshEmail();
  const verificationToken = await verifiedToken(app, contact);
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    remoteAddress: browser.ip,
    headers: { 'user-agent': browser.ua },
    payload: { plan: 'premium', verificationToken, referralCode: code },
  });
  expect(order.statusCode, order.body).toBe(200);
  const paid = await sandboxComplete(app, order.json().id, 'success', { ownerToken: verificationToken });
  const verified = await postVerify(app, paid.json());
  return verified.json().userId as string;
}

describe('commission amounts', () => {
  it('are amount x rate / 100 in paise, half a paisa rounding up', () => {
    expect(commissionPaise(500_000, '12.50')).toBe(62_500);
    expect(commissionPaise(2_000_000, '10.00')).toBe(200_000);
    expect(commissionPaise(499_999, '12.33')).toBe(61_650); // 61649.88
    expect(commissionPaise(1_500_000, '7.25')).toBe(108_750);
    expect(commissionPaise(1, '50.00')).toBe(1); // half a paisa
    expect(commissionPaise(3, '16.66')).toBe(0); // 0.4998
    expect(commissionPaise(100, '0.50')).toBe(1); // 0.5
    expect(commissionPaise(999, '33.33')).toBe(333); // 332.97
  });
});

describe('commissions on payments', () => {
  it('record the joining fee at the rate of the day, payable on approval, each upgrade at its own day rate', async () => {
    const advisor = await createAdvisor(app.db, { commissionRate: '12.50' });
    const applicant = await paidApplicant(app, advisor.code);
    let rows = await commissionsOf(applicant.userId);
    expect(rows).toEqual([
      expect.objectContaining({
        advisorCodeId: advisor.id,
        paymentId: applicant.order.id,
        kind: 'joining_fee',
        amountPaise: 500_000,
        commissionRate: '12.50',
        commissionPaise: 62_500,
        status: 'pending',
      }),
    ]);
    expect(await advisorRow(advisor.id)).toMatchObject({
      commissionPending: '625.00',
      commissionPayable: '0.00',
      commissionEarned: '0.00',
    });

    await approve(applicant.userId);
    // The rate changes; the joining fee keeps its rate, the upgrade paid now takes the new one.
    await app.db.update(advisorCodes).set({ commissionRate: '7.25' }).where(eq(advisorCodes.id, advisor.id));
    const opened = await openUpgrade(applicant);
    const checkout = signedCheckout(opened.id);
    // The browser's verify and two webhooks at once: one commission.
    const answers = await Promise.all([
      postVerify(app, checkout),
      ...[1, 2].map(() =>
        postWebhook(app, {
          event: 'payment.captured',
          orderId: opened.id,
          paymentId: checkout.razorpay_payment_id,
          amount: opened.amount,
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    rows = await commissionsOf(applicant.userId);
    expect(rows.map((r) => [r.kind, r.commissionRate, r.commissionPaise, r.status])).toEqual([
      ['joining_fee', '12.50', 62_500, 'payable'],
      ['upgrade', '7.25', 108_750, 'payable'],
    ]);
    expect(await advisorRow(advisor.id)).toMatchObject({
      commissionPending: '0.00',
      commissionPayable: '1712.50',
      commissionEarned: '1712.50',
    });
  });

  it('records once when verify, verify again and the webhook race for the joining fee', async () => {
    const advisor = await createAdvisor(app.db, { commissionRate: '10.00' });
    const contact = freshEmail();
    const token = await verifiedToken(app, contact);
    const order = (
      await app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        remoteAddress: nextIp(),
        payload: { plan: 'gold', verificationToken: token, referralCode: advisor.code },
      })
    ).json();
    const checkout = signedCheckout(order.id);
    const answers = await Promise.all([
      postVerify(app, checkout),
      postWebhook(app, {
        event: 'payment.captured',
        orderId: order.id,
        paymentId: checkout.razorpay_payment_id,
        amount: order.amount,
      }),
      postVerify(app, checkout),
      postWebhook(app, {
        event: 'order.paid',
        orderId: order.id,
        paymentId: checkout.razorpay_payment_id,
        amount: order.amount,
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await app.db
      .select()
      .from(advisorCommissions)
      .where(eq(advisorCommissions.advisorCodeId, advisor.id));
    expect(rows.map((r) => r.commissionPaise)).toEqual([200_000]);
  });

  it('are reversed when the payment is refunded, in the refund transaction, once', async () => {
    const advisor = await createAdvisor(app.db);
    // Rejection refunds the joining fee: its commission is reversed.
    const rejected = await paidApplicant(app, advisor.code);
    await reject(rejected.userId);
    expect((await commissionsOf(rejected.userId)).map((r) => r.status)).toEqual(['reversed']);

    // A refunded upgrade (any refund through the payments service) reverses that upgrade only.
    const member = await approvedMember(advisor.code);
    const opened = await openUpgrade(member);
    expect((await postVerify(app, signedCheckout(opened.id))).statusCode).toBe(200);
    const refund = () =>
      app.db.transaction((tx) => payments.refundInTransaction(tx, app.payments, opened.id, 'test refund'));
    expect(await Promise.all([refund(), refund()])).toEqual(expect.arrayContaining([true, false]));
    const rows = await commissionsOf(member.userId);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['joining_fee', 'payable'],
      ['upgrade', 'reversed'],
    ]);
    expect(rows[1]!.reversedAt).not.toBeNull();
    expect(await advisorRow(advisor.id)).toMatchObject({
      commissionPayable: '500.00',
      totalRevenue: '5000.00',
    });
  });
});

describe('payouts', () => {
  it('pay every payable commission once, even on a double click; nothing payable is a 409', async () => {
    const advisor = await createAdvisor(app.db, { commissionRate: '10.00' });
    await approvedMember(advisor.code);
    await approvedMember(advisor.code);
    const waiting = await paidApplicant(app, advisor.code); // pending: not paid out

    const body = { reference: 'NEFT-2026-0001', paidOn: '2026-01-15' };
    const [first, second] = await Promise.all([pay(advisor.id, body), pay(advisor.id, body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const payout = first.json() as Payout;
    expect(second.json()).toEqual(payout);
    expect(payout).toMatchObject({
      advisorId: advisor.id,
      amount: '1000.00',
      commissions: 2,
      reference: 'NEFT-2026-0001',
      paidOn: '2026-01-15',
      createdBy: { id: adminId },
    });
    const rows = await app.db
      .select()
      .from(advisorCommissions)
      .where(eq(advisorCommissions.advisorCodeId, advisor.id));
    expect(rows.filter((r) => r.status === 'paid' && r.payoutId === payout.id)).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.userId)).toEqual([waiting.userId]);
    expect(
      await app.db.select().from(advisorPayouts).where(eq(advisorPayouts.advisorCodeId, advisor.id)),
    ).toHaveLength(1);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'advisor.payout'), eq(auditLog.subjectId, advisor.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.summary).toContain('₹1,000');

    // A new reference with nothing payable left.
    const again = await pay(advisor.id, { reference: 'NEFT-2026-0002', paidOn: '2026-01-16' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMISSION_MESSAGES.nothingPayable);

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/advisor-codes/${advisor.id}/payouts`,
      headers: admin,
    });
    expect(list.json()).toEqual([payout]);
    expect(await advisorRow(advisor.id)).toMatchObject({
      commissionPaid: '1000.00',
      commissionPayable: '0.00',
      commissionPending: '500.00',
    });
  });

  it('refuse bad input with a message, and unknown advisors with 404', async () => {
    const advisor = await createAdvisor(app.db);
    const empty = await pay(advisor.id, { reference: '  ', paidOn: '2026-01-15' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(COMMISSION_MESSAGES.reference);
    const future = await pay(advisor.id, { reference: 'X1', paidOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(COMMISSION_MESSAGES.paidOn);
    const notADate = await pay(advisor.id, { reference: 'X1', paidOn: '15/01/2026' });
    expect(notADate.statusCode).toBe(400);
    const unknown = await pay('00000000-0000-4000-8000-000000000000', {
      reference: 'X',
      paidOn: '2026-01-01',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('referral checks', () => {
  it("flag an applicant with the advisor's own e-mail or phone, and hold the commission", async () => {
    const phone = freshPhone();
    const advisor = await createAdvisor(app.db, { email: freshEmail('self') });
    await app.db
      .update(advisorCodes)
      .set({ phone: `0${phone.slice(3, 8)} ${phone.slice(8)}` })
      .where(eq(advisorCodes.id, advisor.id));
    const byEmail = await paidApplicant(app, advisor.code, { email: advisor.email.toUpperCase() });
    const byPhone = await paidApplicant(app, advisor.code, { phone });
    const stranger = await paidApplicant(app, advisor.code);
    expect(await referralOf(byEmail.userId)).toMatchObject({
      flag: 'self_referral',
      flagDetail: "The applicant's e-mail is the advisor's own.",
    });
    expect(await referralOf(byPhone.userId)).toMatchObject({
      flag: 'self_referral',
      flagDetail: "The applicant's phone is the advisor's own.",
    });
    expect((await referralOf(stranger.userId)).flag).toBeNull();
    expect((await commissionsOf(byEmail.userId))[0]).toMatchObject({ status: 'held', flag: 'self_referral' });
    expect((await commissionsOf(stranger.userId))[0]!.status).toBe('pending');

    // The queue shows the flag and its reason; the table counts the flagged registrations.
    const application = await applicationOf(byPhone.userId);
    expect(application).toMatchObject({
      referralFlag: 'self_referral',
      referralFlagDetail: "The applicant's phone is the advisor's own.",
      commissionStatus: 'held',
      referralFlagDecision: null,
    });
    expect((await applicationOf(stranger.userId)).referralFlag).toBeNull();
    expect(await advisorRow(advisor.id)).toMatchObject({
      flaggedRegistrations: 2,
      flaggedUndecided: 2,
      commissionHeld: '1000.00',
    });
  });

  it('flag an applicant who pays from a device the advisor signed in from', async () => {
    const advisor = await createAdvisor(app.db, { email: freshEmail('device') });
    const browser = { ip: '198.51.100.23', ua: 'Mozilla/5.0 (advisor phone)' };
    const login = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/advisor/login',
        payload,
        remoteAddress: browser.ip,
        headers: { 'user-agent': browser.ua },
      });
    expect((await login({ code: advisor.code })).statusCode).toBe(200);
    const mail = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${advisor.email}` });
    const otp = /\b(\d{6})\b/.exec(mail.json()[0].text)![1];
    expect((await login({ code: advisor.code, otp })).statusCode).toBe(200);

    const same = await applicantFrom(advisor.code, browser);
    const otherBrowser = await applicantFrom(advisor.code, { ip: browser.ip, ua: 'Mozilla/5.0 (other)' });
    expect(await referralOf(same)).toMatchObject({
      flag: 'self_referral',
      flagDetail: 'The applicant paid from a device the advisor signed in from.',
    });
    expect((await referralOf(otherBrowser)).flag).toBeNull();
  });

  it('flag a burst: the 11th registration for one code paid within an hour, not the 10th', async () => {
    const advisor = await createAdvisor(app.db);
    const users: string[] = [];
    for (let i = 0; i < 10; i++) users.push((await paidApplicant(app, advisor.code)).userId);
    for (const u of users) expect((await referralOf(u)).flag).toBeNull();
    const eleventh = await paidApplicant(app, advisor.code);
    expect(await referralOf(eleventh.userId)).toMatchObject({
      flag: 'burst',
      flagDetail: '11 registrations for this code were paid within an hour (more than 10).',
    });
    expect((await commissionsOf(eleventh.userId))[0]!.status).toBe('held');

    // Registrations older than an hour do not count: another advisor whose 10 are from yesterday.
    const calm = await createAdvisor(app.db);
    const earlier: string[] = [];
    for (let i = 0; i < 10; i++) earlier.push((await paidApplicant(app, calm.code)).userId);
    await app.db
      .update(advisorReferrals)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(advisorReferrals.advisorCodeId, calm.id));
    const next = await paidApplicant(app, calm.code);
    expect((await referralOf(next.userId)).flag).toBeNull();
  });

  it('hold the commission through approval until staff decide; release pays, decline reverses', async () => {
    const advisor = await createAdvisor(app.db, { email: freshEmail('held') });
    const phone = freshPhone();
    await app.db.update(advisorCodes).set({ phone }).where(eq(advisorCodes.id, advisor.id));
    const flagged = await paidApplicant(app, advisor.code, { email: advisor.email });
    const declined = await paidApplicant(app, advisor.code, { phone });
    await approve(flagged.userId);
    const [held] = await commissionsOf(flagged.userId);
    expect(held!.status).toBe('held');
    // Held money is not payable: nothing to pay out yet.
    expect((await pay(advisor.id, { reference: 'H-1', paidOn: '2026-01-01' })).statusCode).toBe(409);

    const bad = await decide(held!.id, { release: 'yes' });
    expect(bad.statusCode).toBe(400);
    const released = await decide(held!.id, { release: true, note: 'Her sister, checked by phone' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      id: held!.id,
      status: 'payable',
      flag: 'self_referral',
      commission: '500.00',
    } satisfies Partial<Commission>);
    const twice = await decide(held!.id, { release: false });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COMMISSION_MESSAGES.notHeld);
    expect((await referralOf(flagged.userId)).flagDecision).toBe('released');
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, held!.id));
    expect(audit.map((a) => a.action)).toEqual(['commission.release']);
    expect(audit[0]!.summary).toContain('Her sister, checked by phone');

    // The other flagged registration is declined: reversed, never paid out.
    const [other] = await commissionsOf(declined.userId);
    const no = await decide(other!.id, { release: false, note: 'Own account' });
    expect(no.json().status).toBe('reversed');
    expect((await pay(advisor.id, { reference: 'H-2', paidOn: '2026-01-01' })).json()).toMatchObject({
      amount: '500.00',
      commissions: 1,
    });
    // An upgrade of the released member is payable at once.
    const opened = await openUpgrade(flagged);
    await postVerify(app, signedCheckout(opened.id));
    expect((await commissionsOf(flagged.userId)).map((c) => c.status)).toEqual(['paid', 'payable']);
  });

  it('a declined registration reverses its held commission, and its later upgrades', async () => {
    const advisor = await createAdvisor(app.db, { email: freshEmail('declined') });
    const member = await paidApplicant(app, advisor.code, { email: advisor.email });
    await approve(member.userId);
    const [held] = await commissionsOf(member.userId);
    const res = await decide(held!.id, { release: false, note: 'Own account' });
    expect(res.json()).toMatchObject({ status: 'reversed' });
    const opened = await openUpgrade(member);
    await postVerify(app, signedCheckout(opened.id));
    expect((await commissionsOf(member.userId)).map((c) => c.status)).toEqual(['reversed', 'reversed']);
    expect(await advisorRow(advisor.id)).toMatchObject({
      flaggedRegistrations: 1,
      flaggedUndecided: 0,
      commissionHeld: '0.00',
      commissionPayable: '0.00',
    });
  });
});

describe('sub-admin scope', () => {
  it('reads payouts and decides flags for its own advisors only, and never records a payout', async () => {
    const subUser = await createUser(app.db, { role: 'subadmin' });
    const sub = (await loginAs(app, subUser.email, subUser.password)).headers;
    const own = await createAdvisor(app.db, { email: freshEmail('own') });
    const other = await createAdvisor(app.db, { email: freshEmail('other') });
    await app.db.update(advisorCodes).set({ assignedTo: subUser.id }).where(eq(advisorCodes.id, own.id));
    const mine = await paidApplicant(app, own.code, { email: own.email });
    const theirs = await paidApplicant(app, other.code, { email: other.email });
    const [myHeld] = await commissionsOf(mine.userId);
    const [theirHeld] = await commissionsOf(theirs.userId);

    const payout = await pay(own.id, { reference: 'S-1', paidOn: '2026-01-01' }, sub);
    expect(payout.statusCode).toBe(403);
    const read = (id: string, what: 'payouts' | 'commissions') =>
      app.inject({ method: 'GET', url: `/api/admin/advisor-codes/${id}/${what}`, headers: sub });
    expect((await read(own.id, 'payouts')).statusCode).toBe(200);
    expect((await read(other.id, 'payouts')).statusCode).toBe(403);
    const commissions = await read(own.id, 'commissions');
    expect(commissions.json()).toEqual([
      expect.objectContaining({
        id: myHeld!.id,
        status: 'held',
        flag: 'self_referral',
        flagDetail: "The applicant's e-mail is the advisor's own.",
      }),
    ]);
    expect((await read(other.id, 'commissions')).statusCode).toBe(403);

    const theirsDecided = await decide(theirHeld!.id, { release: true }, sub);
    expect(theirsDecided.statusCode).toBe(403);
    expect((await commissionsOf(theirs.userId))[0]!.status).toBe('held');
    const mineDecided = await decide(myHeld!.id, { release: true }, sub);
    expect(mineDecided.statusCode).toBe(200);
    // Released before the application is reviewed: pending until approval.
    expect(mineDecided.json().status).toBe('pending');
  });
});
