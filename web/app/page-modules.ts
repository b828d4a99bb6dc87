/**
 * Which page module each path loads, as plain data. The build turns it into
 * dist/web/route-preloads.json, and the server adds <link rel="modulepreload"> for a page's chunks
 * to the HTML of that path, so the page's code downloads alongside the main bundle instead of after.
 * A key may be a route pattern with `:param` segments (`/boards/:storefront`). Keep it in step with
 * the lazy imports in router.tsx (page-modules.test.ts checks it).
 */
export const PAGE_MODULES: Record<string, string> = {
  '/': 'features/home/pages/HomePage.tsx',
  '/card': 'features/card/pages/CardPage.tsx',
  '/card2': 'features/compare/pages/ComparePage.tsx',
  '/membership': 'features/membership/pages/MembershipPage.tsx',
  '/gold': 'features/card/pages/GoldPage.tsx',
  '/jobs': 'features/company/pages/JobsPage.tsx',
  '/about': 'features/company/pages/AboutPage.tsx',
  '/privacy-policy': 'features/legal/pages/PrivacyPolicyPage.tsx',
  '/terms-and-conditions': 'features/legal/pages/TermsPage.tsx',
  '/design-protection': 'features/legal/pages/DesignProtectionPage.tsx',
  '/auth': 'app/routes/auth-route.tsx',
  '/login': 'app/routes/auth-route.tsx',
  '/register': 'app/routes/auth-route.tsx',
  '/profile': 'features/accounts/pages/ProfilePage.tsx',
  '/register/verify': 'features/onboarding/pages/VerifyPage.tsx',
  '/register/payment': 'features/onboarding/pages/PaymentPage.tsx',
  '/setup-password': 'features/onboarding/pages/SetupPasswordPage.tsx',
  '/register/setup-password': 'features/onboarding/pages/SetupPasswordPage.tsx',
  '/forgot-password': 'features/onboarding/pages/ForgotPasswordPage.tsx',
  '/reset-password': 'features/onboarding/pages/ResetPasswordPage.tsx',
  '/register/profile': 'features/onboarding/pages/RegisterProfilePage.tsx',
  '/register/success': 'features/onboarding/pages/RegisterSuccessPage.tsx',
  '/studio': 'app/routes/storefront-routes.tsx',
  '/limited-edition': 'app/routes/storefront-routes.tsx',
  '/categories/:categorySlug': 'app/routes/storefront-routes.tsx',
  '/products/:slug': 'features/catalog/pages/ProductPage.tsx',
  '/loops/:storefront': 'app/routes/browse-routes.tsx',
  '/boards': 'app/routes/browse-routes.tsx',
  '/boards/:storefront': 'app/routes/browse-routes.tsx',
  '/boards/:storefront/product/:product': 'app/routes/browse-routes.tsx',
};

/**
 * Public pages rendered to HTML at build time (scripts/prerender.ts) and hydrated in the browser once
 * the main module and the page's chunk are in (web/public/boot.js starts both after the first paint).
 */
export const PRERENDERED_PATHS = ['/', '/card', '/card2', '/membership'] as const;

/** The signed-in member's account check, which every protected page makes first (RequireAuth). */
export const ACCOUNT_REQUEST = '/api/auth/account/:userId';

/**
 * The API requests a page makes before it can draw its products, by path, when its URL has no query
 * string. For a signed-in visit the server puts them, and ACCOUNT_REQUEST, on the page's boot.js tag
 * (data-fetch), which preloads them with the code, so they run while the JavaScript downloads instead
 * of after it. Each must
 * be, byte for byte, the URL the page fetches, or the browser fetches twice (page-modules.test.ts
 * checks them against the API helpers, e2e/preloads.spec.ts in the browser). LIMITED-EDITION pages
 * fetch their products only for members, so only their account check is preloaded.
 */
export const PAGE_FIRST_REQUESTS: Record<string, string[]> = {
  '/studio': ['/api/categories', '/api/products?storefront=STUDIO&limit=24'],
  '/boards': ['/api/products?limit=50'],
  '/boards/studio': ['/api/products?storefront=STUDIO&limit=50'],
  '/loops/studio': ['/api/categories', '/api/products?storefront=STUDIO&limit=24'],
};

/** Paths whose HTML preloads the account check for a signed-in visit. */
export const ACCOUNT_PRELOAD_PATHS = [
  ...Object.keys(PAGE_FIRST_REQUESTS),
  '/limited-edition',
  '/boards/limited-edition',
  '/loops/limited-edition',
];
