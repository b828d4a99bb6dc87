import {
  ADVISOR_RECENT_REGISTRATIONS,
  type AdvisorDashboardProfile,
  type AdvisorMonthlyPerformance,
  type AdvisorProfile,
  type AdvisorRegistration,
  type AdvisorTotals,
} from '../../../contracts/advisor-portal.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { istParts } from '../../lib/calendar.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
import { maskEmail, maskPhone } from '../../lib/mask.ts';
import * as adminRepo from './admin-repo.ts';
import * as repo from './portal-repo.ts';
import type { Advisor } from './repo.ts';
import { revenueSource } from './revenue.ts';
import { bucketSeries, periodOf, yearsOf } from './stats.ts';

/**
 * The signed-in advisor's own numbers (contracts/advisor-portal.ts). Every
 * function takes the advisor's id from its session and filters on it: there is no way to name another
 * advisor's rows. The numbers are the back office's (revenue.ts, stats.ts), over this advisor only.
 */

function toRegistration(row: repo.RegistrationRow): AdvisorRegistration {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    customerName: name || null,
    customerEmail: maskEmail(row.email),
    customerPhone: row.email ? null : maskPhone(row.phone),
    // An upgrade changes the plan after the registration: the advisor sees what the member holds now.
    // Without a card (refused), the plan she applied for.
    membershipTier: row.currentPlan && row.currentPlan !== 'none' ? row.currentPlan : row.plan,
    joinedWithPlan: row.plan,
    registrationDate: row.createdAt.toISOString(),
    applicationStatus: row.applicationStatus,
    revenue: paiseToPrice(Number(row.revenuePaise)),
    commission: paiseToPrice(Number(row.commissionPaise)),
    commissionStatus: (row.commissionStatus ?? 'pending') as AdvisorRegistration['commissionStatus'],
  };
}

const CURSOR_MESSAGE = 'This page link is out of date. Please start from the first page.';

/** GET /api/advisor/registrations: a page, newest first, and the next page's cursor (or null). */
export async function advisorRegistrations(
  db: DbOrTx,
  advisorId: string,
  query: { cursor?: string; limit: number },
) {
  const before = decodeTimeCursor(query.cursor, CURSOR_MESSAGE);
  const rows = await repo.registrationsPage(db, revenueSource(db), advisorId, {
    before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAt, id: last.id }) : null;
  return { items: page.map(toRegistration), nextCursor };
}

/** GET /api/advisor/profile's totals and its 5 most recent registrations. */
export async function advisorSummary(
  db: DbOrTx,
  advisorId: string,
): Promise<{ totals: AdvisorTotals; recent: AdvisorRegistration[] }> {
  const [row] = await adminRepo.listWithTotals(db, revenueSource(db), { ids: [advisorId] });
  const n = (v: unknown) => Number(v ?? 0);
  const registrations = n(row?.registrations);
  const revenue = n(row?.revenuePaise);
  const pending = n(row?.pendingPaise);
  const payable = n(row?.payablePaise);
  const paid = n(row?.paidPaise);
  const held = n(row?.heldPaise);
  const average = (paise: number) => paiseToPrice(registrations ? Math.round(paise / registrations) : 0);
  const { items: recent } = await advisorRegistrations(db, advisorId, {
    limit: ADVISOR_RECENT_REGISTRATIONS,
  });
  return {
    totals: {
      registrations,
      conversions: n(row?.conversions),
      revenue: paiseToPrice(revenue),
      commissionPending: paiseToPrice(pending),
      commissionPayable: paiseToPrice(payable),
      commissionPaid: paiseToPrice(paid),
      commissionHeld: paiseToPrice(held),
      averageRevenuePerCustomer: average(revenue),
      averageCommissionPerCustomer: average(pending + payable + paid + held),
    },
    recent,
  };
}

/** GET /api/advisor/performance/monthly: 12 IST months of the year, zero-filled, and the years with data. */
export async function advisorMonthly(
  db: DbOrTx,
  advisorId: string,
  year: number | undefined,
  now = new Date(),
): Promise<AdvisorMonthlyPerformance> {
  const y = year ?? istParts(now).year;
  const period = periodOf(y, null);
  const { total, index } = await bucketSeries(db, [advisorId], period);
  const commission = new Array<number>(period.buckets.length).fill(0);
  for (const r of await repo.commissionByMonth(db, advisorId, period.from, period.to)) {
    const i = index.get(r.bucket);
    if (i !== undefined) commission[i]! += r.paise;
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    year: y,
    years: await yearsOf(db, [advisorId], now),
    months: period.buckets.map((b, i) => ({
      key: b.key,
      label: b.label,
      registrations: total.registrations[i]!,
      revenue: paiseToPrice(total.paise[i]!),
      commission: paiseToPrice(commission[i]!),
    })),
    totals: {
      registrations: sum(total.registrations),
      revenue: paiseToPrice(sum(total.paise)),
      commission: paiseToPrice(sum(commission)),
    },
  };
}

export function profileOf(advisor: Advisor): AdvisorProfile {
  return {
    id: advisor.id,
    code: advisor.code,
    name: advisor.name,
    email: advisor.email,
    commissionRate: advisor.commissionRate,
    memberSince: advisor.createdAt.toISOString(),
  };
}

/** GET /api/advisor/profile: the advisor with its totals and recent registrations (advisors' numbers). */
export async function dashboardProfile(db: DbOrTx, advisor: Advisor): Promise<AdvisorDashboardProfile> {
  return { ...profileOf(advisor), ...(await advisorSummary(db, advisor.id)) };
}
