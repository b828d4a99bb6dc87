import type { Role } from '../../../contracts/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './roles-repo.ts';

/**
 * The staff-role checks every domain asks: admins and sub-admins sign in with stricter session limits
 * and a second factor, and only an active sub-admin can look after advisors.
 */

/** Admins and sub-admins: their sessions end after the staff limits (idle and in all). */
export function isStaffRole(role: Role) {
  return role === 'admin' || role === 'subadmin';
}

/** Whether the user is a sub-admin whose account is active (advisors can be assigned to them). */
export function isActiveSubAdmin(db: DbOrTx, userId: string) {
  return repo.isActiveSubAdmin(db, userId);
}
