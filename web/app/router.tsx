import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type NonIndexRouteObject,
  type RouteObject,
  redirect,
} from 'react-router';
import { setLanguage } from '../lib/i18n';
import { paths } from '../lib/paths';
import { RequireAuth } from '../shell/RequireAuth';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RouteFallback } from './pages/RouteFallback';
import { SignOutPage } from './pages/SignOutPage';
import { RootLayout } from './RootLayout';
import { PAGE_ROUTES, type PageRouteName } from './route-table';

/** A route whose page is loaded on demand (one chunk per page). */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The boards also start fetching their first page before they render (boardsLoader). */
const boardsRoute: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const m = await import('./routes/browse-routes');
    return { Component: m.BoardsRoute, loader: m.boardsLoader };
  },
};
const authRoute = page(() => import('./routes/auth-route').then((m) => m.AuthRoute));
const profileRoute = page(() => import('./routes/profile-route').then((m) => m.ProfileRoute));
/** The back office: its own chunk (members never download it). */
const adminRoute = page(() => import('../features/admin/pages/AdminPage').then((m) => m.AdminPage));
const advisorDashboardRoute = page(() =>
  import('../features/advisor/pages/AdvisorDashboardPage').then((m) => m.AdvisorDashboardPage),
);
const setupPasswordRoute = page(() =>
  import('../features/onboarding/pages/SetupPasswordPage').then((m) => m.SetupPasswordPage),
);

/**
 * The lazy loader of each page of PAGE_ROUTES (route-table.ts holds its path and module): TypeScript
 * requires one per name, and route-table.test.ts checks that each imports the module the table names.
 */
const LOADERS = {
  home: page(() => import('../features/home/pages/HomePage').then((m) => m.HomePage)),
  card: page(() => import('../features/card/pages/CardPage').then((m) => m.CardPage)),
  compare: page(() => import('../features/compare/pages/ComparePage').then((m) => m.ComparePage)),
  membership: page(() => import('../features/membership/pages/MembershipPage').then((m) => m.MembershipPage)),
  gold: page(() => import('../features/card/pages/GoldPage').then((m) => m.GoldPage)),
  jobs: page(() => import('../features/company/pages/JobsPage').then((m) => m.JobsPage)),
  about: page(() => import('../features/company/pages/AboutPage').then((m) => m.AboutPage)),
  privacy: page(() => import('../features/legal/pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)),
  terms: page(() => import('../features/legal/pages/TermsPage').then((m) => m.TermsPage)),
  designProtection: page(() =>
    import('../features/legal/pages/DesignProtectionPage').then((m) => m.DesignProtectionPage),
  ),
  auth: authRoute,
  login: authRoute,
  register: authRoute,
  profile: profileRoute,
  profileSection: profileRoute,
  verify: page(() => import('../features/onboarding/pages/VerifyPage').then((m) => m.VerifyPage)),
  payment: page(() => import('../features/onboarding/pages/PaymentPage').then((m) => m.PaymentPage)),
  setupPassword: setupPasswordRoute,
  registerSetupPassword: setupPasswordRoute,
  forgotPassword: page(() =>
    import('../features/onboarding/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: page(() =>
    import('../features/onboarding/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  registerProfile: page(() =>
    import('../features/onboarding/pages/RegisterProfilePage').then((m) => m.RegisterProfilePage),
  ),
  registerSuccess: page(() =>
    import('../features/onboarding/pages/RegisterSuccessPage').then((m) => m.RegisterSuccessPage),
  ),
  studio: page(() => import('./routes/storefront-routes').then((m) => m.StudioRoute)),
  limitedEdition: page(() => import('./routes/storefront-routes').then((m) => m.LimitedEditionRoute)),
  category: page(() => import('./routes/storefront-routes').then((m) => m.CategoryRoute)),
  signature: page(() => import('./routes/storefront-routes').then((m) => m.SignatureRoute)),
  /** The product page, wired to the cart here (features do not import each other). */
  product: page(() =>
    Promise.all([
      import('../features/catalog/pages/ProductPage'),
      import('../features/cart/api/add-to-cart'),
    ]).then(([{ ProductPage }, { useAddToCart }]) => {
      return function ProductRoute() {
        const add = useAddToCart();
        return <ProductPage onAddToCart={add.mutateAsync} />;
      };
    }),
  ),
  loops: page(() => import('./routes/browse-routes').then((m) => m.LoopsRoute)),
  boards: boardsRoute,
  boardsStorefront: boardsRoute,
  boardsProduct: page(() => import('./routes/browse-routes').then((m) => m.BoardsProductRoute)),
  dashboard: page(() => import('../features/accounts/pages/DashboardPage').then((m) => m.DashboardPage)),
  upgrade: page(() => import('../features/accounts/pages/UpgradePage').then((m) => m.UpgradePage)),
  checkout: page(() => import('../features/orders/pages/CheckoutPage').then((m) => m.CheckoutPage)),
  orderConfirmed: page(() =>
    import('../features/orders/pages/OrderConfirmedPage').then((m) => m.OrderConfirmedPage),
  ),
  order: page(() => import('../features/orders/pages/OrderPage').then((m) => m.OrderPage)),
  mailbox: page(() => import('../features/dev/pages/MailboxPage').then((m) => m.MailboxPage)),
  verifyCard: page(() => import('../features/card/pages/VerifyCardPage').then((m) => m.VerifyCardPage)),
  admin: adminRoute,
  adminTab: adminRoute,
  advisorAuth: page(() => import('../features/advisor/pages/AdvisorAuthPage').then((m) => m.AdvisorAuthPage)),
  advisorDashboard: advisorDashboardRoute,
  advisorDashboardTab: advisorDashboardRoute,
  /** The sales dashboard (admins): its own chunk, like the back office. */
  salesDashboard: page(() =>
    import('../features/sales/pages/SalesDashboardPage').then((m) => m.SalesDashboardPage),
  ),
} satisfies Record<PageRouteName, Pick<RouteObject, 'lazy'>>;

/** A page of PAGE_ROUTES: its path from the table, its lazy loader from LOADERS. */
function route(name: PageRouteName): NonIndexRouteObject {
  return { path: PAGE_ROUTES[name].path, ...LOADERS[name] };
}

const Nothing = () => null;

/** An old or alias path: the loader redirects before anything renders. */
function redirectTo(path: string, to: string): RouteObject {
  return { path, loader: () => redirect(to), Component: Nothing };
}

/** Pages that need a signed-in member. */
const protectedRoutes: RouteObject[] = [
  route('profile'),
  route('profileSection'),
  route('checkout'),
  route('upgrade'),
  route('orderConfirmed'),
  route('order'),
  route('studio'),
  route('limitedEdition'),
  route('category'),
  route('signature'),
  route('dashboard'),
  route('loops'),
  route('boards'),
  { ...route('boardsStorefront'), children: [route('boardsProduct')] },
  route('admin'),
  route('adminTab'),
  route('salesDashboard'),
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
          { index: true, ...LOADERS.home },
          route('auth'),
          route('login'),
          route('register'),
          { path: paths.signout, element: <SignOutPage /> },
          redirectTo(paths.open, paths.studio),
          redirectTo(paths.insider, paths.limitedEdition),
          redirectTo(paths.home2, paths.home),
          redirectTo(paths.card3, paths.card2),
          // A public page's Malayalam address, opened by a signed-in member (the app, not its prerendered
          // HTML): the app takes the language, remembers it, and shows the page at its own path.
          ...['ml', 'ml/*'].map(
            (path): RouteObject => ({
              path,
              loader: ({ params }) => {
                void setLanguage('ml', { remember: true });
                return redirect(`/${params['*'] ?? ''}`);
              },
              Component: Nothing,
            }),
          ),
          { element: <RequireAuth />, children: protectedRoutes },
          // Public: a STUDIO piece opens for the friend a member shared it with (the server answers a
          // visitor its public part, a LIMITED-EDITION piece's teaser).
          route('product'),
          route('card'),
          route('compare'),
          route('gold'),
          route('membership'),
          route('jobs'),
          route('about'),
          route('privacy'),
          route('terms'),
          route('designProtection'),
          route('advisorAuth'),
          route('advisorDashboard'),
          route('advisorDashboardTab'),
          route('verify'),
          route('payment'),
          route('setupPassword'),
          route('registerSetupPassword'),
          route('forgotPassword'),
          route('resetPassword'),
          route('registerProfile'),
          route('registerSuccess'),
          route('mailbox'),
          route('verifyCard'),
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
