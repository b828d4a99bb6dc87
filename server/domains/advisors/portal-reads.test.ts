import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdvisorDashboardProfile,
  AdvisorMonthlyPerformance,
  AdvisorRegistration,
} from '../../../contracts/advisor-portal.ts';
import { advisorReferrals, applications, profiles, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createUser } from '../../test/factories.ts';
import { freshEmail, freshPhone, paidApplicant, signedCheckout } from '../../test/payments.ts';

let app: TestApp;
let admin: Record<string, string>;
type Advisor = Awaited<ReturnType<typeof createAdvisor>>;
let a: Advisor;
let b: Advisor;
let cookieA: string;
let cookieB: string;
const usersOfA: string[] = [];
const usersOfB: string[] = [];

async function signIn(advisor: Advisor) {
  await app.inject({ method: 'POST', url: '/api/advisor/login', payload: { code: advisor.code } });
  const mail = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${advisor.email}` });
  const otp = /\b(\d{6})\b/.exec(mail.json()[0].text)![1];
  const res = await app.inject({
    method: 'POST',
    url: '/api/advisor/login',
    payload: { code: advisor.code, otp },
  });
  return res.cookies.find((c) => c.name === 'advisor_sid')!.value;
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, cookies: cookie ? { advisor_sid: cookie } : undefined });

beforeAll(async () => {
  app = await buildTestApp();
  const user = await createUser(app.db, { role: 'admin' });
  admin = (await loginAs(app, user.email, user.password)).headers;
  a = await createAdvisor(app.db, { name: 'Asha A', email: freshEmail('adv-a'), commissionRate: '12.50' });
  b = await createAdvisor(app.db, { name: 'Bina B', email: freshEmail('adv-b'), commissionRate: '10.00' });
  // A: three registrations (one approved, named), B: one by phone.
  for (let i = 0; i < 3; i++) usersOfA.push((await paidApplicant(app, a.code)).userId);
  usersOfB.push((await paidApplicant(app, b.code, { phone: freshPhone() })).userId);
  await app.db.insert(profiles).values({ userId: usersOfA[0]!, firstName: 'Ananya', lastName: 'Menon' });
  const [first] = await app.db.select().from(applications).where(eq(applications.userId, usersOfA[0]!));
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/applications/${first!.id}/approve`,
    headers: admin,
  });
  expect(approved.statusCode).toBe(200);
  cookieA = await signIn(a);
  cookieB = await signIn(b);
});
afterAll(() => app.close());

describe("the advisor's own reads", () => {
  it('need the advisor session (a shop session is not one)', async () => {
    for (const url of [
      '/api/advisor/profile',
      '/api/advisor/registrations',
      '/api/advisor/performance/monthly',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: admin })).statusCode, url).toBe(401);
    }
  });

  it('profile: totals, averages and the 5 most recent, for this advisor only', async () => {
    const res = await get('/api/advisor/profile', cookieA);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdvisorDashboardProfile;
    expect(body).toMatchObject({ id: a.id, code: a.code, commissionRate: '12.50' });
    expect(body.totals).toEqual({
      registrations: 3,
      conversions: 1,
      revenue: '15000.00',
      commissionPending: '1250.00',
      commissionPayable: '625.00',
      commissionPaid: '0.00',
      commissionHeld: '0.00',
      averageRevenuePerCustomer: '5000.00',
      averageCommissionPerCustomer: '625.00',
    });
    expect(body.recent).toHaveLength(3);
    const approved = body.recent.find((r) => r.customerName === 'Ananya Menon')!;
    expect(approved).toMatchObject({
      membershipTier: 'premium',
      applicationStatus: 'approved',
      revenue: '5000.00',
      commission: '625.00',
      commissionStatus: 'payable',
    });
    expect(approved.customerEmail).toMatch(/^a\*\*\*@e\*\*\*\.test$/);

    const other = (await get('/api/advisor/profile', cookieB)).json() as AdvisorDashboardProfile;
    expect(other.id).toBe(b.id);
    expect(other.totals.registrations).toBe(1);
    expect(other.recent[0]).toMatchObject({ customerEmail: null, commission: '500.00' });
    expect(other.recent[0]!.customerPhone).toMatch(/^\+91\*{6}\d{4}$/);
  });

  it("registrations: B's cookie never reads A's rows, with ids, cursors or advisor parameters", async () => {
    const refsOfA = await app.db
      .select()
      .from(advisorReferrals)
      .where(eq(advisorReferrals.advisorCodeId, a.id));
    const secrets = [a.id, a.code, ...usersOfA, ...refsOfA.map((r) => r.id)];
    for (const url of [
      '/api/advisor/registrations',
      `/api/advisor/registrations?advisor=${a.id}`,
      `/api/advisor/registrations?advisorId=${a.id}&code=${a.code}`,
      `/api/advisor/profile?advisor=${a.id}`,
      `/api/advisor/performance/monthly?advisor=${a.id}`,
    ]) {
      const res = await get(url, cookieB);
      expect(res.statusCode, url).toBe(200);
      for (const secret of secrets) expect(res.body, `${url} shows ${secret}`).not.toContain(secret);
    }
    const mine = (await get('/api/advisor/registrations', cookieB)).json() as AdvisorRegistration[];
    expect(mine).toHaveLength(1);

    // A cursor made from A's newest row still pages B's rows only.
    const pageA = await get('/api/advisor/registrations?limit=1', cookieA);
    const cursor = pageA.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const withA = await get(`/api/advisor/registrations?cursor=${cursor}`, cookieB);
    for (const secret of secrets) expect(withA.body).not.toContain(secret);
  });

  it('registrations are keyset paged, newest first, with X-Next-Cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await get(
        `/api/advisor/registrations?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        cookieA,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as AdvisorRegistration[]).map((r) => r.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    const all = (await get('/api/advisor/registrations', cookieA)).json() as AdvisorRegistration[];
    expect(all.map((r) => r.id)).toEqual(seen);
    const dates = all.map((r) => r.registrationDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect((await get('/api/advisor/registrations?cursor=nonsense', cookieA)).statusCode).toBe(400);
    const tooMany = await get('/api/advisor/registrations?limit=500', cookieA);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('page size');
  });

  it('monthly performance: 12 zero-filled months of the year, this advisor only', async () => {
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()),
    );
    const res = await get(`/api/advisor/performance/monthly?year=${year}`, cookieA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdvisorMonthlyPerformance;
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toMatchObject({ key: `${year}-01`, label: 'Jan' });
    expect(body.totals).toEqual({ registrations: 3, revenue: '15000.00', commission: '1875.00' });
    expect(body.years).toContain(year);
    const empty = (await get(`/api/advisor/performance/monthly?year=${year - 3}`, cookieA)).json();
    expect(empty.totals).toEqual({ registrations: 0, revenue: '0.00', commission: '0.00' });
    expect((await get('/api/advisor/performance/monthly?year=1999', cookieA)).statusCode).toBe(400);
    const forB = (await get('/api/advisor/performance/monthly', cookieB)).json() as AdvisorMonthlyPerformance;
    expect(forB.totals).toEqual({ registrations: 1, revenue: '5000.00', commission: '500.00' });
  });

  it('registrations show the plan the member holds now after an upgrade, and the one she joined with', async () => {
    const c = await createAdvisor(app.db, { name: 'Chitra C', email: freshEmail('adv-c') });
    const applicant = await paidApplicant(app, c.code, { plan: 'premium' });
    const [application] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.userId, applicant.userId));
    const approve = await app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application!.id}/approve`,
      headers: admin,
    });
    expect(approve.statusCode).toBe(200);
    const cookieC = await signIn(c);
    const before = (await get('/api/advisor/registrations', cookieC)).json() as AdvisorRegistration[];
    expect(before.map((r) => [r.membershipTier, r.joinedWithPlan])).toEqual([['premium', 'premium']]);

    // She signs in (with a known password, borrowed from a factory-made member), upgrades to Gold and
    // pays the difference.
    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    expect(member.id).not.toBe(applicant.userId);
    await app.db
      .update(users)
      .set({
        passwordHash: (await app.db.select().from(users).where(eq(users.id, member.id)))[0]!.passwordHash,
      })
      .where(eq(users.id, applicant.userId));
    const [row] = await app.db.select().from(users).where(eq(users.id, applicant.userId));
    const headers = (await loginAs(app, row!.email!, member.password)).headers;
    const opened = await app.inject({
      method: 'POST',
      url: '/api/membership/upgrade',
      headers,
      payload: { plan: 'gold' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      payload: signedCheckout(opened.json().id),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const after = (await get('/api/advisor/registrations', cookieC)).json() as AdvisorRegistration[];
    expect(after.map((r) => [r.membershipTier, r.joinedWithPlan])).toEqual([['gold', 'premium']]);
    const profile = (await get('/api/advisor/profile', cookieC)).json() as AdvisorDashboardProfile;
    expect(profile.recent[0]).toMatchObject({ membershipTier: 'gold', joinedWithPlan: 'premium' });
  });
});
