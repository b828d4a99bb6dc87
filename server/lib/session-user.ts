import type { Role } from '../../contracts/auth.ts';

/** Who a request is: resolved by the accounts domain from a session token, checked by the guards. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  role: Role;
}
