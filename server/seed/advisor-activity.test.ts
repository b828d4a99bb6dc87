import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, Performance } from '../../contracts/advisor-stats.ts';
import { addMonths, istParts, monthKey } from '../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { loginAs } from '../test/auth.ts';
import { createAdvisor, createUser } from '../test/factories.ts';
import { DEMO_REGISTRATIONS, seedDemoAdvisorActivity } from './advisor-activity.ts';

describe('demo advisor activity', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    const demo = await createAdvisor(app.db, { name: 'Demo Advisor' });
    await app.db.transaction((tx) => seedDemoAdvisorActivity(tx, demo.id));
    const admin = await createUser(app.db, { role: 'admin' });
    headers = (await loginAs(app, admin.email, admin.password)).headers;
  });
  afterAll(() => app.close());

  it('gives Overview four advisors with registrations, conversions and revenue', async () => {
    const o = (
      await app.inject({ method: 'GET', url: '/api/admin/overview', headers })
    ).json<AdminOverview>();
    expect(o.totalAdvisors).toBe(4);
    expect(o.totalRegistrations).toBe(DEMO_REGISTRATIONS);
    // 4 wait for review, 3 were rejected (and refunded): the rest are conversions.
    expect(o.conversions).toBe(DEMO_REGISTRATIONS - 7);
    expect(Number(o.totalRevenue)).toBeGreaterThan(0);
    expect(o.topPerformers).toHaveLength(4);
  });

  it('spreads the registrations over the last fourteen months, so the charts are not empty', async () => {
    const now = istParts(new Date());
    const months = new Set<string>();
    for (const year of [now.year - 1, now.year]) {
      const p = (
        await app.inject({ method: 'GET', url: `/api/admin/performance?year=${year}`, headers })
      ).json<Performance>();
      for (const b of p.buckets) if (b.registrations > 0) months.add(b.key);
    }
    const recent = Array.from({ length: 14 }, (_, i) => monthKey(addMonths(now, -i)));
    expect(recent.filter((m) => months.has(m)).length).toBeGreaterThanOrEqual(10);
    // Last year has some too, so the year picker has two years to offer.
    expect([...months].some((m) => m.startsWith(String(now.year - 1)))).toBe(true);
  });
});
