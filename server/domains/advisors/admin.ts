import { randomInt } from 'node:crypto';
import {
  ADVISOR_MESSAGES,
  type AdminAdvisor,
  type CreateAdvisorBody,
  type UpdateAdvisorBody,
} from '../../../contracts/advisor-codes.ts';
import type { Role } from '../../../contracts/auth.ts';
import { paiseToPrice } from '../../../contracts/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import * as audit from '../audit/service.ts';
import * as identity from '../identity/service.ts';
import * as repo from './admin-repo.ts';
import { revenueSource } from './revenue.ts';

/** The signed-in staff member: an admin sees every advisor, a sub-admin its own only. */
export interface Staff {
  userId: string;
  role: Role;
}

const CODE_LENGTH = 16;
const MAX_NAME_LETTERS = 10;

/**
 * A new code: FA, up to 10 letters of the name (A-Z, accents dropped), then random digits to 16
 * characters (the spec's "FA plus 14 characters", like FADEMOADVISOR001). Always upper case.
 */
export function drawCode(name: string, digit: () => number = () => randomInt(10)): string {
  const letters = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, MAX_NAME_LETTERS);
  let digits = '';
  while (2 + letters.length + digits.length < CODE_LENGTH) digits += String(digit());
  return `FA${letters}${digits}`;
}

export type Row = Awaited<ReturnType<typeof repo.listWithTotals>>[number];

function toAdmin(row: Row): AdminAdvisor {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    phone: row.phone,
    commissionRate: row.commissionRate,
    isActive: row.isActive,
    assignedTo: row.assignedTo
      ? { id: row.assignedTo, email: row.assigneeEmail, isActive: row.assigneeDisabledAt === null }
      : null,
    totalRevenue: paiseToPrice(Number(row.revenuePaise)),
    totalRegistrations: Number(row.registrations),
    conversions: Number(row.conversions),
    commissionEarned: paiseToPrice(Number(row.payablePaise) + Number(row.paidPaise)),
    commissionPending: paiseToPrice(Number(row.pendingPaise)),
    commissionPayable: paiseToPrice(Number(row.payablePaise)),
    commissionPaid: paiseToPrice(Number(row.paidPaise)),
    commissionHeld: paiseToPrice(Number(row.heldPaise)),
    flaggedRegistrations: Number(row.flagged),
    flaggedUndecided: Number(row.flaggedUndecided),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of an advisor, before and after a change. */
function snapshot(row: {
  code: string;
  name: string;
  email: string;
  phone: string | null;
  commissionRate: string;
  isActive: boolean;
  assignedTo: string | null;
}) {
  const { code, name, email, phone, commissionRate, isActive, assignedTo } = row;
  return { code, name, email, phone, commissionRate, isActive, assignedTo };
}

const actorOf = (staff: Staff) => ({ id: staff.userId, role: staff.role });

async function readOne(db: DbOrTx, id: string) {
  const [row] = await repo.listWithTotals(db, revenueSource(db), { ids: [id] });
  if (!row) throw notFound(ADVISOR_MESSAGES.notFound);
  return toAdmin(row);
}

/** GET /api/admin/advisor-codes: every advisor for an admin; a sub-admin's own for a sub-admin. */
export async function listAdvisors(db: DbOrTx, staff: Staff): Promise<AdminAdvisor[]> {
  const rows = await repo.listWithTotals(db, revenueSource(db), {
    assignedTo: staff.role === 'admin' ? undefined : staff.userId,
  });
  return rows.map(toAdmin);
}

/**
 * A sub-admin may give an advisor at most the shop's maximum rate (SUBADMIN_MAX_COMMISSION_RATE): the
 * commission is the shop's money. Admins are not held to it. Every change is in the audit trail.
 */
function requireRateAllowed(staff: Staff, rate: string | undefined, maxForSubAdmin: number) {
  if (rate === undefined || staff.role === 'admin' || Number(rate) <= maxForSubAdmin) return;
  const message = ADVISOR_MESSAGES.aboveSubAdminMax(maxForSubAdmin.toFixed(2));
  throw badRequest(message, { commissionRate: [message] });
}

/** 400 unless the id names an active sub-admin (the only people advisors are assigned to). */
async function requireAssignee(db: DbOrTx, userId: string) {
  if (!(await identity.isActiveSubAdmin(db, userId))) {
    throw badRequest(ADVISOR_MESSAGES.assignee, { assignedTo: [ADVISOR_MESSAGES.assignee] });
  }
}

/**
 * POST /api/admin/advisor-codes: a new code, unique and upper-case (drawn again on a collision). A sub-admin's
 * new advisor is assigned to that sub-admin, whatever the form says.
 */
export async function createAdvisor(
  db: Db,
  staff: Staff,
  body: CreateAdvisorBody,
  rules: { subAdminMaxRate: number },
  now = new Date(),
) {
  requireRateAllowed(staff, body.commissionRate, rules.subAdminMaxRate);
  return db.transaction(async (tx) => {
    if (await repo.emailTaken(tx, body.email)) {
      throw new AppError('CONFLICT', ADVISOR_MESSAGES.emailTaken, { email: [ADVISOR_MESSAGES.emailTaken] });
    }
    const assignedTo = staff.role === 'admin' ? body.assignedTo : staff.userId;
    if (assignedTo && staff.role === 'admin') await requireAssignee(tx, assignedTo);
    let row: Awaited<ReturnType<typeof repo.insertAdvisor>>;
    for (let attempt = 0; attempt < 8 && !row; attempt++) {
      row = await repo.insertAdvisor(tx, {
        code: drawCode(body.name),
        name: body.name,
        email: body.email,
        phone: body.phone,
        commissionRate: body.commissionRate,
        assignedTo,
        createdAt: now,
      });
    }
    if (!row) throw new AppError('UNAVAILABLE', ADVISOR_MESSAGES.createFailed);
    await audit.record(
      tx,
      {
        actor: actorOf(staff),
        action: 'advisor.create',
        subject: { type: 'advisor', id: row.id },
        summary: `Created advisor code ${row.code} for ${row.name}`,
        after: snapshot(row),
      },
      now,
    );
    return readOne(tx, row.id);
  });
}

/** The advisor, locked; 404 when unknown, 403 when it is not a sub-admin's own. */
async function advisorInScope(tx: DbOrTx, staff: Staff, id: string) {
  const row = await repo.findForUpdate(tx, id);
  if (!row) throw notFound(ADVISOR_MESSAGES.notFound);
  if (staff.role !== 'admin' && row.assignedTo !== staff.userId) throw forbidden(ADVISOR_MESSAGES.outOfScope);
  return row;
}

/** PUT /api/admin/advisor-codes/{id}: the commission rate; the assignment (admins only). */
export async function updateAdvisor(
  db: Db,
  staff: Staff,
  id: string,
  body: UpdateAdvisorBody,
  rules: { subAdminMaxRate: number },
  now = new Date(),
) {
  requireRateAllowed(staff, body.commissionRate, rules.subAdminMaxRate);
  return db.transaction(async (tx) => {
    const before = await advisorInScope(tx, staff, id);
    const set: Parameters<typeof repo.updateAdvisor>[2] = {};
    if (body.commissionRate !== undefined && body.commissionRate !== before.commissionRate) {
      set.commissionRate = body.commissionRate;
    }
    if (body.assignedTo !== undefined && body.assignedTo !== before.assignedTo) {
      if (staff.role !== 'admin') throw forbidden(ADVISOR_MESSAGES.reassignAdminOnly);
      if (body.assignedTo) await requireAssignee(tx, body.assignedTo);
      set.assignedTo = body.assignedTo;
    }
    if (Object.keys(set).length > 0) {
      const after = await repo.updateAdvisor(tx, id, set);
      const what = [
        set.commissionRate !== undefined
          ? `commission ${before.commissionRate}% → ${after.commissionRate}%`
          : null,
        set.assignedTo !== undefined ? (after.assignedTo ? 'assigned to a sub-admin' : 'unassigned') : null,
      ].filter(Boolean);
      await audit.record(
        tx,
        {
          actor: actorOf(staff),
          action: 'advisor.update',
          subject: { type: 'advisor', id },
          summary: `Changed advisor ${before.code}: ${what.join(', ')}`,
          before: snapshot(before),
          after: snapshot(after),
        },
        now,
      );
    }
    return readOne(tx, id);
  });
}

/** POST /api/admin/advisor-codes/{id}/status: activate or deactivate (an inactive code takes no new applicants). */
export async function setAdvisorActive(db: Db, staff: Staff, id: string, active: boolean, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await advisorInScope(tx, staff, id);
    if (before.isActive !== active) {
      const after = await repo.updateAdvisor(tx, id, { isActive: active });
      await audit.record(
        tx,
        {
          actor: actorOf(staff),
          action: active ? 'advisor.activate' : 'advisor.deactivate',
          subject: { type: 'advisor', id },
          summary: `${active ? 'Activated' : 'Deactivated'} advisor code ${before.code} (${before.name})`,
          before: snapshot(before),
          after: snapshot(after),
        },
        now,
      );
    }
    return readOne(tx, id);
  });
}

/**
 * Assign advisors to a sub-admin in the caller's transaction (a new sub-admin's, staff/service.ts): 400
 * when an id is unknown; each advisor that changes hands is a row in the audit trail.
 */
export async function assignAdvisors(
  tx: DbOrTx,
  actor: Staff,
  advisorIds: readonly string[],
  subAdmin: { id: string; email: string },
  now = new Date(),
) {
  const ids = [...new Set(advisorIds)];
  const rows = await repo.findManyForUpdate(tx, ids);
  if (rows.length !== ids.length) return false;
  const moving = rows.filter((r) => r.assignedTo !== subAdmin.id);
  await repo.assignAll(
    tx,
    moving.map((r) => r.id),
    subAdmin.id,
  );
  for (const r of moving) {
    await audit.record(
      tx,
      {
        actor: actorOf(actor),
        action: 'advisor.update',
        subject: { type: 'advisor', id: r.id },
        summary: `Assigned advisor ${r.code} to ${subAdmin.email}`,
        before: { assignedTo: r.assignedTo },
        after: { assignedTo: subAdmin.id },
      },
      now,
    );
  }
  return true;
}

/** The advisors assigned to each of these sub-admins (code and name), by user id. */
export async function advisorsAssignedTo(db: DbOrTx, userIds: string[]) {
  const byUser = new Map<string, { id: string; code: string; name: string }[]>();
  for (const r of await repo.assignedTo(db, userIds)) {
    if (!r.assignedTo) continue;
    const list = byUser.get(r.assignedTo) ?? [];
    list.push({ id: r.id, code: r.code, name: r.name });
    byUser.set(r.assignedTo, list);
  }
  return byUser;
}

/** Whether every id names an advisor (checked before a sub-admin's verification code is used up). */
export async function advisorsExist(db: DbOrTx, advisorIds: readonly string[]) {
  const ids = [...new Set(advisorIds)];
  return (await repo.countExisting(db, ids)) === ids.length;
}
