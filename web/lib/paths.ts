import type { Storefront } from '#contracts/common';

/** Every path of the web app, written once. */
export const paths = {
  home: '/',
  card: '/card',
  auth: '/auth',
  login: '/login',
  register: '/register',
  profile: '/profile',
  profileSection: '/profile/:section',
  membership: '/membership',
  card2: '/card2',
  card3: '/card3',
  gold: '/gold',
  home2: '/home2',
  open: '/open',
  insider: '/insider',
  jobs: '/jobs',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  designProtection: '/design-protection',
  studio: '/studio',
  limitedEdition: '/limited-edition',
  signature: '/signature',
  signout: '/signout',
  apiSignout: '/api/auth/signout',
  loops: '/loops/:storefront',
  boards: '/boards',
  boardsStorefront: '/boards/:storefront',
  boardsProduct: '/boards/:storefront/product/:product',
  product: '/products/:slug',
  category: '/categories/:categorySlug',
  admin: '/admin',
  adminTab: '/admin/:tab',
  verifyCard: '/verify-card/:token',
  advisorAuth: '/advisor-auth',
  advisorDashboard: '/advisor-dashboard',
  advisorDashboardTab: '/advisor-dashboard/:tab',
  salesDashboard: '/sales-dashboard',
  dashboard: '/dashboard',
  upgrade: '/upgrade',
  registerVerify: '/register/verify',
  registerPayment: '/register/payment',
  setupPassword: '/setup-password',
  registerSetupPassword: '/register/setup-password',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  registerProfile: '/register/profile',
  registerSuccess: '/register/success',
  devMailbox: '/dev/mailbox',
  checkout: '/checkout',
  orderConfirmed: '/orders/:orderNumber/confirmed',
  order: '/orders/:orderNumber',
} as const;

export const storefrontPath = (storefront: Storefront): string =>
  storefront === 'LIMITED-EDITION' ? paths.limitedEdition : paths.studio;

export const productPath = (slug: string): string => paths.product.replace(':slug', encodeURIComponent(slug));

export const categoryPath = (slug: string): string =>
  paths.category.replace(':categorySlug', encodeURIComponent(slug));

export const registerPath = (): string => `${paths.auth}?mode=register`;

/** The storefront as it reads in a path: /loops/studio, /boards/limited-edition. */
export const storefrontSlug = (storefront: Storefront): string => storefront.toLowerCase();

/** `studio` / `limited-edition` (any case) as a storefront; anything else is not one. */
export function storefrontFromSlug(slug: string | undefined): Storefront | null {
  const value = slug?.toLowerCase();
  if (value === 'studio') return 'STUDIO';
  if (value === 'limited-edition') return 'LIMITED-EDITION';
  return null;
}

export const loopsPath = (storefront: Storefront): string =>
  paths.loops.replace(':storefront', storefrontSlug(storefront));

/** /boards/{storefront}, or /boards (both storefronts) without one. */
export const boardsPath = (storefront?: Storefront | null): string =>
  storefront ? paths.boardsStorefront.replace(':storefront', storefrontSlug(storefront)) : paths.boards;

/** The product dialog over a storefront's board. */
export const boardsProductPath = (storefront: Storefront, slug: string): string =>
  paths.boardsProduct
    .replace(':storefront', storefrontSlug(storefront))
    .replace(':product', encodeURIComponent(slug));

/**
 * The storefront a path belongs to: the two storefront pages, and the loops and boards of one
 * (the storefront is set from the route).
 */
export function storefrontOfPath(pathname: string): Storefront | null {
  if (pathname === paths.limitedEdition || pathname.startsWith(`${paths.limitedEdition}/`)) {
    return 'LIMITED-EDITION';
  }
  if (pathname === paths.studio || pathname.startsWith(`${paths.studio}/`)) return 'STUDIO';
  const view = /^\/(?:loops|boards)\/([^/]+)/.exec(pathname);
  return view ? storefrontFromSlug(view[1]) : null;
}

/** Pages whose links scroll to the top after 100 ms. */
export const SCROLL_TOP_PATHS: readonly string[] = [
  paths.jobs,
  paths.about,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.designProtection,
];

/** An order's page, and its confirmation right after payment. */
export const orderPath = (orderNumber: string): string =>
  paths.order.replace(':orderNumber', encodeURIComponent(orderNumber));
export const orderConfirmedPath = (orderNumber: string): string =>
  paths.orderConfirmed.replace(':orderNumber', encodeURIComponent(orderNumber));

/** A /profile section's own URL (/profile/orders...); the Overview is /profile itself. */
export const profileTab = (section: string) =>
  section === 'overview' ? paths.profile : `${paths.profile}/${encodeURIComponent(section)}`;
