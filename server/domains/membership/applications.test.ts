import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  accounts,
  advisorReferrals,
  applications,
  notifications,
  paymentEvents,
  payments,
  profiles,
} from '../../db/schema/index.ts';
import { createSandboxGateway } from '../../lib/payments/sandbox.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import { freshPhone, paidApplicant } from '../../test/payments.ts';
import { markProfileCompleted } from './service.ts';

let app: TestApp;
let advisor: Awaited<ReturnType<typeof createAdvisor>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  app = await buildTestApp();
  advisor = await createAdvisor(app.db, { name: 'Anna Advisor', commissionRate: '10.00' });
  const adminUser = await createUser(app.db, { role: 'admin' });
  admin = await loginAs(app, adminUser.email, adminUser.password);
});
afterAll(() => app.close());

const applicationOf = async (userId: string) =>
  (await app.db.select().from(applications).where(eq(applications.userId, userId)))[0]!;
const accountOf = async (userId: string) =>
  (await app.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!;
const referralOf = async (userId: string) =>
  (await app.db.select().from(advisorReferrals).where(eq(advisorReferrals.userId, userId)))[0]!;
const orderOf = async (id: string) => (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const mailTo = (to: string) => app.db.select().from(notifications).where(eq(notifications.toAddress, to));

const review = (id: string, action: 'approve' | 'reject', payload?: object, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/applications/${id}/${action}`, headers, payload });

describe('GET /api/admin/applications', () => {
  it('lists the queue (pending oldest first) with advisor, commission, verification and profile', async () => {
    const older = await paidApplicant(app, advisor.code);
    const newer = await paidApplicant(app, advisor.code, { plan: 'gold' });
    await app.db
      .insert(profiles)
      .values({ userId: newer.userId, firstName: 'Meera', lastName: 'Nair', dateOfBirth: '2009-04-01' });
    await markProfileCompleted(app.db, newer.userId, { needsParentalConsent: true });
    await markProfileCompleted(app.db, '00000000-0000-4000-8000-000000000000', {
      needsParentalConsent: false,
    });

    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/applications?limit=200',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { userId: string }[];
    const ids = list.map((a) => a.userId);
    expect(ids.indexOf(older.userId)).toBeLessThan(ids.indexOf(newer.userId));
    expect(list.find((a) => a.userId === newer.userId)).toMatchObject({
      email: newer.contact,
      phone: null,
      firstName: 'Meera',
      lastName: 'Nair',
      dateOfBirth: '2009-04-01',
      plan: 'gold',
      amount: '20000.00',
      status: 'pending_review',
      advisorCode: advisor.code,
      advisorName: 'Anna Advisor',
      verifiedBy: 'email',
      commission: '2000.00',
      needsParentalConsent: true,
      profileCompleted: true,
      orderId: newer.order.id,
      refunded: false,
      reviewNote: null,
      reviewedAt: null,
    });
    expect(list.find((a) => a.userId === older.userId)).toMatchObject({
      firstName: null,
      profileCompleted: false,
      commission: '500.00',
    });

    const approved = await app.inject({
      method: 'GET',
      url: '/api/admin/applications?status=approved',
      headers: admin.headers,
    });
    expect(approved.json().every((a: { status: string }) => a.status === 'approved')).toBe(true);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/applications?status=nope',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const customer = await createUser(app.db);
    const c = await loginAs(app, customer.email, customer.password);
    expect((await app.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(401);
    const forbidden = await app.inject({ method: 'GET', url: '/api/admin/applications', headers: c.headers });
    expect(forbidden.statusCode).toBe(403);
    const applicant = await paidApplicant(app, advisor.code);
    const { id } = await applicationOf(applicant.userId);
    expect((await review(id, 'approve', undefined, {} as typeof admin.headers)).statusCode).toBe(401);
    expect((await review(id, 'reject', { reason: 'No.' }, c.headers)).statusCode).toBe(403);
    expect((await applicationOf(applicant.userId)).status).toBe('pending_review');
  });
});

describe('approve', () => {
  it('activates the card on the plan, earns the commission and e-mails the applicant', async () => {
    const applicant = await paidApplicant(app, advisor.code, { plan: 'gold' });
    const { id } = await applicationOf(applicant.userId);
    const res = await review(id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      plan: 'gold',
      reviewedAt: expect.any(String),
    });
    const application = await applicationOf(applicant.userId);
    expect(application).toMatchObject({ status: 'approved', reviewedBy: admin.userId });
    const account = await accountOf(applicant.userId);
    expect(account).toMatchObject({ cardStatus: 'active', currentPlan: 'gold' });
    expect(account.cardActivatedAt).toBeInstanceOf(Date);
    expect((await referralOf(applicant.userId)).status).toBe('earned');
    const mail = await mailTo(applicant.contact);
    const welcome = mail.find((m) => m.subject === 'Welcome to Roslis: your card is active');
    expect(welcome?.text).toContain('Gold card is now active');
    expect(welcome?.text).toMatch(/Sign in: http:\/\/[^/]+\/login/);

    const twice = await review(id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This application has already been reviewed.');
    expect((await review(id, 'reject', { reason: 'Late.' })).statusCode).toBe(409);
    expect((await orderOf(applicant.order.id)).status).toBe('paid');
  });

  it('texts a phone-only applicant', async () => {
    const phone = freshPhone();
    const applicant = await paidApplicant(app, advisor.code, { phone });
    const { id } = await applicationOf(applicant.userId);
    expect((await review(id, 'approve')).statusCode).toBe(200);
    const texts = await mailTo(phone);
    expect(texts.some((m) => m.channel === 'sms' && m.text.includes('Premium card is now active'))).toBe(
      true,
    );
  });

  it('answers 404 for an unknown application', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await review(unknown, 'approve')).statusCode).toBe(404);
    expect((await review(unknown, 'reject', { reason: 'Unknown.' })).statusCode).toBe(404);
  });
});

describe('reject', () => {
  it('refunds the fee in full, rejects the card, voids the commission and e-mails the reason', async () => {
    const applicant = await paidApplicant(app, advisor.code);
    const { id } = await applicationOf(applicant.userId);
    const res = await review(id, 'reject', { reason: 'We could not verify your details.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      refunded: true,
      reviewNote: 'We could not verify your details.',
    });
    const order = await orderOf(applicant.order.id);
    expect(order.status).toBe('refunded');
    expect(order.refundId).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(order.refundedAt).toBeInstanceOf(Date);
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events.filter((e) => e.source === 'refund' && e.outcome === 'success')).toHaveLength(1);
    expect(await accountOf(applicant.userId)).toMatchObject({ cardStatus: 'rejected', currentPlan: 'none' });
    expect((await referralOf(applicant.userId)).status).toBe('void');
    const letter = (await mailTo(applicant.contact)).find(
      (m) => m.subject === 'About your Roslis application',
    );
    expect(letter?.text).toContain('We could not verify your details.');
    expect(letter?.text).toContain('₹5,000 has been refunded in full');

    const twice = await review(id, 'reject', { reason: 'Twice.' });
    expect(twice.statusCode).toBe(409);
    expect((await review(id, 'approve')).statusCode).toBe(409);
    const refunds = await app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(refunds.filter((e) => e.source === 'refund')).toHaveLength(1);

    // A late webhook for the refunded order changes nothing.
    const status = await app.inject({ method: 'GET', url: `/api/payment/status/${order.id}` });
    expect(status.json()).toEqual({ status: 'refunded' });
  });

  it('changes nothing when the gateway refuses the refund (503)', async () => {
    const sandbox = createSandboxGateway(testConfig.payments);
    let refundWorks = false;
    const database = await openTestDatabase();
    const flaky = await buildApp(testConfig, {
      database,
      logger: false,
      paymentGateway: {
        ...sandbox,
        refund: async (paymentId, amount) => {
          if (!refundWorks) throw new Error('gateway down');
          return sandbox.refund(paymentId, amount);
        },
      },
    });
    flaky.addHook('onClose', () => database.close());
    await flaky.ready();
    try {
      const flakyAdvisor = await createAdvisor(flaky.db);
      const adminUser = await createUser(flaky.db, { role: 'admin' });
      const a = await loginAs(flaky, adminUser.email, adminUser.password);
      const applicant = await paidApplicant(flaky, flakyAdvisor.code);
      const [application] = await flaky.db
        .select()
        .from(applications)
        .where(eq(applications.userId, applicant.userId));
      const url = `/api/admin/applications/${application!.id}/reject`;
      const payload = { reason: 'We could not verify your details.' };
      const res = await flaky.inject({ method: 'POST', url, headers: a.headers, payload });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'The refund could not be made. Please try again.',
      });
      const [after] = await flaky.db.select().from(applications).where(eq(applications.id, application!.id));
      expect(after!.status).toBe('pending_review');
      const [order] = await flaky.db.select().from(payments).where(eq(payments.id, applicant.order.id));
      expect(order).toMatchObject({ status: 'paid', refundId: null });
      const [account] = await flaky.db.select().from(accounts).where(eq(accounts.userId, applicant.userId));
      expect(account!.cardStatus).toBe('pending_review');
      const events = await flaky.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order!.id));
      expect(events.filter((e) => e.source === 'refund').map((e) => e.outcome)).toEqual(['failure']);

      refundWorks = true;
      const retry = await flaky.inject({ method: 'POST', url, headers: a.headers, payload });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ status: 'rejected', refunded: true });
    } finally {
      await flaky.close();
    }
  });
});
