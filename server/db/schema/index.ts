// Each file holds the tables of one owner; only that owner's repo writes them (docs/architecture.md:
// one writer per table).
export * from './accounts.ts';
export * from './addresses.ts';
export * from './advisor-referrals.ts';
export * from './advisors.ts';
export * from './audit.ts';
export * from './card-rules.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './deals.ts';
export * from './fit.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './membership.ts';
export * from './notices.ts';
export * from './notifications.ts';
export * from './onboarding.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './preferences.ts';
export * from './sales.ts';
export * from './sales-registrations.ts';
export * from './second-factor.ts';
export * from './server-secrets.ts';
export * from './voting.ts';
export * from './wishlist.ts';
