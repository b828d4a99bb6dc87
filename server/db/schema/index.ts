export * from './accounts.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './membership.ts';
export * from './onboarding.ts';
