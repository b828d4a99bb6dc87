// What other domains may ask of advisors.

// Advisor codes: whether a code names an active advisor (a referral), or any advisor (active.ts).
export { codeExists, findActiveAdvisor } from './active.ts';
// The back office (admin.ts): what the staff domain asks when it creates a sub-admin and lists them.
export { advisorsAssignedTo, advisorsExist, assignAdvisors, type Staff } from './admin.ts';
// Commissions (commissions.ts): recorded in the settlement of the joining fee (onboarding) and of each
// upgrade (membership), moved by the application's review (membership), reversed by refunds (payments'
// refund hook, registered in routes.ts).
export {
  commissionPaise,
  recordReferral,
  recordUpgradeCommission,
  reverseForPayment,
  reviewReferral,
} from './commissions.ts';
export type { Advisor } from './repo.ts';
// The advisor signed in to its dashboard, if any (sign-in.ts): the sales routes tell an advisor from a
// stranger.
export { resolveSession as resolveAdvisorSession } from './sign-in.ts';
