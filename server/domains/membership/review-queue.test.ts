import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../../contracts/applications.ts';
import {
  accounts,
  advisorCodes,
  applications,
  auditLog,
  notifications,
  paymentEvents,
  payments,
  profiles,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import { freshPhone, paidApplicant } from '../../test/payments.ts';
import { markProfileCompleted } from './service.ts';

/**
 * The back office's review queue: its order and pages, what a reviewer sees, the
 * required rejection reason, one decision when two staff click at once (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL, where the two requests truly run side by side), and sub-admins' reach.
 */
let app: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let admin2: Headers;

const staff = async (role: 'admin' | 'subadmin') => {
  const user = await createUser(app.db, { role });
  return { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await staff('admin')).headers;
  admin2 = (await staff('admin')).headers;
});
afterAll(() => app.close());

const applicationOf = async (userId: string) =>
  (await app.db.select().from(applications).where(eq(applications.userId, userId)))[0]!;
const mailTo = (to: string) => app.db.select().from(notifications).where(eq(notifications.toAddress, to));
const review = (id: string, action: 'approve' | 'reject', headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/admin/applications/${id}/${action}`, headers, payload });
const list = (query: string, headers: Headers) =>
  app.inject({ method: 'GET', url: `/api/admin/applications${query}`, headers });

/** A fresh advisor with `n` paid applicants (in order, a second apart). */
async function advisorWith(n: number, assignedTo?: string) {
  const advisor = await createAdvisor(app.db);
  if (assignedTo)
    await app.db.update(advisorCodes).set({ assignedTo }).where(eq(advisorCodes.id, advisor.id));
  const applicants = [];
  for (let i = 0; i < n; i++) {
    const applicant = await paidApplicant(app, advisor.code);
    const row = await applicationOf(applicant.userId);
    // Distinct, ordered submission times (the queue sorts by them).
    await app.db
      .update(applications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })
      .where(eq(applications.id, row.id));
    applicants.push({ ...applicant, id: row.id });
  }
  return { advisor, applicants };
}

describe('the review queue', () => {
  it('puts pending first, oldest first, then decided, newest decision first, in keyset pages', async () => {
    const sub = await staff('subadmin');
    // A sub-admin's queue is a world of its own: exactly these five.
    const { applicants } = await advisorWith(5, sub.id);
    const [a, b, c, d, e] = applicants.map((x) => x.id) as [string, string, string, string, string];
    expect((await review(b, 'approve', admin)).statusCode).toBe(200);
    expect((await review(d, 'reject', admin, { reason: 'Not this time.' })).statusCode).toBe(200);

    const whole = await list('', sub.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().map((x: { id: string }) => x.id)).toEqual([a, c, e, d, b]);
    expect(whole.headers['x-next-cursor']).toBeUndefined();

    // Two at a time: the pages join up across the pending and decided parts.
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await list(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, sub.headers);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((x: { id: string }) => x.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual([a, c, e, d, b]);

    // A page the pending part fills exactly still leads on to the decided part.
    const first = await list('?limit=3', sub.headers);
    expect(first.json().map((x: { id: string }) => x.id)).toEqual([a, c, e]);
    const next = first.headers['x-next-cursor'] as string;
    expect(next).toBeDefined();
    const second = await list(`?limit=3&cursor=${encodeURIComponent(next)}`, sub.headers);
    expect(second.json().map((x: { id: string }) => x.id)).toEqual([d, b]);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    const pending = await list('?status=pending_review', sub.headers);
    expect(pending.json().map((x: { id: string }) => x.id)).toEqual([a, c, e]);
    const rejected = await list('?status=rejected', sub.headers);
    expect(rejected.json().map((x: { id: string }) => x.id)).toEqual([d]);

    const bad = await list('?cursor=nonsense', sub.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This page link has expired. Please reload the list.');
  });

  it('shows the reviewer the applicant, plan, amount, advisor, verification, style profile and the under-18 flag', async () => {
    const advisor = await createAdvisor(app.db, { name: 'Lekha Advisor' });
    const phone = freshPhone();
    const applicant = await paidApplicant(app, advisor.code, { phone, plan: 'gold' });
    await app.db.insert(profiles).values({
      userId: applicant.userId,
      firstName: 'Diya',
      lastName: 'Menon',
      dateOfBirth: '2010-02-03',
      gender: 'female',
      city: 'Kochi',
      state: 'Kerala',
      profession: 'Student',
      style: {
        stylePreferences: ['Casual', 'Ethnic'],
        favoriteColors: ['Maroon'],
        occasion: ['Festival'],
        budgetRange: 'under_5000',
        shoppingFrequency: 'monthly',
      } as never,
    });
    await markProfileCompleted(app.db, applicant.userId, { needsParentalConsent: true });
    const { id } = await applicationOf(applicant.userId);

    const res = await list('?status=pending_review&limit=200', admin);
    const entry = res.json().find((x: { id: string }) => x.id === id);
    expect(entry).toMatchObject({
      firstName: 'Diya',
      lastName: 'Menon',
      phone,
      email: null,
      plan: 'gold',
      amount: '20000.00',
      amountPaise: 2_000_000,
      advisorCode: advisor.code,
      advisorName: 'Lekha Advisor',
      verifiedBy: 'sms',
      needsParentalConsent: true,
      profileCompleted: true,
      profile: {
        gender: 'Female',
        city: 'Kochi',
        state: 'Kerala',
        profession: 'Student',
        styles: ['Casual', 'Ethnic'],
        colours: ['Maroon'],
        occasions: ['Festival'],
        budget: 'Under ₹5,000',
        frequency: 'Monthly',
      },
    });
  });
});

describe('rejecting', () => {
  it('needs a reason (400, nothing changes, nothing refunded)', async () => {
    const { applicants } = await advisorWith(1);
    const [applicant] = applicants as [(typeof applicants)[number]];
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await review(applicant.id, 'reject', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: APPLICATION_MESSAGES.reasonRequired,
        fieldErrors: { reason: [APPLICATION_MESSAGES.reasonRequired] },
      });
    }
    const tooLong = await review(applicant.id, 'reject', admin, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ reason: [APPLICATION_MESSAGES.reasonTooLong] });
    expect((await applicationOf(applicant.userId)).status).toBe('pending_review');
    const [order] = await app.db.select().from(payments).where(eq(payments.id, applicant.order.id));
    expect(order!.status).toBe('paid');
    expect(await mailTo(applicant.contact)).not.toContainEqual(
      expect.objectContaining({ subject: 'About your Roslis application' }),
    );
  });
});

describe('two staff deciding at the same moment', () => {
  const auditRows = (id: string) => app.db.select().from(auditLog).where(eq(auditLog.subjectId, id));

  it('approve twice: one 200, one clear 409, one e-mail, one audit record', async () => {
    const { applicants } = await advisorWith(1);
    const [applicant] = applicants as [(typeof applicants)[number]];
    const answers = await Promise.all([
      review(applicant.id, 'approve', admin),
      review(applicant.id, 'approve', admin2),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, applicant.userId));
    expect(account!.cardStatus).toBe('active');
    const conflict = answers.find((r) => r.statusCode === 409)!;
    expect(conflict.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This application has already been reviewed.',
    });
    const welcome = (await mailTo(applicant.contact)).filter(
      (m) => m.subject === 'Welcome to Roslis: your card is active',
    );
    expect(welcome).toHaveLength(1);
    expect(await auditRows(applicant.id)).toHaveLength(1);
  });

  it('reject twice: one 200, one 409, one refund, one e-mail', async () => {
    const { applicants } = await advisorWith(1);
    const [applicant] = applicants as [(typeof applicants)[number]];
    const answers = await Promise.all([
      review(applicant.id, 'reject', admin, { reason: 'We could not verify your details.' }),
      review(applicant.id, 'reject', admin2, { reason: 'Duplicate application.' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, applicant.order.id));
    expect(events.filter((e) => e.source === 'refund')).toHaveLength(1);
    const letters = (await mailTo(applicant.contact)).filter(
      (m) => m.subject === 'About your Roslis application',
    );
    expect(letters).toHaveLength(1);
    expect(await auditRows(applicant.id)).toHaveLength(1);
  });

  it('approve against reject: exactly one decision wins and the card matches it', async () => {
    const { applicants } = await advisorWith(1);
    const [applicant] = applicants as [(typeof applicants)[number]];
    const [approve, reject] = await Promise.all([
      review(applicant.id, 'approve', admin),
      review(applicant.id, 'reject', admin2, { reason: 'Not this time.' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, applicant.userId));
    const [order] = await app.db.select().from(payments).where(eq(payments.id, applicant.order.id));
    if (approve.statusCode === 200) {
      expect(account!.cardStatus).toBe('active');
      expect(order!.status).toBe('paid');
    } else {
      expect(account!.cardStatus).toBe('rejected');
      expect(order!.status).toBe('refunded');
    }
  });
  it('a rush of four clicks from two staff: still exactly one decision', async () => {
    const { applicants } = await advisorWith(1);
    const [applicant] = applicants as [(typeof applicants)[number]];
    const answers = await Promise.all([
      review(applicant.id, 'reject', admin, { reason: 'Not this time.' }),
      review(applicant.id, 'reject', admin2, { reason: 'Not this time.' }),
      review(applicant.id, 'approve', admin),
      review(applicant.id, 'approve', admin2),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const events = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, applicant.order.id));
    expect(events.filter((e) => e.source === 'refund').length).toBeLessThanOrEqual(1);
    const decisions = (await mailTo(applicant.contact)).filter(
      (m) =>
        m.subject === 'About your Roslis application' ||
        m.subject === 'Welcome to Roslis: your card is active',
    );
    expect(decisions).toHaveLength(1);
    expect(await auditRows(applicant.id)).toHaveLength(1);
  });
});

describe('sub-admins', () => {
  it("see and decide only their assigned advisors' applications; others are 404 as if absent", async () => {
    const mine = await staff('subadmin');
    const other = await staff('subadmin');
    const { applicants: own } = await advisorWith(2, mine.id);
    const { applicants: theirs } = await advisorWith(2, other.id);
    const { applicants: unassigned } = await advisorWith(1);
    const [own1, own2] = own as [(typeof own)[number], (typeof own)[number]];
    const [their1, their2] = theirs as [(typeof theirs)[number], (typeof theirs)[number]];

    const seen = (await list('?limit=200', mine.headers)).json().map((x: { id: string }) => x.id);
    expect(seen.sort()).toEqual([own1.id, own2.id].sort());

    const refused = await review(their1.id, 'approve', mine.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Application not found.');
    expect((await review(their2.id, 'reject', mine.headers, { reason: 'No.' })).statusCode).toBe(404);
    expect((await review(unassigned[0]!.id, 'approve', mine.headers)).statusCode).toBe(404);
    expect((await applicationOf(their1.userId)).status).toBe('pending_review');
    expect((await applicationOf(their2.userId)).status).toBe('pending_review');
    const [order] = await app.db.select().from(payments).where(eq(payments.id, their2.order.id));
    expect(order!.status).toBe('paid');

    const approved = await review(own1.id, 'approve', mine.headers);
    expect(approved.statusCode).toBe(200);
    const rejected = await review(own2.id, 'reject', mine.headers, { reason: 'Incomplete details.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', refunded: true });
    const [record] = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, own1.id));
    expect(record).toMatchObject({ actorId: mine.id, actorRole: 'subadmin' });

    // An admin sees everything, whoever the advisor is assigned to.
    const all = (await list('?limit=200', admin)).json().map((x: { id: string }) => x.id);
    for (const x of [own1, own2, their1, their2, unassigned[0]!]) expect(all).toContain(x.id);
  });
});
