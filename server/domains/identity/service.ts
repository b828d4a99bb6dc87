// What other domains may ask of identity: who a request is and how they proved it. Identity sits on the
// ground floor (it asks no other domain), so every domain may use it.

// Fashion advisors' sessions, under a cookie of their own (advisor-sessions.ts).
export {
  ADVISOR_SESSION_TTL_MS,
  advisorCookieName,
  createAdvisorSession,
  endAdvisorSession,
  findAdvisorSession,
} from './advisor-sessions.ts';
// One-time codes to an e-mail or phone: applications, new sub-admins, advisor sign-in (codes.ts).
export { CODE_MESSAGES, type CodeKey, sendVerification, verifiedContact, verifyCode } from './codes.ts';
// The staff-role checks (roles.ts).
export { isActiveSubAdmin, isStaffRole } from './roles.ts';
// Sessions of shop accounts (members and staff), resolved on every request (sessions.ts).
export {
  createSession,
  endAllSessions,
  endOtherSessions,
  endOwnSession,
  endSession,
  LAST_SEEN_EVERY_MS,
  liveSessions,
  resolveSession,
  type SessionUser,
} from './sessions.ts';
