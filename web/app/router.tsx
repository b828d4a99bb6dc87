import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, redirect } from 'react-router';
import { paths } from '../lib/paths';
import { RequireAuth } from '../shell/RequireAuth';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RouteFallback } from './pages/RouteFallback';
import { SignOutPage } from './pages/SignOutPage';
import { RootLayout } from './RootLayout';

/** A route whose page is loaded on demand (one chunk per page). */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const home = () => import('../features/home/pages/HomePage').then((m) => m.HomePage);
const card = () => import('../features/card/pages/CardPage').then((m) => m.CardPage);
const compare = () => import('../features/compare/pages/ComparePage').then((m) => m.ComparePage);
const membership = () => import('../features/membership/pages/MembershipPage').then((m) => m.MembershipPage);
const auth = () => import('./routes/auth-route').then((m) => m.AuthRoute);
const profile = () => import('../features/accounts/pages/ProfilePage').then((m) => m.ProfilePage);
const gold = () => import('../features/card/pages/GoldPage').then((m) => m.GoldPage);
const jobs = () => import('../features/company/pages/JobsPage').then((m) => m.JobsPage);
const about = () => import('../features/company/pages/AboutPage').then((m) => m.AboutPage);
const privacy = () => import('../features/legal/pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage);
const terms = () => import('../features/legal/pages/TermsPage').then((m) => m.TermsPage);
const designProtection = () =>
  import('../features/legal/pages/DesignProtectionPage').then((m) => m.DesignProtectionPage);
const verify = () => import('../features/onboarding/pages/VerifyPage').then((m) => m.VerifyPage);
const payment = () => import('../features/onboarding/pages/PaymentPage').then((m) => m.PaymentPage);
const setupPassword = () =>
  import('../features/onboarding/pages/SetupPasswordPage').then((m) => m.SetupPasswordPage);
const forgotPassword = () =>
  import('../features/onboarding/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage);
const resetPassword = () =>
  import('../features/onboarding/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage);
const registerProfile = () =>
  import('../features/onboarding/pages/RegisterProfilePage').then((m) => m.RegisterProfilePage);
const registerSuccess = () =>
  import('../features/onboarding/pages/RegisterSuccessPage').then((m) => m.RegisterSuccessPage);
const mailbox = () => import('../features/dev/pages/MailboxPage').then((m) => m.MailboxPage);
const studio = () => import('./routes/storefront-routes').then((m) => m.StudioRoute);
const limitedEdition = () => import('./routes/storefront-routes').then((m) => m.LimitedEditionRoute);
const category = () => import('./routes/storefront-routes').then((m) => m.CategoryRoute);
const loops = () => import('./routes/browse-routes').then((m) => m.LoopsRoute);
/** The boards also start fetching their first page before they render (boardsLoader). */
const boardsRoute: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const m = await import('./routes/browse-routes');
    return { Component: m.BoardsRoute, loader: m.boardsLoader };
  },
};
const boardsProduct = () => import('./routes/browse-routes').then((m) => m.BoardsProductRoute);
/** The product page, wired to the cart here (features do not import each other). */
const product = () =>
  Promise.all([
    import('../features/catalog/pages/ProductPage'),
    import('../features/cart/api/add-to-cart'),
  ]).then(([{ ProductPage }, { useAddToCart }]) => {
    return function ProductRoute() {
      const add = useAddToCart();
      return <ProductPage onAddToCart={add.mutateAsync} />;
    };
  });

function soon(path: string, title: string, description?: string): RouteObject {
  return { path, element: <ComingSoonPage title={title} description={description} /> };
}

const Nothing = () => null;

/** An old or alias path: the loader redirects before anything renders. */
function redirectTo(path: string, to: string): RouteObject {
  return { path, loader: () => redirect(to), Component: Nothing };
}

/** Pages that need a signed-in member (spec 1 section 4 and spec 3 section 2). */
const protectedRoutes: RouteObject[] = [
  { path: paths.profile, ...page(profile) },
  { path: paths.studio, ...page(studio) },
  { path: paths.limitedEdition, ...page(limitedEdition) },
  soon(
    paths.dashboard,
    'Your Dashboard',
    'Your plan, its expiry and upgrades in one place. It opens with an upcoming release.',
  ),
  { path: paths.loops, ...page(loops) },
  { path: paths.boards, ...boardsRoute },
  {
    path: paths.boardsStorefront,
    ...boardsRoute,
    children: [{ path: paths.boardsProduct, ...page(boardsProduct) }],
  },
  { path: paths.product, ...page(product) },
  soon(
    paths.admin,
    'Admin Dashboard',
    'Advisors, performance and sub-admins. The back office opens with an upcoming release.',
  ),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RouteFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // Prerendered: painted from the HTML, hydrated once its chunk is in (resolveInitialRoutes).
          { index: true, ...page(home) },
          { path: paths.auth, ...page(auth) },
          { path: paths.login, ...page(auth) },
          { path: paths.register, ...page(auth) },
          { path: paths.signout, element: <SignOutPage /> },
          redirectTo(paths.open, paths.studio),
          redirectTo(paths.insider, paths.limitedEdition),
          redirectTo(paths.home2, paths.home),
          redirectTo(paths.card3, paths.card2),
          { element: <RequireAuth />, children: protectedRoutes },
          { path: paths.card, ...page(card) },
          { path: paths.card2, ...page(compare) },
          { path: paths.gold, ...page(gold) },
          { path: paths.membership, ...page(membership) },
          { path: paths.jobs, ...page(jobs) },
          { path: paths.about, ...page(about) },
          { path: paths.privacyPolicy, ...page(privacy) },
          { path: paths.termsAndConditions, ...page(terms) },
          { path: paths.designProtection, ...page(designProtection) },
          { path: paths.category, ...page(category) },
          soon(paths.advisorAuth, 'Fashion Advisor Login'),
          soon(paths.advisorDashboard, 'Advisor Dashboard'),
          soon(paths.salesDashboard, 'Sales Dashboard'),
          soon(
            paths.upgrade,
            'Upgrade Your Card',
            'Move from Premium to Gold by paying only the difference.',
          ),
          { path: paths.registerVerify, ...page(verify) },
          { path: paths.registerPayment, ...page(payment) },
          { path: paths.setupPassword, ...page(setupPassword) },
          { path: paths.registerSetupPassword, ...page(setupPassword) },
          { path: paths.forgotPassword, ...page(forgotPassword) },
          { path: paths.resetPassword, ...page(resetPassword) },
          { path: paths.registerProfile, ...page(registerProfile) },
          { path: paths.registerSuccess, ...page(registerSuccess) },
          { path: paths.devMailbox, ...page(mailbox) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Load the lazy pages that `url` matches into the route table, before the router is created. A
 * prerendered page must hydrate against its real component: a router that still had to load it would
 * render the HydrateFallback instead, and React would throw the server's HTML away.
 */
export async function resolveInitialRoutes(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
