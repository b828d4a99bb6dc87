import type { Storefront } from '#contracts/common';

/** Every path of the web app, written once (spec 1 section 2, spec 2 section 2, spec 3 section 2). */
export const paths = {
  home: '/',
  card: '/card',
  auth: '/auth',
  login: '/login',
  register: '/register',
  profile: '/profile',
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
  signout: '/signout',
  apiSignout: '/api/auth/signout',
  loops: '/loops/:storefront',
  boards: '/boards',
  boardsStorefront: '/boards/:storefront',
  boardsProduct: '/boards/:storefront/product/:product',
  product: '/products/:slug',
  category: '/categories/:categorySlug',
  admin: '/admin',
  advisorAuth: '/advisor-auth',
  advisorDashboard: '/advisor-dashboard',
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
} as const;

export const storefrontPath = (storefront: Storefront): string =>
  storefront === 'LIMITED-EDITION' ? paths.limitedEdition : paths.studio;

export const productPath = (slug: string): string => paths.product.replace(':slug', encodeURIComponent(slug));

export const categoryPath = (slug: string): string =>
  paths.category.replace(':categorySlug', encodeURIComponent(slug));

export const registerPath = (): string => `${paths.auth}?mode=register`;

/** The storefront a path belongs to, if it is one of the two storefront pages. */
export function storefrontOfPath(pathname: string): Storefront | null {
  if (pathname === paths.limitedEdition || pathname.startsWith(`${paths.limitedEdition}/`)) {
    return 'LIMITED-EDITION';
  }
  if (pathname === paths.studio || pathname.startsWith(`${paths.studio}/`)) return 'STUDIO';
  return null;
}

/** Pages whose links scroll to the top after 100 ms (spec 1 section 2). */
export const SCROLL_TOP_PATHS: readonly string[] = [
  paths.jobs,
  paths.about,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.designProtection,
];
