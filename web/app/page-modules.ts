/**
 * Which page module each path loads, as plain data. The build turns it into
 * dist/web/route-preloads.json, and the server adds <link rel="modulepreload"> for a page's chunks
 * to the HTML of that path, so the page's code downloads alongside the main bundle instead of after.
 * A key may be a route pattern with `:param` segments (`/boards/:storefront`). Keep it in step with
 * the lazy imports in router.tsx (page-modules.test.ts checks it).
 */
export const PAGE_MODULES: Record<string, string> = {
  '/gold': 'features/card/pages/GoldPage.tsx',
  '/jobs': 'features/company/pages/JobsPage.tsx',
  '/about': 'features/company/pages/AboutPage.tsx',
  '/privacy-policy': 'features/legal/pages/PrivacyPolicyPage.tsx',
  '/terms-and-conditions': 'features/legal/pages/TermsPage.tsx',
  '/design-protection': 'features/legal/pages/DesignProtectionPage.tsx',
  '/auth': 'features/accounts/pages/AuthPage.tsx',
  '/login': 'features/accounts/pages/AuthPage.tsx',
  '/register': 'features/accounts/pages/AuthPage.tsx',
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
 * Public pages rendered to HTML at build time (scripts/prerender.ts) and hydrated in the browser.
 * Only pages in the main bundle: a lazily loaded page could not hydrate before its chunk arrives.
 */
export const PRERENDERED_PATHS = ['/', '/card', '/card2', '/membership'] as const;
