import type { Role } from '../../contracts/auth.ts';

/** Who a request is: resolved by the accounts domain from a session token, checked by the guards. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  role: Role;
  /**
   * Staff without a second factor while STAFF_SECOND_FACTOR=required: only the two-step sign-in setup
   * (and /api/auth/me, sign-out) answer; every other signed-in route is 403 (plugins/session.ts).
   */
  enrolmentOnly?: boolean;
}
