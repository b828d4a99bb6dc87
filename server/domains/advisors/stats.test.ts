import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAdvisor } from '../../../contracts/advisor-codes.ts';
import type { AdminOverview, Performance } from '../../../contracts/advisor-stats.ts';
import { advisorCodes } from '../../db/schema/index.ts';
import { istInstant, istParts } from '../../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createAdvisor, createPaidPayment, createRegistration, createUser } from '../../test/factories.ts';

/**
 * Overview and Performance with real rows: every test reads a fresh database (one app per describe), so
 * the totals are exactly the rows made here.
 */
type Headers = Record<string, string>;

async function staff(app: TestApp, role: 'admin' | 'subadmin') {
  const user = await createUser(app.db, { role });
  return { id: user.id, headers: (await loginAs(app, user.email, user.password)).headers };
}

/** An instant given as India time: ist('2026-03-31T23:30') is 18:00 UTC. */
const ist = istInstant;

const get = (app: TestApp, url: string, headers?: Headers) => app.inject({ method: 'GET', url, headers });

describe('Overview and Performance with registrations, conversions and revenue', () => {
  let app: TestApp;
  let admin: Headers;
  let sub: { id: string; headers: Headers };
  let meera: string;
  let anil: string;
  let idle: string;
  let others: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await staff(app, 'admin')).headers;
    sub = await staff(app, 'subadmin');
    meera = (await createAdvisor(app.db, { name: 'Meera Pillai' })).id;
    anil = (await createAdvisor(app.db, { name: 'Anil Menon' })).id;
    idle = (await createAdvisor(app.db, { name: 'Idle Advisor', isActive: false })).id;
    others = (await createAdvisor(app.db, { name: 'Someone Else' })).id;
    await app.db.update(advisorCodes).set({ assignedTo: sub.id }).where(eq(advisorCodes.id, meera));
    await app.db.update(advisorCodes).set({ assignedTo: sub.id }).where(eq(advisorCodes.id, idle));

    // Meera: 3 registrations in 2026 (one approved with a Gold upgrade, one rejected and refunded).
    const approved = await createRegistration(app.db, meera, {
      amountPaise: 500_000,
      paidAt: ist('2026-01-10T12:00'),
      status: 'approved',
    });
    await createPaidPayment(app.db, approved.userId, {
      purpose: 'upgrade',
      amountPaise: 1_500_000,
      paidAt: ist('2026-03-05T09:00'),
    });
    // Not revenue: an order of the same member, and a refunded upgrade.
    await createPaidPayment(app.db, approved.userId, {
      purpose: 'order',
      amountPaise: 999_900,
      paidAt: ist('2026-03-05T10:00'),
    });
    await createPaidPayment(app.db, approved.userId, {
      purpose: 'upgrade',
      amountPaise: 700_000,
      paidAt: ist('2026-03-06T10:00'),
      refunded: true,
    });
    // 23:30 IST on 31 March is 18:00 UTC the same day; 00:30 IST on 1 April is still 31 March in UTC.
    await createRegistration(app.db, meera, { amountPaise: 2_000_000, paidAt: ist('2026-03-31T23:30') });
    await createRegistration(app.db, meera, {
      amountPaise: 500_000,
      paidAt: ist('2026-04-01T00:30'),
      status: 'rejected',
    });
    // Anil: 2 approved registrations, one in 2025.
    await createRegistration(app.db, anil, {
      amountPaise: 500_000,
      paidAt: ist('2025-12-31T23:59'),
      status: 'approved',
    });
    await createRegistration(app.db, anil, {
      amountPaise: 500_000,
      paidAt: ist('2026-03-01T00:00'),
      status: 'approved',
    });
    // Someone else's advisor (not the sub-admin's): one registration.
    await createRegistration(app.db, others, { amountPaise: 2_000_000, paidAt: ist('2026-03-15T12:00') });
  });
  afterAll(() => app.close());

  it('Overview: advisors, revenue that stands, registrations, conversions and top performers (admin)', async () => {
    const res = await get(app, '/api/admin/overview', admin);
    expect(res.statusCode).toBe(200);
    const o = res.json<AdminOverview>();
    // Revenue: Meera 5,000 + 15,000 upgrade + 20,000 = 40,000; Anil 10,000; others 20,000.
    expect(o).toMatchObject({
      totalAdvisors: 4,
      activeAdvisors: 3,
      totalRevenue: '70000.00',
      averageRevenue: '17500.00',
      totalRegistrations: 6,
      conversions: 3,
      conversionsPerAdvisor: 0.8,
      conversionRate: 0.5,
    });
    expect(o.topPerformers.map((t) => [t.name, t.totalRevenue, t.totalRegistrations, t.conversions])).toEqual(
      [
        ['Meera Pillai', '40000.00', 3, 1],
        ['Someone Else', '20000.00', 1, 0],
        ['Anil Menon', '10000.00', 2, 2],
      ],
    );
    // The spec's path answers the same.
    expect((await get(app, '/api/admin/dashboard/overview', admin)).json()).toEqual(o);
  });

  it('the Fashion Advisors table shows the same revenue and conversions as Overview', async () => {
    const list = (await get(app, '/api/admin/advisor-codes', admin)).json<AdminAdvisor[]>();
    const byName = Object.fromEntries(list.map((a) => [a.name, a]));
    expect(byName['Meera Pillai']).toMatchObject({
      totalRevenue: '40000.00',
      totalRegistrations: 3,
      conversions: 1,
    });
    expect(byName['Anil Menon']).toMatchObject({ totalRevenue: '10000.00', conversions: 2 });
  });

  it('Overview for a sub-admin counts only its assigned advisors', async () => {
    const o = (await get(app, '/api/admin/overview', sub.headers)).json<AdminOverview>();
    expect(o).toMatchObject({
      totalAdvisors: 2,
      activeAdvisors: 1,
      totalRevenue: '40000.00',
      averageRevenue: '20000.00',
      totalRegistrations: 3,
      conversions: 1,
      conversionsPerAdvisor: 0.5,
      conversionRate: 0.333,
    });
    expect(o.topPerformers.map((t) => t.name)).toEqual(['Meera Pillai']);
  });

  it('Performance by month: zero-filled months, IST month edges, totals and per advisor', async () => {
    const res = await get(app, '/api/admin/performance?year=2026', admin);
    expect(res.statusCode).toBe(200);
    const p = res.json<Performance>();
    expect(p.granularity).toBe('month');
    expect(p.buckets).toHaveLength(12);
    expect(p.buckets.map((b) => b.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    const month = (key: string) => p.buckets.find((b) => b.key === key);
    expect(month('2026-01')).toMatchObject({ label: 'Jan', registrations: 1, revenue: '5000.00' });
    expect(month('2026-02')).toMatchObject({ registrations: 0, revenue: '0.00' });
    // March: Meera's 23:30 IST registration (20,000) and her upgrade (15,000), Anil's midnight one
    // (5,000), the other advisor's (20,000); April: the rejected one, registered but refunded.
    expect(month('2026-03')).toMatchObject({ registrations: 3, revenue: '60000.00' });
    expect(month('2026-04')).toMatchObject({ registrations: 1, revenue: '0.00' });
    expect(p.totals).toEqual({ registrations: 5, revenue: '65000.00' });
    expect(p.advisors.map((a) => [a.name, a.registrations, a.revenue])).toEqual([
      ['Meera Pillai', 3, '40000.00'],
      ['Someone Else', 1, '20000.00'],
      ['Anil Menon', 1, '5000.00'],
    ]);
    const meeraSeries = p.advisors.find((a) => a.id === meera)!;
    expect(meeraSeries.buckets).toHaveLength(12);
    expect(meeraSeries.buckets[2]).toEqual({ registrations: 1, revenue: '35000.00' });
    expect(p.years).toEqual([...new Set([istParts(new Date()).year, 2026, 2025])].sort((a, b) => b - a));
  });

  it('Performance by day: every day of the month; 23:30 IST on the last day stays in that month', async () => {
    const march = (await get(app, '/api/admin/performance?year=2026&month=3', admin)).json<Performance>();
    expect(march.granularity).toBe('day');
    expect(march.buckets).toHaveLength(31);
    expect(march.buckets[0]).toMatchObject({ key: '2026-03-01', label: '1', registrations: 1 });
    expect(march.buckets[30]).toMatchObject({ key: '2026-03-31', registrations: 1, revenue: '20000.00' });
    expect(march.buckets[4]).toMatchObject({ key: '2026-03-05', registrations: 0, revenue: '15000.00' });
    expect(march.buckets.filter((b) => b.registrations === 0 && b.revenue === '0.00')).toHaveLength(27);

    const april = (await get(app, '/api/admin/performance?year=2026&month=4', admin)).json<Performance>();
    expect(april.buckets).toHaveLength(30);
    expect(april.buckets[0]).toMatchObject({ registrations: 1, revenue: '0.00' });
    const feb = (await get(app, '/api/admin/performance?year=2026&month=2', admin)).json<Performance>();
    expect(feb.buckets).toHaveLength(28);
    expect(feb.totals).toEqual({ registrations: 0, revenue: '0.00' });
    expect(feb.advisors).toEqual([]);
    // 23:59 IST on 31 December 2025 is 2025's.
    const dec = (await get(app, '/api/admin/performance?year=2025&month=12', admin)).json<Performance>();
    expect(dec.buckets[30]).toMatchObject({ registrations: 1, revenue: '5000.00' });
  });

  it('Performance for one advisor: its numbers only; an advisor with none in the period is still listed', async () => {
    const p = (
      await get(app, `/api/admin/performance?year=2026&month=3&advisor=${anil}`, admin)
    ).json<Performance>();
    expect(p.advisor).toBe(anil);
    expect(p.totals).toEqual({ registrations: 1, revenue: '5000.00' });
    expect(p.advisors.map((a) => a.name)).toEqual(['Anil Menon']);
    const quiet = (
      await get(app, `/api/admin/performance?year=2026&advisor=${idle}`, admin)
    ).json<Performance>();
    expect(quiet.advisors).toMatchObject([{ name: 'Idle Advisor', registrations: 0, revenue: '0.00' }]);
    expect(quiet.buckets.every((b) => b.registrations === 0)).toBe(true);
  });

  it('Performance for a sub-admin: its advisors only; another advisor is 404', async () => {
    const p = (await get(app, '/api/admin/performance?year=2026&month=3', sub.headers)).json<Performance>();
    expect(p.totals).toEqual({ registrations: 1, revenue: '35000.00' });
    expect(p.advisors.map((a) => a.name)).toEqual(['Meera Pillai']);
    const year = (await get(app, '/api/admin/performance?year=2026', sub.headers)).json<Performance>();
    expect(year.totals).toEqual({ registrations: 3, revenue: '40000.00' });
    // Anil's 2025 registration is not the sub-admin's: 2025 is not one of its years.
    expect(year.years).not.toContain(2025);

    const own = await get(app, `/api/admin/performance?year=2026&advisor=${meera}`, sub.headers);
    expect(own.statusCode).toBe(200);
    for (const id of [anil, others, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(app, `/api/admin/performance?year=2026&advisor=${id}`, sub.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('No advisor with this id among yours.');
    }
    const unknown = await get(
      app,
      '/api/admin/performance?year=2026&advisor=00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('bad year, month or advisor is a 400 that says what to choose', async () => {
    const cases: [string, string, string][] = [
      ['year=20261', 'year', 'Choose a year between 2000 and 2100.'],
      ['year=1999', 'year', 'Choose a year between 2000 and 2100.'],
      ['year=26', 'year', 'Choose a year between 2000 and 2100.'],
      ['year=abcd', 'year', 'Choose a year between 2000 and 2100.'],
      ['year=2026.5', 'year', 'Choose a year between 2000 and 2100.'],
      ['year=2026&month=13', 'month', 'Choose a month from 1 to 12, or none for the whole year.'],
      ['year=2026&month=0', 'month', 'Choose a month from 1 to 12, or none for the whole year.'],
      ['year=2026&advisor=meera', 'advisor', 'Choose an advisor from the list.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(app, `/api/admin/performance?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(`Invalid ${field}: ${message}`);
      expect(res.json().fieldErrors?.[field], query).toEqual([message]);
    }
    // An empty month is the whole year; no year is this year (IST).
    const whole = await get(app, '/api/admin/performance?year=2026&month=', admin);
    expect(whole.json().granularity).toBe('month');
    const thisYear = await get(app, '/api/admin/performance', admin);
    expect(thisYear.json().year).toBe(istParts(new Date()).year);
  });
});

describe('Overview and Performance with no data yet', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answer zeros, the current year and no division by zero; a sub-admin with no advisors too', async () => {
    const admin = await staff(app, 'admin');
    const sub = await staff(app, 'subadmin');
    await createAdvisor(app.db, { name: 'New Advisor' });
    const o = (await get(app, '/api/admin/overview', admin.headers)).json<AdminOverview>();
    expect(o).toEqual({
      totalAdvisors: 1,
      activeAdvisors: 1,
      totalRevenue: '0.00',
      averageRevenue: '0.00',
      totalRegistrations: 0,
      registrationsThisMonth: 0,
      conversions: 0,
      conversionsPerAdvisor: 0,
      conversionRate: 0,
      topPerformers: [],
    });
    const subOverview = (await get(app, '/api/admin/overview', sub.headers)).json<AdminOverview>();
    expect(subOverview).toMatchObject({ totalAdvisors: 0, totalRevenue: '0.00', averageRevenue: '0.00' });
    const year = istParts(new Date()).year;
    const p = (await get(app, `/api/admin/performance?year=${year}`, sub.headers)).json<Performance>();
    expect(p.years).toEqual([year]);
    expect(p.totals).toEqual({ registrations: 0, revenue: '0.00' });
  });

  it('counts this month in India time: a registration paid now is this month', async () => {
    const admin = await staff(app, 'admin');
    const advisor = await createAdvisor(app.db, { name: 'This Month' });
    await createRegistration(app.db, advisor.id, { paidAt: new Date() });
    await createRegistration(app.db, advisor.id, { paidAt: new Date(Date.now() - 400 * 86_400_000) });
    const o = (await get(app, '/api/admin/overview', admin.headers)).json<AdminOverview>();
    expect(o.totalRegistrations).toBe(2);
    expect(o.registrationsThisMonth).toBe(1);
  });

  it('is for staff only: anonymous 401, a member 403', async () => {
    const member = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const m = (await loginAs(app, member.email, member.password)).headers;
    for (const url of ['/api/admin/overview', '/api/admin/performance?year=2026']) {
      expect((await get(app, url)).statusCode, url).toBe(401);
      expect((await get(app, url, m)).statusCode, url).toBe(403);
    }
  });
});
