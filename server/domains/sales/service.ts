import { randomInt } from 'node:crypto';
import { paiseToPrice } from '../../../contracts/money.ts';
import {
  type CreateSalesPersonBody,
  REFERRAL_CODE_LENGTH,
  SALES_MESSAGES,
  type SalesPerson,
  type SalesRegion,
  type SalesRegistration,
  type SalesStats,
} from '../../../contracts/sales.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { istParts, monthStart } from '../../lib/calendar.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { maskEmail } from '../../lib/mask.ts';
import type { Page } from '../../lib/replies.ts';
import * as advisors from '../advisors/service.ts';
import * as audit from '../audit/service.ts';
import * as payments from '../payments/service.ts';
import * as repo from './repo.ts';

/**
 * The sales team, on the Sales dashboard. Admins only (the routes refuse everyone else: sub-admins look
 * after advisors, not sales people). A sales person's referral code works on the register screen in place
 * of a Fashion Advisor Code; onboarding asks `findActiveByCode` and, in the transaction that settles the
 * joining fee, `recordRegistration`. Revenue and commission are the advisors' definitions
 * (contracts/sales.ts): standing joining fees and upgrades of the members the person brought.
 */

export interface Staff {
  userId: string;
  role: string;
}

const MAX_NAME_LETTERS = 10;
/** The payments that make revenue: the same purposes as the advisors' (advisors/revenue.ts). */
const REVENUE_PURPOSES = ['joining_fee', 'upgrade'] as const;
const revenueSource = (db: DbOrTx) => payments.standingPayments(db, REVENUE_PURPOSES);

/** A new code: SP, up to 10 letters of the name (accents dropped), random digits to 16 characters. */
export function drawReferralCode(name: string, digit: () => number = () => randomInt(10)): string {
  const letters = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, MAX_NAME_LETTERS);
  let digits = '';
  while (2 + letters.length + digits.length < REFERRAL_CODE_LENGTH) digits += String(digit());
  return `SP${letters}${digits}`;
}

type TotalsRow = Awaited<ReturnType<typeof repo.listWithTotals>>[number];

function toSalesPerson(row: TotalsRow): SalesPerson {
  const p = row.person;
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    region: p.region as SalesRegion,
    commissionRate: p.commissionRate,
    referralCode: p.referralCode,
    isActive: p.isActive,
    registrations: Number(row.registrations),
    totalRevenue: paiseToPrice(Number(row.revenuePaise)),
    commission: paiseToPrice(Number(row.commissionPaise)),
    createdAt: p.createdAt.toISOString(),
  };
}

async function readOne(db: DbOrTx, id: string) {
  const [row] = await repo.listWithTotals(db, revenueSource(db), { id });
  if (!row) throw notFound(SALES_MESSAGES.notFound);
  return toSalesPerson(row);
}

/** GET /api/sales-people: everyone, newest first, with their totals. */
export async function listSalesPeople(db: DbOrTx): Promise<SalesPerson[]> {
  return (await repo.listWithTotals(db, revenueSource(db))).map(toSalesPerson);
}

const emailTakenError = () =>
  new AppError('CONFLICT', SALES_MESSAGES.emailTaken, { email: [SALES_MESSAGES.emailTaken] });

/** A referral code no sales person and no advisor has (the database refuses a second one anyway). */
async function codeFree(tx: DbOrTx, code: string) {
  return !(await repo.findByCode(tx, code)) && !(await advisors.codeExists(tx, code));
}

/**
 * POST /api/sales-people: a new person with a unique referral code, and its row in the audit trail, in
 * one transaction. A second request with the same e-mail (a double click, another admin) is 409.
 */
export async function createSalesPerson(
  db: Db,
  staff: Staff,
  body: CreateSalesPersonBody,
  opts: { now?: Date; digit?: () => number } = {},
) {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    if (await repo.emailTaken(tx, body.email)) throw emailTakenError();
    let row: repo.SalesPersonRow | undefined;
    for (let attempt = 0; attempt < 8 && !row; attempt++) {
      const code = drawReferralCode(body.name, opts.digit);
      if (!(await codeFree(tx, code))) continue;
      row = await repo.insertSalesPerson(tx, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        region: body.region,
        commissionRate: body.commissionRate,
        referralCode: code,
        createdBy: staff.userId,
        createdAt: now,
      });
      // Nothing inserted: the e-mail was taken meanwhile (or the code, then draw again).
      if (!row && (await repo.emailTaken(tx, body.email))) throw emailTakenError();
    }
    if (!row) throw new AppError('UNAVAILABLE', SALES_MESSAGES.addFailed);
    const { name, email, phone, region, commissionRate, referralCode, isActive } = row;
    await audit.record(
      tx,
      {
        actor: { id: staff.userId, role: staff.role },
        action: 'sales_person.create',
        subject: { type: 'sales_person', id: row.id },
        summary: `Added sales person ${name} (${referralCode}, ${region})`,
        after: { name, email, phone, region, commissionRate, referralCode, isActive },
      },
      now,
    );
    return readOne(tx, row.id);
  });
}

/** The active sales person with this referral code (trimmed, upper-cased), or null. */
export async function findActiveByCode(db: DbOrTx, code: string) {
  const normalised = code.trim().toUpperCase();
  if (!normalised) return null;
  const person = await repo.findByCode(db, normalised);
  return person?.isActive ? person : null;
}

/**
 * A paid application made with a sales person's code, in the transaction that settles the joining fee,
 * with the person's rate that day. Once per application: a replayed settlement adds nothing.
 */
export async function recordRegistration(
  tx: DbOrTx,
  values: { salesPersonId: string; applicationId: string; userId: string; amountPaise: number; now: Date },
) {
  const person = await repo.findById(tx, values.salesPersonId);
  return repo.insertRegistration(tx, {
    salesPersonId: values.salesPersonId,
    applicationId: values.applicationId,
    userId: values.userId,
    amountPaise: values.amountPaise,
    commissionRate: person?.commissionRate ?? '0',
    createdAt: values.now,
  });
}

/** GET /api/registrations: newest first, `limit` a page; the next page's cursor, when there is one. */
export async function listRegistrations(
  db: DbOrTx,
  query: { limit: number; cursor?: string; salesPerson?: string },
): Promise<Page<SalesRegistration>> {
  const after = decodeTimeCursor(query.cursor, SALES_MESSAGES.badCursor);
  const rows = await repo.listRegistrations(db, {
    limit: query.limit + 1,
    after,
    salesPersonId: query.salesPerson,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: maskEmail(r.email),
      plan: r.plan,
      amount: paiseToPrice(r.amountPaise),
      paymentStatus: r.paymentStatus,
      createdAt: r.createdAt.toISOString(),
      salesPerson: { id: r.personId, name: r.personName, referralCode: r.personCode },
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAt, id: last.id }) : undefined,
  };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** GET /api/sales-people/{id}/stats?year=: registrations, revenue and commission per IST month. */
export async function stats(db: DbOrTx, id: string, year?: number, now = new Date()): Promise<SalesStats> {
  const salesPerson = await readOne(db, id);
  const y = year ?? istParts(now).year;
  const from = monthStart({ year: y, month: 1 });
  const to = monthStart({ year: y + 1, month: 1 });
  const paid = revenueSource(db);
  const regs = await repo.registrationsByMonth(db, id, from, to);
  const money = await repo.moneyByMonth(db, paid, id, from, to);
  const years = [...new Set([istParts(now).year, ...(await repo.yearsWithData(db, paid, id))])].sort(
    (a, b) => b - a,
  );
  const months = MONTH_NAMES.map((label, i) => {
    const n = i + 1;
    const r = regs.find((x) => x.month === n);
    const m = money.find((x) => x.month === n);
    return {
      key: `${y}-${String(n).padStart(2, '0')}`,
      label,
      registrations: r?.count ?? 0,
      revenuePaise: m?.revenuePaise ?? 0,
      commissionPaise: m?.commissionPaise ?? 0,
    };
  });
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((n, m) => n + pick(m), 0);
  return {
    salesPerson,
    year: y,
    years,
    totals: {
      registrations: sum((m) => m.registrations),
      revenue: paiseToPrice(sum((m) => m.revenuePaise)),
      commission: paiseToPrice(sum((m) => m.commissionPaise)),
    },
    months: months.map((m) => ({
      key: m.key,
      label: m.label,
      registrations: m.registrations,
      revenue: paiseToPrice(m.revenuePaise),
      commission: paiseToPrice(m.commissionPaise),
    })),
  };
}
