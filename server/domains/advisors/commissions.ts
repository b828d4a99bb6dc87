import { ADVISOR_MESSAGES } from '../../../contracts/advisor-codes.ts';
import {
  BURST_LIMIT,
  BURST_WINDOW_MS,
  COMMISSION_MESSAGES,
  type Commission,
  type Payout,
  type ReferralFlag,
} from '../../../contracts/commissions.ts';
import { formatPaise, paiseToPrice } from '../../../contracts/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { istParts } from '../../lib/calendar.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import * as audit from '../audit/service.ts';
import type { Staff } from './admin.ts';
import * as repo from './commissions-repo.ts';

/**
 * Commissions, payouts and referral checks (contracts/commissions.ts).
 *
 * Why two tables: advisor_referrals stays the registration (one per application: the conversion and the
 * referral-check flag, which stats count), and advisor_commissions holds the money, one row per verified
 * payment (joining fee and each upgrade), because each payment has its own rate, refund and payout.
 *
 * Life of a commission: pending (application not approved) -> payable (approved) -> paid (in a payout);
 * held while its registration's flag waits for staff; reversed when its payment is refunded or staff
 * decline the flag. A refund is always the whole payment here (payments.refundInTransaction), so the
 * commission reverses in full; a commission already paid out stays paid (the money left in its payout)
 * and the refund shows on the payment. Every step runs in the transaction that changes the money.
 */

/** Commission in paise at the advisor's rate ("12.50" percent): half a paisa and up rounds up. */
export function commissionPaise(amountPaise: number, rate: string): number {
  const basisPoints = Math.round(Number(rate) * 100);
  return Math.round((amountPaise * basisPoints) / 10_000);
}

const normaliseEmail = (v: string | null | undefined) => v?.trim().toLowerCase() || null;
/** The last 10 digits: '+91 98765 43210', '098765 43210' and '9876543210' are one number. */
const normalisePhone = (v: string | null | undefined) => {
  const digits = (v ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
};

export interface ReferralInput {
  advisorCodeId: string;
  applicationId: string;
  userId: string;
  /** The joining fee's payment (payments' id) and amount. */
  paymentId: string;
  amountPaise: number;
  /** The applicant's verified contact. */
  email?: string | null;
  phone?: string | null;
  /** lib/device.ts deviceHash of the browser that opened the payment, when known. */
  deviceHash?: string | null;
  now: Date;
}

/**
 * The referral checks: a self-referral when the applicant's e-mail, phone or device is the advisor's;
 * a burst when more than BURST_LIMIT registrations for the code were paid within the hour before.
 */
async function check(
  tx: DbOrTx,
  advisor: { id: string; email: string; phone: string | null },
  input: ReferralInput,
): Promise<{ flag: ReferralFlag; detail: string } | null> {
  const email = normaliseEmail(input.email);
  const phone = normalisePhone(input.phone);
  if (email && email === normaliseEmail(advisor.email)) {
    return { flag: 'self_referral', detail: "The applicant's e-mail is the advisor's own." };
  }
  if (phone && phone === normalisePhone(advisor.phone)) {
    return { flag: 'self_referral', detail: "The applicant's phone is the advisor's own." };
  }
  if (input.deviceHash && (await repo.isAdvisorDevice(tx, advisor.id, input.deviceHash))) {
    return {
      flag: 'self_referral',
      detail: 'The applicant paid from a device the advisor signed in from.',
    };
  }
  const since = new Date(input.now.getTime() - BURST_WINDOW_MS);
  const before = await repo.countReferralsBetween(tx, advisor.id, since, input.now);
  if (before >= BURST_LIMIT) {
    return {
      flag: 'burst',
      detail: `${before + 1} registrations for this code were paid within an hour (more than ${BURST_LIMIT}).`,
    };
  }
  return null;
}

/**
 * In the joining fee's settlement transaction: the registration (with the referral checks) and the
 * joining fee's commission at the advisor's rate of today, pending, or held when flagged. Once per
 * application and payment: a replay records nothing.
 */
export async function recordReferral(tx: DbOrTx, input: ReferralInput) {
  // Locked: the burst count and the rate are read by one settlement at a time per advisor.
  const advisor = await repo.lockAdvisor(tx, input.advisorCodeId);
  if (!advisor) throw new Error(`advisor ${input.advisorCodeId} does not exist`);
  const flagged = await check(tx, advisor, input);
  const referral = await repo.insertReferral(tx, {
    advisorCodeId: advisor.id,
    applicationId: input.applicationId,
    userId: input.userId,
    amountPaise: input.amountPaise,
    flag: flagged?.flag ?? null,
    flagDetail: flagged?.detail ?? null,
    createdAt: input.now,
  });
  if (!referral) return;
  await repo.insertCommission(tx, {
    advisorCodeId: advisor.id,
    referralId: referral.id,
    userId: input.userId,
    paymentId: input.paymentId,
    kind: 'joining_fee',
    amountPaise: input.amountPaise,
    commissionRate: advisor.commissionRate,
    commissionPaise: commissionPaise(input.amountPaise, advisor.commissionRate),
    status: flagged ? 'held' : 'pending',
    flag: flagged?.flag ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/**
 * In the upgrade's settlement transaction: the commission of the advisor who brought the member, at its
 * rate of today (nothing when no advisor brought them). Payable when the registration converted; held
 * while its flag waits for staff; reversed when staff declined it. Once per payment.
 */
export async function recordUpgradeCommission(
  tx: DbOrTx,
  input: { userId: string; paymentId: string; amountPaise: number; now: Date },
) {
  const referral = await repo.referralOfUser(tx, input.userId);
  if (!referral) return;
  const advisor = await repo.lockAdvisor(tx, referral.advisorCodeId);
  if (!advisor) return;
  const status =
    referral.flag && referral.flagDecision === null
      ? 'held'
      : referral.flagDecision === 'declined' || referral.status === 'void'
        ? 'reversed'
        : referral.status === 'earned'
          ? 'payable'
          : 'pending';
  await repo.insertCommission(tx, {
    advisorCodeId: advisor.id,
    referralId: referral.id,
    userId: input.userId,
    paymentId: input.paymentId,
    kind: 'upgrade',
    amountPaise: input.amountPaise,
    commissionRate: advisor.commissionRate,
    commissionPaise: commissionPaise(input.amountPaise, advisor.commissionRate),
    status,
    flag: status === 'held' ? referral.flag : null,
    reversedAt: status === 'reversed' ? input.now : null,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/**
 * The application's review, in its transaction: approved makes the registration's pending commissions
 * payable (held ones wait for staff); rejected reverses every commission not yet paid.
 */
export async function reviewReferral(
  tx: DbOrTx,
  applicationId: string,
  status: 'earned' | 'void',
  now: Date,
) {
  const referral = await repo.referralOfApplication(tx, applicationId);
  if (!referral) return;
  await repo.updateReferral(tx, referral.id, { status });
  if (status === 'earned') {
    await repo.moveCommissions(tx, { referralId: referral.id }, ['pending'], {
      status: 'payable',
      updatedAt: now,
    });
  } else {
    await repo.moveCommissions(tx, { referralId: referral.id }, ['pending', 'payable', 'held'], {
      status: 'reversed',
      reversedAt: now,
      updatedAt: now,
    });
  }
}

/** The payments domain's refund hook: the refunded payment's commission is reversed (once). */
export async function reverseForPayment(tx: DbOrTx, payment: { id: string }, now: Date) {
  await repo.moveCommissions(tx, { paymentId: payment.id }, ['pending', 'payable', 'held'], {
    status: 'reversed',
    reversedAt: now,
    updatedAt: now,
  });
}

/** An advisor signed in from this device (sign-in.ts): the self-referral check remembers it. */
export function rememberDevice(db: DbOrTx, advisorCodeId: string, deviceHash: string, now = new Date()) {
  return repo.rememberDevice(db, advisorCodeId, deviceHash, now);
}

// ---- The back office ----

const actorOf = (staff: Staff) => ({ id: staff.userId, role: staff.role });

/** The advisor (locked): 404 when unknown, 403 when it is not a sub-admin's own. */
async function advisorInScope(tx: DbOrTx, staff: Staff, id: string) {
  const advisor = await repo.lockAdvisor(tx, id);
  if (!advisor) throw notFound(ADVISOR_MESSAGES.notFound);
  if (staff.role !== 'admin' && advisor.assignedTo !== staff.userId) {
    throw forbidden(ADVISOR_MESSAGES.outOfScope);
  }
  return advisor;
}

function toPayout(row: repo.PayoutRow): Payout {
  return {
    id: row.id,
    advisorId: row.advisorCodeId,
    amount: paiseToPrice(row.amountPaise),
    commissions: Number(row.commissions),
    reference: row.reference,
    paidOn: row.paidOn,
    createdBy: { id: row.createdBy, email: row.createdByEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

const istToday = (now: Date) => {
  const p = istParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/**
 * POST /api/admin/advisor-codes/{id}/payouts (admins): every commission payable at this moment, paid in one
 * payout row, in one transaction with the advisor locked, audited. The same reference again answers the
 * payout it made (a double click pays once); nothing payable is a 409.
 */
export async function recordPayout(
  db: Db,
  staff: Staff,
  advisorId: string,
  body: { reference: string; paidOn: string },
  now = new Date(),
): Promise<{ payout: Payout; created: boolean }> {
  if (staff.role !== 'admin') throw forbidden(COMMISSION_MESSAGES.payoutAdminOnly);
  if (body.paidOn > istToday(now)) {
    throw badRequest(COMMISSION_MESSAGES.paidOn, { paidOn: [COMMISSION_MESSAGES.paidOn] });
  }
  return db.transaction(async (tx) => {
    const advisor = await advisorInScope(tx, staff, advisorId);
    const [again] = await repo.listPayouts(tx, { advisorCodeId: advisor.id, reference: body.reference });
    if (again) return { payout: toPayout(again), created: false };
    const payable = await repo.payableForUpdate(tx, advisor.id);
    if (payable.length === 0) throw new AppError('CONFLICT', COMMISSION_MESSAGES.nothingPayable);
    const amountPaise = payable.reduce((n, c) => n + c.commissionPaise, 0);
    const payout = await repo.insertPayout(tx, {
      advisorCodeId: advisor.id,
      amountPaise,
      reference: body.reference,
      paidOn: body.paidOn,
      createdBy: staff.userId,
      createdAt: now,
    });
    await repo.moveCommissions(tx, { ids: payable.map((c) => c.id) }, ['payable'], {
      status: 'paid',
      payoutId: payout.id,
      updatedAt: now,
    });
    await audit.record(
      tx,
      {
        actor: actorOf(staff),
        action: 'advisor.payout',
        subject: { type: 'advisor', id: advisor.id },
        summary: `Paid ${formatPaise(amountPaise)} of commission to ${advisor.name} (${advisor.code}), reference ${body.reference}`,
        before: { payablePaise: amountPaise },
        after: {
          payoutId: payout.id,
          amountPaise,
          commissions: payable.length,
          reference: body.reference,
          paidOn: body.paidOn,
        },
      },
      now,
    );
    const [row] = await repo.listPayouts(tx, { advisorCodeId: advisor.id, reference: body.reference });
    return { payout: toPayout(row!), created: true };
  });
}

/** GET /api/admin/advisor-codes/{id}/payouts: admins, and sub-admins for their own advisors. */
export async function listPayouts(db: Db, staff: Staff, advisorId: string): Promise<Payout[]> {
  return db.transaction(async (tx) => {
    const advisor = await advisorInScope(tx, staff, advisorId);
    return (await repo.listPayouts(tx, { advisorCodeId: advisor.id })).map(toPayout);
  });
}

function toCommission(row: repo.CommissionRow, flagDetail: string | null): Commission {
  return {
    id: row.id,
    advisorId: row.advisorCodeId,
    paymentId: row.paymentId,
    kind: row.kind,
    amount: paiseToPrice(row.amountPaise),
    rate: row.commissionRate,
    commission: paiseToPrice(row.commissionPaise),
    status: row.status,
    flag: row.flag,
    flagDetail: row.flag ? flagDetail : null,
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/advisor-codes/{id}/commissions: admins, and sub-admins for their own advisors. */
export async function listCommissions(db: Db, staff: Staff, advisorId: string): Promise<Commission[]> {
  return db.transaction(async (tx) => {
    const advisor = await advisorInScope(tx, staff, advisorId);
    return (await repo.listCommissions(tx, advisor.id)).map((r) => toCommission(r.commission, r.flagDetail));
  });
}

/**
 * POST /api/admin/commissions/{id}/decision: staff decide a flagged registration (admins; sub-admins
 * for their advisors). The decision is about the registration, so it settles every held commission of
 * it, and later upgrades follow it: released -> payable (pending while the application waits for
 * review), declined -> reversed. Audited; a second decision is a 409.
 */
export async function decideCommission(
  db: Db,
  staff: Staff,
  id: string,
  body: { release: boolean; note?: string },
  now = new Date(),
): Promise<Commission> {
  return db.transaction(async (tx) => {
    const found = await repo.findCommission(tx, id);
    if (!found) throw notFound(COMMISSION_MESSAGES.commissionNotFound);
    const advisor = await advisorInScope(tx, staff, found.advisorCodeId);
    const row = await repo.findCommissionForUpdate(tx, id);
    if (row?.status !== 'held') throw new AppError('CONFLICT', COMMISSION_MESSAGES.notHeld);
    const referral = (await repo.referralById(tx, row.referralId))!;
    const note = body.note?.trim() || null;
    const decided = { decidedAt: now, decidedBy: staff.userId, decisionNote: note, updatedAt: now };
    await repo.updateReferral(tx, row.referralId, {
      flagDecision: body.release ? 'released' : 'declined',
      flagDecidedAt: now,
    });
    const status =
      !body.release || referral.status === 'void'
        ? 'reversed'
        : referral.status === 'earned'
          ? 'payable'
          : 'pending';
    const moved = await repo.moveCommissions(tx, { referralId: row.referralId }, ['held'], {
      ...decided,
      status,
      reversedAt: status === 'reversed' ? now : null,
    });
    const paise = moved.reduce((n, c) => n + c.commissionPaise, 0);
    await audit.record(
      tx,
      {
        actor: actorOf(staff),
        action: body.release ? 'commission.release' : 'commission.decline',
        subject: { type: 'commission', id },
        summary: `${body.release ? 'Released' : 'Declined'} ${formatPaise(paise)} of held commission of ${advisor.name} (${advisor.code})${note ? `: ${note}` : ''}`,
        before: { status: 'held', flag: row.flag },
        after: { status, commissions: moved.length, note },
      },
      now,
    );
    const after = (await repo.findCommission(tx, id))!;
    return toCommission(after, await repo.flagDetailOf(tx, row.referralId));
  });
}
