import {
  type AdminOverview,
  type AdvisorSeries,
  type Performance,
  type PerformanceQuery,
  STATS_MESSAGES,
  TOP_PERFORMERS,
} from '../../../contracts/advisor-stats.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { addMonths, istParts, monthStart } from '../../lib/calendar.ts';
import { notFound } from '../../lib/errors.ts';
import type { Staff } from './admin.ts';
import * as adminRepo from './admin-repo.ts';
import { revenueSource } from './revenue.ts';
import * as repo from './stats-repo.ts';

/**
 * The back office's Overview and Performance: registrations, conversions and revenue as
 * revenue.ts defines them (the Fashion Advisors table shows the same numbers), over every advisor for an
 * admin and over its assigned advisors for a sub-admin (its own only). Days and months are India's.
 */

const scopeOf = (staff: Staff) => (staff.role === 'admin' ? undefined : staff.userId);

/** GET /api/admin/overview */
export async function overview(db: DbOrTx, staff: Staff, now = new Date()): Promise<AdminOverview> {
  const rows = await adminRepo.listWithTotals(db, revenueSource(db), {
    assignedTo: scopeOf(staff),
    since: monthStart(istParts(now)),
  });
  const advisors = rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    isActive: r.isActive,
    revenuePaise: Number(r.revenuePaise),
    registrations: Number(r.registrations),
    registrationsSince: Number(r.registrationsSince),
    conversions: Number(r.conversions),
  }));
  const sum = (pick: (a: (typeof advisors)[number]) => number) => advisors.reduce((n, a) => n + pick(a), 0);
  const totalRevenue = sum((a) => a.revenuePaise);
  const registrations = sum((a) => a.registrations);
  const conversions = sum((a) => a.conversions);
  const count = advisors.length;
  const topPerformers = advisors
    .filter((a) => a.registrations > 0)
    .sort(
      (a, b) =>
        b.revenuePaise - a.revenuePaise || b.conversions - a.conversions || a.name.localeCompare(b.name),
    )
    .slice(0, TOP_PERFORMERS)
    .map((a) => ({
      id: a.id,
      name: a.name,
      code: a.code,
      isActive: a.isActive,
      totalRevenue: paiseToPrice(a.revenuePaise),
      totalRegistrations: a.registrations,
      conversions: a.conversions,
    }));
  return {
    totalAdvisors: count,
    activeAdvisors: advisors.filter((a) => a.isActive).length,
    totalRevenue: paiseToPrice(totalRevenue),
    averageRevenue: paiseToPrice(count ? Math.round(totalRevenue / count) : 0),
    totalRegistrations: registrations,
    registrationsThisMonth: sum((a) => a.registrationsSince),
    conversions,
    conversionsPerAdvisor: count ? Math.round((conversions / count) * 10) / 10 : 0,
    conversionRate: registrations ? Math.round((conversions / registrations) * 1000) / 1000 : 0,
    topPerformers,
  };
}

export type Period = ReturnType<typeof periodOf>;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The period's buckets: each day of the month (month given) or each month of the year, in IST. */
export function periodOf(year: number, month: number | null) {
  if (month === null) {
    return {
      unit: 'month' as const,
      from: monthStart({ year, month: 1 }),
      to: monthStart({ year: year + 1, month: 1 }),
      buckets: MONTH_NAMES.map((label, i) => ({ n: i + 1, key: `${year}-${pad(i + 1)}`, label })),
    };
  }
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    unit: 'day' as const,
    from: monthStart({ year, month }),
    to: monthStart(addMonths({ year, month }, 1)),
    buckets: Array.from({ length: days }, (_, i) => ({
      n: i + 1,
      key: `${year}-${pad(month)}-${pad(i + 1)}`,
      label: String(i + 1),
    })),
  };
}

/**
 * The advisors the numbers cover: null for all (an admin), or their ids; with `advisor`, that one only,
 * 404 when it is unknown or (a sub-admin) not assigned to the caller.
 */
async function advisorScope(db: DbOrTx, staff: Staff, advisor: string | null) {
  if (staff.role === 'admin') {
    if (!advisor) return null;
    if (!(await repo.advisorsNamed(db, [advisor])).length) throw notFound(STATS_MESSAGES.advisorNotFound);
    return [advisor];
  }
  const own = (await adminRepo.assignedTo(db, [staff.userId])).map((a) => a.id);
  if (!advisor) return own;
  if (!own.includes(advisor)) throw notFound(STATS_MESSAGES.advisorNotFound);
  return [advisor];
}

/**
 * Registrations and standing revenue of these advisors (null: all) per bucket of the period, in total
 * and per advisor: the one bucket computation behind the back office's Performance and the advisor's
 * own monthly performance (portal.ts).
 */
export async function bucketSeries(db: DbOrTx, ids: string[] | null, period: Period) {
  const paid = revenueSource(db);
  const range = { advisorIds: ids, from: period.from, to: period.to, unit: period.unit };
  const empty = ids !== null && ids.length === 0;
  const regs = empty ? [] : await repo.registrationsByBucket(db, range);
  const revenue = empty ? [] : await repo.revenueByBucket(db, paid, range);

  const index = new Map(period.buckets.map((b, i) => [b.n, i]));
  const size = period.buckets.length;
  const total = { registrations: new Array<number>(size).fill(0), paise: new Array<number>(size).fill(0) };
  const byAdvisor = new Map<string, { registrations: number[]; paise: number[] }>();
  const seriesOf = (id: string) => {
    let s = byAdvisor.get(id);
    if (!s) {
      s = { registrations: new Array<number>(size).fill(0), paise: new Array<number>(size).fill(0) };
      byAdvisor.set(id, s);
    }
    return s;
  };
  for (const r of regs) {
    const i = index.get(r.bucket);
    if (i === undefined) continue;
    total.registrations[i]! += r.count;
    seriesOf(r.advisorCodeId).registrations[i]! += r.count;
  }
  for (const r of revenue) {
    const i = index.get(r.bucket);
    if (i === undefined) continue;
    total.paise[i]! += r.paise;
    seriesOf(r.advisorCodeId).paise[i]! += r.paise;
  }
  return { total, byAdvisor, seriesOf, index };
}

/** The IST years with data for these advisors (null: all), this year always, newest first. */
export async function yearsOf(db: DbOrTx, ids: string[] | null, now: Date) {
  const empty = ids !== null && ids.length === 0;
  const dataYears = empty ? [] : await repo.yearsWithData(db, revenueSource(db), ids);
  return [...new Set([istParts(now).year, ...dataYears])].sort((a, b) => b - a);
}

/** GET /api/admin/performance?year=YYYY[&month=M][&advisor=id] */
export async function performance(
  db: DbOrTx,
  staff: Staff,
  query: PerformanceQuery,
  now = new Date(),
): Promise<Performance> {
  const ids = await advisorScope(db, staff, query.advisor);
  const year = query.year ?? istParts(now).year;
  const period = periodOf(year, query.month);
  const { total, byAdvisor, seriesOf } = await bucketSeries(db, ids, period);
  const years = await yearsOf(db, ids, now);
  if (query.advisor) seriesOf(query.advisor);

  const names = new Map((await repo.advisorsNamed(db, [...byAdvisor.keys()])).map((a) => [a.id, a]));
  const sumOf = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
  const advisors: (AdvisorSeries & { paise: number })[] = [...byAdvisor.entries()].map(([id, s]) => ({
    id,
    name: names.get(id)?.name ?? '',
    code: names.get(id)?.code ?? '',
    registrations: sumOf(s.registrations),
    revenue: paiseToPrice(sumOf(s.paise)),
    paise: sumOf(s.paise),
    buckets: s.registrations.map((n, i) => ({ registrations: n, revenue: paiseToPrice(s.paise[i]!) })),
  }));
  advisors.sort(
    (a, b) => b.paise - a.paise || b.registrations - a.registrations || a.name.localeCompare(b.name),
  );

  return {
    year,
    month: query.month,
    advisor: query.advisor,
    granularity: period.unit,
    years,
    buckets: period.buckets.map((b, i) => ({
      key: b.key,
      label: b.label,
      registrations: total.registrations[i]!,
      revenue: paiseToPrice(total.paise[i]!),
    })),
    totals: { registrations: sumOf(total.registrations), revenue: paiseToPrice(sumOf(total.paise)) },
    advisors: advisors.map(({ paise: _paise, ...a }) => a),
  };
}
