// Plain data (no JSX, no lazy imports): vite.config.ts, scripts/prerender.ts and the journeys read it in Node.
import { boardsPath, loopsPath, paths } from '../lib/paths.ts';

interface PageRoute {
  /** The route pattern, from web/lib/paths (the one place a path is written). */
  path: string;
  /** The module the router loads lazily for it (relative to web/). */
  module: string;
  /** Rendered to HTML at build time (scripts/prerender.ts) and hydrated in the browser. */
  prerender?: true;
}

/**
 * Every page the router loads on demand, once: its path and its module. router.tsx gives each name
 * its lazy loader (TypeScript requires one per name; route-table.test.ts checks it imports this module).
 * The build turns the table into dist/web/route-preloads.json, and the server adds
 * <link rel="modulepreload"> for a page's chunks to the HTML of that path, so the page's code
 * downloads alongside the main bundle instead of after. A path may be a pattern with `:param`
 * segments (`/boards/:storefront`).
 */
export const PAGE_ROUTES = {
  home: { path: paths.home, module: 'features/home/pages/HomePage.tsx', prerender: true },
  card: { path: paths.card, module: 'features/card/pages/CardPage.tsx', prerender: true },
  compare: { path: paths.card2, module: 'features/compare/pages/ComparePage.tsx', prerender: true },
  membership: {
    path: paths.membership,
    module: 'features/membership/pages/MembershipPage.tsx',
    prerender: true,
  },
  gold: { path: paths.gold, module: 'features/card/pages/GoldPage.tsx' },
  jobs: { path: paths.jobs, module: 'features/company/pages/JobsPage.tsx' },
  about: { path: paths.about, module: 'features/company/pages/AboutPage.tsx' },
  privacy: { path: paths.privacyPolicy, module: 'features/legal/pages/PrivacyPolicyPage.tsx' },
  terms: { path: paths.termsAndConditions, module: 'features/legal/pages/TermsPage.tsx' },
  designProtection: { path: paths.designProtection, module: 'features/legal/pages/DesignProtectionPage.tsx' },
  auth: { path: paths.auth, module: 'app/routes/auth-route.tsx' },
  login: { path: paths.login, module: 'app/routes/auth-route.tsx' },
  register: { path: paths.register, module: 'app/routes/auth-route.tsx' },
  profile: { path: paths.profile, module: 'app/routes/profile-route.tsx' },
  profileSection: { path: paths.profileSection, module: 'app/routes/profile-route.tsx' },
  verify: { path: paths.registerVerify, module: 'features/onboarding/pages/VerifyPage.tsx' },
  payment: { path: paths.registerPayment, module: 'features/onboarding/pages/PaymentPage.tsx' },
  setupPassword: { path: paths.setupPassword, module: 'features/onboarding/pages/SetupPasswordPage.tsx' },
  registerSetupPassword: {
    path: paths.registerSetupPassword,
    module: 'features/onboarding/pages/SetupPasswordPage.tsx',
  },
  forgotPassword: { path: paths.forgotPassword, module: 'features/onboarding/pages/ForgotPasswordPage.tsx' },
  resetPassword: { path: paths.resetPassword, module: 'features/onboarding/pages/ResetPasswordPage.tsx' },
  registerProfile: {
    path: paths.registerProfile,
    module: 'features/onboarding/pages/RegisterProfilePage.tsx',
  },
  registerSuccess: {
    path: paths.registerSuccess,
    module: 'features/onboarding/pages/RegisterSuccessPage.tsx',
  },
  studio: { path: paths.studio, module: 'app/routes/storefront-routes.tsx' },
  limitedEdition: { path: paths.limitedEdition, module: 'app/routes/storefront-routes.tsx' },
  category: { path: paths.category, module: 'app/routes/storefront-routes.tsx' },
  signature: { path: paths.signature, module: 'app/routes/storefront-routes.tsx' },
  product: { path: paths.product, module: 'features/catalog/pages/ProductPage.tsx' },
  loops: { path: paths.loops, module: 'app/routes/browse-routes.tsx' },
  boards: { path: paths.boards, module: 'app/routes/browse-routes.tsx' },
  boardsStorefront: { path: paths.boardsStorefront, module: 'app/routes/browse-routes.tsx' },
  boardsProduct: { path: paths.boardsProduct, module: 'app/routes/browse-routes.tsx' },
  dashboard: { path: paths.dashboard, module: 'features/accounts/pages/DashboardPage.tsx' },
  upgrade: { path: paths.upgrade, module: 'features/accounts/pages/UpgradePage.tsx' },
  checkout: { path: paths.checkout, module: 'features/orders/pages/CheckoutPage.tsx' },
  orderConfirmed: { path: paths.orderConfirmed, module: 'features/orders/pages/OrderConfirmedPage.tsx' },
  order: { path: paths.order, module: 'features/orders/pages/OrderPage.tsx' },
  mailbox: { path: paths.devMailbox, module: 'features/dev/pages/MailboxPage.tsx' },
  verifyCard: { path: paths.verifyCard, module: 'features/card/pages/VerifyCardPage.tsx' },
  admin: { path: paths.admin, module: 'features/admin/pages/AdminPage.tsx' },
  adminTab: { path: paths.adminTab, module: 'features/admin/pages/AdminPage.tsx' },
  advisorAuth: { path: paths.advisorAuth, module: 'features/advisor/pages/AdvisorAuthPage.tsx' },
  advisorDashboard: {
    path: paths.advisorDashboard,
    module: 'features/advisor/pages/AdvisorDashboardPage.tsx',
  },
  advisorDashboardTab: {
    path: paths.advisorDashboardTab,
    module: 'features/advisor/pages/AdvisorDashboardPage.tsx',
  },
  salesDashboard: { path: paths.salesDashboard, module: 'features/sales/pages/SalesDashboardPage.tsx' },
} as const satisfies Record<string, PageRoute>;

export type PageRouteName = keyof typeof PAGE_ROUTES;

const pageRoutes: readonly PageRoute[] = Object.values(PAGE_ROUTES);

/** Which page module each path loads (for the build's route-preloads.json). */
export const PAGE_MODULES: Record<string, string> = Object.fromEntries(
  pageRoutes.map((route) => [route.path, route.module]),
);

/**
 * Public pages rendered to HTML at build time (scripts/prerender.ts) and hydrated in the browser once
 * the main module and the page's chunk are in (web/public/boot.js starts both after the first paint).
 */
export const PRERENDERED_PATHS: readonly string[] = pageRoutes
  .filter((route) => route.prerender)
  .map((route) => route.path);

/** The signed-in member's account check, which every protected page makes first (RequireAuth). */
export const ACCOUNT_REQUEST = '/api/auth/account/:userId';

/**
 * The API requests a page makes before it can draw its products, by path, when its URL has no query
 * string. For a signed-in visit the server puts them, and ACCOUNT_REQUEST, on the page's boot.js tag
 * (data-fetch), which preloads them with the code, so they run while the JavaScript downloads instead
 * of after it. Each must
 * be, byte for byte, the URL the page fetches, or the browser fetches twice (route-table.test.ts
 * checks them against the API helpers, e2e/preloads.spec.ts in the browser). LIMITED-EDITION pages
 * fetch their products only for members, so only their account check is preloaded.
 */
export const PAGE_FIRST_REQUESTS: Record<string, string[]> = {
  [paths.studio]: ['/api/categories', '/api/products?storefront=STUDIO&limit=24'],
  [paths.boards]: ['/api/products?limit=50'],
  [boardsPath('STUDIO')]: ['/api/products?storefront=STUDIO&limit=50'],
  [loopsPath('STUDIO')]: ['/api/categories', '/api/products?storefront=STUDIO&limit=24'],
};

/** Paths whose HTML preloads the account check for a signed-in visit. */
export const ACCOUNT_PRELOAD_PATHS = [
  ...Object.keys(PAGE_FIRST_REQUESTS),
  paths.limitedEdition,
  boardsPath('LIMITED-EDITION'),
  loopsPath('LIMITED-EDITION'),
];
