import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repo.ts';

export type { Advisor, CommissionStatus } from './repo.ts';

/** Commission in paise at the advisor's rate (a percentage with two decimals, e.g. "10.00"). */
export function commissionPaise(amountPaise: number, rate: string): number {
  const basisPoints = Math.round(Number(rate) * 100);
  return Math.round((amountPaise * basisPoints) / 10_000);
}

/** An active fashion-advisor code (trimmed, upper-cased), or null when unknown or inactive. */
export async function findActiveAdvisor(db: DbOrTx, code: string) {
  const normalised = code.trim().toUpperCase();
  if (!normalised) return null;
  const advisor = await repo.findByCode(db, normalised);
  return advisor?.isActive ? advisor : null;
}

/**
 * The advisor's registration for a paid application, with the commission at the advisor's rate on the
 * day it was paid (pending until the application is approved).
 */
export async function recordReferral(
  tx: DbOrTx,
  values: { advisorCodeId: string; applicationId: string; userId: string; amountPaise: number; now: Date },
) {
  const advisor = await repo.findById(tx, values.advisorCodeId);
  const rate = advisor?.commissionRate ?? '0';
  await repo.insertReferral(tx, {
    advisorCodeId: values.advisorCodeId,
    applicationId: values.applicationId,
    userId: values.userId,
    amountPaise: values.amountPaise,
    commissionRate: rate,
    commissionPaise: commissionPaise(values.amountPaise, rate),
    createdAt: values.now,
  });
}

/** The commission of an application's referral: earned when it is approved, void when it is rejected. */
export function setReferralStatus(tx: DbOrTx, applicationId: string, status: repo.CommissionStatus) {
  return repo.setReferralStatus(tx, applicationId, status);
}

// The back office (admin.ts): what accounts/staff.ts asks when it creates a sub-admin and lists them.
export { advisorsAssignedTo, advisorsExist, assignAdvisors, type Staff } from './admin.ts';

/** Whether any advisor (active or not) has this code (a sales referral code must never be one). */
export async function codeExists(db: DbOrTx, code: string) {
  return (await repo.findByCode(db, code)) !== undefined;
}

/** The advisor with this id while its code is active, or null (an advisor's session ends with its code). */
export async function findActiveAdvisorById(db: DbOrTx, id: string) {
  const advisor = await repo.findById(db, id);
  return advisor?.isActive ? advisor : null;
}
