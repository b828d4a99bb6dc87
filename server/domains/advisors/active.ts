import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repo.ts';

/** An active fashion-advisor code (trimmed, upper-cased), or null when unknown or inactive. */
export async function findActiveAdvisor(db: DbOrTx, code: string) {
  const normalised = code.trim().toUpperCase();
  if (!normalised) return null;
  const advisor = await repo.findByCode(db, normalised);
  return advisor?.isActive ? advisor : null;
}

/** The advisor with this id while its code is active, or null (an advisor's session ends with its code). */
export async function findActiveAdvisorById(db: DbOrTx, id: string) {
  const advisor = await repo.findById(db, id);
  return advisor?.isActive ? advisor : null;
}

/** Whether any advisor (active or not) has this code (a sales referral code must never be one). */
export async function codeExists(db: DbOrTx, code: string) {
  return (await repo.findByCode(db, code)) !== undefined;
}
