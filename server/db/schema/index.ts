export * from './accounts.ts';
export * from './applications.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './membership.ts';
export * from './onboarding.ts';
export * from './payments.ts';
export * from './preferences.ts';
