import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repo.ts';

export type { Advisor } from './repo.ts';

/** An active fashion-advisor code (trimmed, upper-cased), or null when unknown or inactive. */
export async function findActiveAdvisor(db: DbOrTx, code: string) {
  const normalised = code.trim().toUpperCase();
  if (!normalised) return null;
  const advisor = await repo.findByCode(db, normalised);
  return advisor?.isActive ? advisor : null;
}

// The back office (admin.ts): what the staff domain asks when it creates a sub-admin and lists them.
export { advisorsAssignedTo, advisorsExist, assignAdvisors, type Staff } from './admin.ts';
// Commissions (commissions.ts): recorded in the settlement of the joining fee (onboarding) and of each
// upgrade (membership), moved by the application's review (membership), reversed by refunds (payments'
// refund hook, registered in routes.ts).
export {
  commissionPaise,
  recordReferral,
  recordUpgradeCommission,
  rememberDevice,
  reverseForPayment,
  reviewReferral,
} from './commissions.ts';

// The advisor's own reads (portal.ts), for the advisor-portal domain.
export { advisorMonthly, advisorRegistrations, advisorSummary } from './portal.ts';

/** Whether any advisor (active or not) has this code (a sales referral code must never be one). */
export async function codeExists(db: DbOrTx, code: string) {
  return (await repo.findByCode(db, code)) !== undefined;
}

/** The advisor with this id while its code is active, or null (an advisor's session ends with its code). */
export async function findActiveAdvisorById(db: DbOrTx, id: string) {
  const advisor = await repo.findById(db, id);
  return advisor?.isActive ? advisor : null;
}
