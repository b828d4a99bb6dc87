// Each file holds the tables of one domain; only that domain's repo writes them (README, Code map).
export * from './accounts.ts';
export * from './addresses.ts';
export * from './advisor-portal.ts';
export * from './advisor-referrals.ts';
export * from './advisors.ts';
export * from './audit.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './membership.ts';
export * from './notices.ts';
export * from './notifications.ts';
export * from './onboarding.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './preferences.ts';
export * from './sales.ts';
export * from './sales-registrations.ts';
