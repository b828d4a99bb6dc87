import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '../../../contracts/applications.ts';
import {
  SALES_MESSAGES,
  type SalesPerson,
  type SalesRegistration,
  type SalesStats,
} from '../../../contracts/sales.ts';
import { auditLog, joiningRequests, salesPeople, salesRegistrations } from '../../db/schema/index.ts';
import { istParts, monthKey } from '../../lib/calendar.ts';
import { maskEmail } from '../../lib/mask.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createPaidPayment, createUser } from '../../test/factories.ts';
import {
  freshEmail,
  nextIp,
  paidApplicant,
  postCreateOrder,
  postVerify,
  postWebhook,
  verifiedToken,
} from '../../test/payments.ts';
import { createSalesPerson, drawReferralCode } from './service.ts';

type Headers = Record<string, string>;
let app: TestApp;
let admin: { id: string; headers: Headers };
let customer: Headers;
let subAdmin: Headers;
let advisorCookie: string;

async function signedIn(role: 'customer' | 'admin' | 'subadmin') {
  const user = await createUser(app.db, { role });
  return { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
}

/** An advisor signed in to its own dashboard (code, then the e-mailed one-time code). */
async function advisorSession() {
  const a = await createAdvisor(app.db, { email: freshEmail('advisor') });
  const login = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/advisor/login', payload, remoteAddress: nextIp() });
  await login({ code: a.code });
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(a.email)}`,
  });
  const otp = /\b(\d{6})\b/.exec(outbox.json()[0].text)![1];
  const res = await login({ code: a.code, otp });
  return res.cookies.find((c) => c.name === 'advisor_sid')!.value;
}

const add = (payload: object, headers: Headers = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/sales-people', payload, headers });
const get = (url: string, headers: Headers = admin.headers) => app.inject({ method: 'GET', url, headers });

async function addPerson(overrides: object = {}) {
  const res = await add({
    name: 'Priya Nair',
    email: freshEmail('sales'),
    region: 'kerala',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as SalesPerson;
}

const personById = async (id: string) =>
  ((await get('/api/sales-people')).json() as SalesPerson[]).find((p) => p.id === id)!;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signedIn('admin');
  customer = (await signedIn('customer')).headers;
  subAdmin = (await signedIn('subadmin')).headers;
  advisorCookie = await advisorSession();
});
afterAll(() => app.close());

describe('who may use the sales API (admins only: sub-admins look after advisors)', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/sales-people' },
    {
      method: 'POST' as const,
      url: '/api/sales-people',
      payload: { name: 'X', email: freshEmail(), region: 'kerala' },
    },
    { method: 'GET' as const, url: '/api/registrations' },
    { method: 'GET' as const, url: '/api/sales-people/00000000-0000-4000-8000-000000000000/stats' },
  ];

  it('answers 401 to an anonymous caller and 403 to a member, a sub-admin and a signed-in advisor', async () => {
    for (const route of routes()) {
      const anonymous = await app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const [who, headers] of [
        ['member', customer],
        ['sub-admin', subAdmin],
      ] as const) {
        const res = await app.inject({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url} ${who}`).toBe(403);
      }
      const advisor = await app.inject({ ...route, cookies: { advisor_sid: advisorCookie } });
      expect(advisor.statusCode, `${route.method} ${route.url} advisor`).toBe(403);
    }
    // Nothing was written by the refused POSTs.
    expect(await app.db.select().from(salesPeople).where(eq(salesPeople.name, 'X'))).toHaveLength(0);
  });

  it('lets an admin through every route', async () => {
    const person = await addPerson();
    expect((await get('/api/sales-people')).statusCode).toBe(200);
    expect((await get('/api/registrations')).statusCode).toBe(200);
    expect((await get(`/api/sales-people/${person.id}/stats`)).statusCode).toBe(200);
  });
});

describe('POST /api/sales-people', () => {
  it('adds a person with a generated upper-case SP code, the default rate, a normalised phone, audited', async () => {
    const email = freshEmail('Anjali');
    const res = await add({
      name: 'Anjali Menon',
      email: email.toUpperCase(),
      phone: '098470 12345',
      region: 'tamil-nadu',
    });
    expect(res.statusCode).toBe(201);
    const person = res.json() as SalesPerson;
    expect(person).toMatchObject({
      name: 'Anjali Menon',
      email: email.toLowerCase(),
      phone: '+919847012345',
      region: 'tamil-nadu',
      commissionRate: '10.00',
      isActive: true,
      registrations: 0,
      totalRevenue: '0.00',
      commission: '0.00',
    });
    expect(person.referralCode).toMatch(/^SPANJALIMENO\d{4}$/);
    expect(person.referralCode).toHaveLength(16);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, person.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'sales_person.create',
      subjectType: 'sales_person',
      summary: `Added sales person Anjali Menon (${person.referralCode}, tamil-nadu)`,
    });
    expect((await get('/api/sales-people')).json()).toContainEqual(person);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = (await app.db.select().from(salesPeople)).length;
    const cases: [object, string, string][] = [
      [{ name: ' ', email: freshEmail(), region: 'kerala' }, 'name', SALES_MESSAGES.nameRequired],
      [
        { name: 'A', email: 'not-an-email', region: 'kerala' },
        'email',
        'Please enter a valid email address.',
      ],
      [{ name: 'A', email: freshEmail(), region: 'goa' }, 'region', SALES_MESSAGES.region],
      [{ name: 'A', email: freshEmail(), region: 'kerala', phone: '12345' }, 'phone', SALES_MESSAGES.phone],
      [
        { name: 'A', email: freshEmail(), region: 'kerala', commissionRate: '12.345' },
        'commissionRate',
        'Commission rate must be a number from 0 to 100 with at most two decimals.',
      ],
      [
        { name: 'A', email: freshEmail(), region: 'kerala', commissionRate: 100.01 },
        'commissionRate',
        'Commission rate must be a number from 0 to 100 with at most two decimals.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { fieldErrors: Record<string, string[]> };
      if (field === 'email') expect(body.fieldErrors.email).toBeDefined();
      else expect(body.fieldErrors[field]).toEqual([message]);
    }
    expect(await app.db.select().from(salesPeople)).toHaveLength(before);
  });

  it('takes a rate with two decimals and answers 409 for an e-mail already on the team (any case)', async () => {
    const email = freshEmail('dup');
    const first = await addPerson({ email, commissionRate: 12.5 });
    expect(first.commissionRate).toBe('12.50');
    const again = await add({ name: 'Someone', email: email.toUpperCase(), region: 'karnataka' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: SALES_MESSAGES.emailTaken,
      fieldErrors: { email: [SALES_MESSAGES.emailTaken] },
    });
  });

  it('gives every person a unique code, never one an advisor has', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await addPerson({ name: 'Same Name' })).referralCode);
    expect(codes.size).toBe(5);

    // The first draw (all zeros) is an advisor's code, the second (all ones) a sales person's: the third.
    await createAdvisor(app.db, { code: 'SPSHARED00000000' });
    const ones = await addPerson({ name: 'Shared' });
    await app.db
      .update(salesPeople)
      .set({ referralCode: 'SPSHARED11111111' })
      .where(eq(salesPeople.id, ones.id));
    let n = 0;
    const digit = () => Math.floor(n++ / 8);
    const created = await createSalesPerson(
      app.db,
      { userId: admin.id, role: 'admin' },
      { name: 'Shared', email: freshEmail(), phone: null, region: 'telangana', commissionRate: '10.00' },
      { digit },
    );
    expect(drawReferralCode('Shared', () => 0)).toBe('SPSHARED00000000');
    expect(created.referralCode).toBe('SPSHARED22222222');
  });
});

describe('registrations with a sales referral code', () => {
  it('a paid registration counts once for its person, even with a replayed webhook and verify', async () => {
    const person = await addPerson({ name: 'Ravi Kumar', commissionRate: '12.50' });
    const email = freshEmail('applicant');
    const paid = await paidApplicant(app, ` ${person.referralCode.toLowerCase()} `, { email });

    // The gateway sends the same capture again, and the browser verifies twice.
    const replay = await postWebhook(app, {
      event: 'payment.captured',
      orderId: paid.checkout.razorpay_order_id,
      paymentId: paid.checkout.razorpay_payment_id,
      amount: paid.order.amount,
    });
    expect(replay.statusCode).toBe(200);
    expect((await postVerify(app, paid.checkout)).statusCode).toBe(200);

    const rows = await app.db
      .select()
      .from(salesRegistrations)
      .where(eq(salesRegistrations.salesPersonId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 500_000, commissionRate: '12.50', userId: paid.userId });

    expect(await personById(person.id)).toMatchObject({
      registrations: 1,
      totalRevenue: '5000.00',
      commission: '625.00',
    });

    const list = (await get(`/api/registrations?salesPerson=${person.id}`)).json() as SalesRegistration[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      plan: 'premium',
      amount: '5000.00',
      paymentStatus: 'paid',
      salesPerson: { id: person.id, name: 'Ravi Kumar', referralCode: person.referralCode },
    });
    expect(list[0]!.email).toBe(maskEmail(email));
    expect(list[0]!.email).not.toContain(email.split('@')[0]!.slice(1));

    // The back office's application queue names the sales person, and no advisor.
    const applications = (await get('/api/admin/applications')).json() as Application[];
    const application = applications.find((a) => a.userId === paid.userId)!;
    expect(application).toMatchObject({
      advisorCode: null,
      advisorName: null,
      salesPerson: { name: 'Ravi Kumar', referralCode: person.referralCode },
      commission: '625.00',
    });
  });

  it('refuses an unknown or inactive code with the spec words, before a code is sent or an order opened', async () => {
    const inactive = await addPerson();
    await app.db.update(salesPeople).set({ isActive: false }).where(eq(salesPeople.id, inactive.id));
    const unknownWords =
      'This Fashion Advisor Code is not valid. Please check it with your Fashion Advisor and try again.';
    for (const referralCode of ['SPNOSUCHPERSON00', inactive.referralCode]) {
      const contact = freshEmail();
      const sent = await app.inject({
        method: 'POST',
        url: '/api/auth/send-verification',
        remoteAddress: nextIp(),
        payload: { contactMethod: 'email', contact, referralCode },
      });
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toMatchObject({
        message: unknownWords,
        fieldErrors: { referralCode: [unknownWords] },
      });
      const token = await verifiedToken(app, contact);
      const order = await postCreateOrder(app, { plan: 'premium', verificationToken: token, referralCode });
      expect(order.statusCode).toBe(400);
      expect(order.json().message).toBe(unknownWords);
    }
  });

  it('an advisor code still registers for the advisor, not for any sales person', async () => {
    const advisor = await createAdvisor(app.db);
    const before = (await app.db.select().from(salesRegistrations)).length;
    const paid = await paidApplicant(app, advisor.code);
    expect(await app.db.select().from(salesRegistrations)).toHaveLength(before);
    const applications = (await get('/api/admin/applications')).json() as Application[];
    expect(applications.find((a) => a.userId === paid.userId)).toMatchObject({
      advisorCode: advisor.code,
      salesPerson: null,
    });
  });

  it('pages newest first with X-Next-Cursor; a forged cursor is 400', async () => {
    const person = await addPerson();
    const first = await paidApplicant(app, person.referralCode);
    const second = await paidApplicant(app, person.referralCode, { plan: 'gold' });
    const page1 = await get(`/api/registrations?salesPerson=${person.id}&limit=1`);
    expect(page1.statusCode).toBe(200);
    const cursor = page1.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = await get(`/api/registrations?salesPerson=${person.id}&limit=1&cursor=${cursor}`);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
    const [a] = page1.json() as SalesRegistration[];
    const [b] = page2.json() as SalesRegistration[];
    expect([a!.plan, b!.plan]).toEqual(['gold', 'premium']);
    expect(first.userId).not.toBe(second.userId);
    const bad = await get('/api/registrations?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SALES_MESSAGES.badCursor);
  });
});

describe('GET /api/sales-people/:id/stats', () => {
  it('gives registrations, standing revenue and commission (half up) per month of the year', async () => {
    const person = await addPerson({ name: 'Meena Das', commissionRate: '12.50' });
    const paid = await paidApplicant(app, person.referralCode);
    // An upgrade counts (1,500,100 x 12.5% = 187,512.5 -> 187,513 paise); a refunded one and an order do not.
    await createPaidPayment(app.db, paid.userId, { purpose: 'upgrade', amountPaise: 1_500_100 });
    await createPaidPayment(app.db, paid.userId, {
      purpose: 'upgrade',
      amountPaise: 700_000,
      refunded: true,
    });
    await createPaidPayment(app.db, paid.userId, { purpose: 'order', amountPaise: 999_900 });

    const res = await get(`/api/sales-people/${person.id}/stats`);
    expect(res.statusCode).toBe(200);
    const stats = res.json() as SalesStats;
    const now = istParts(new Date());
    const key = monthKey(now);
    expect(stats.year).toBe(now.year);
    expect(stats.years).toContain(now.year);
    expect(stats.months).toHaveLength(12);
    expect(stats.months.find((m) => m.key === key)).toMatchObject({
      registrations: 1,
      revenue: '20001.00',
      commission: '2500.13',
    });
    expect(stats.totals).toEqual({ registrations: 1, revenue: '20001.00', commission: '2500.13' });
    expect(stats.salesPerson).toMatchObject({
      id: person.id,
      registrations: 1,
      totalRevenue: '20001.00',
      commission: '2500.13',
    });

    const lastYear = (
      await get(`/api/sales-people/${person.id}/stats?year=${stats.year - 1}`)
    ).json() as SalesStats;
    expect(lastYear.totals).toEqual({ registrations: 0, revenue: '0.00', commission: '0.00' });
  });

  it('is 404 for an unknown person and 400 for a bad year', async () => {
    const unknown = await get('/api/sales-people/00000000-0000-4000-8000-000000000000/stats');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SALES_MESSAGES.notFound);
    const person = await addPerson();
    const bad = await get(`/api/sales-people/${person.id}/stats?year=1999`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(SALES_MESSAGES.year);
  });
});

describe('the database keeps one referrer per application', () => {
  it('refuses an application or a joining request with no referrer, or with both', async () => {
    const advisor = await createAdvisor(app.db);
    const person = await addPerson();
    const user = await createUser(app.db);
    const insert = (advisorCodeId: string | null, salesPersonId: string | null) =>
      app.db.insert(joiningRequests).values({
        plan: 'premium',
        channel: 'email',
        contact: freshEmail(),
        verificationTokenHash: 'x',
        advisorCodeId,
        salesPersonId,
        userId: user.id,
      });
    await expect(insert(null, null)).rejects.toThrow();
    await expect(insert(advisor.id, person.id)).rejects.toThrow();
    await expect(insert(null, person.id)).resolves.toBeDefined();
    await expect(insert(advisor.id, null)).resolves.toBeDefined();
  });
});
