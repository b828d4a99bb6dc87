import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { PageRouteName } from '../web/app/route-table.ts';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the issue asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Who opens a page: a visitor, the demo member, the demo admin, a fresh advisor or sub-admin, an applicant. */
export type Who = 'visitor' | 'member' | 'admin' | 'advisor' | 'subadmin' | 'applicant';

/** What the journeys learn from the demo data before they visit (a product, a category, an order...). */
export interface Facts {
  productSlug: string;
  categorySlug: string;
  orderNumber: string;
  cardToken: string;
}

interface Visit {
  who: Who;
  /**
   * The URLs to open. Without them, a flow of a11y.ts reaches the page: the application's steps, and the
   * tabs of /profile, /admin and /advisor-dashboard (every link of their menu, so a new tab is not missed).
   */
  urls?: (facts: Facts) => string[];
}

/**
 * Every page of the router (web/app/route-table.ts) and who sees it. `satisfies Record<PageRouteName, …>`
 * makes the typecheck fail when a page is added without an entry here; a11y.ts checks the same at run time.
 */
export const A11Y_ROUTES = {
  home: { who: 'visitor', urls: () => ['/'] },
  card: { who: 'visitor', urls: () => ['/card'] },
  compare: { who: 'visitor', urls: () => ['/card2'] },
  membership: { who: 'visitor', urls: () => ['/membership'] },
  gold: { who: 'visitor', urls: () => ['/gold'] },
  jobs: { who: 'visitor', urls: () => ['/jobs'] },
  about: { who: 'visitor', urls: () => ['/about'] },
  privacy: { who: 'visitor', urls: () => ['/privacy-policy'] },
  terms: { who: 'visitor', urls: () => ['/terms-and-conditions'] },
  designProtection: { who: 'visitor', urls: () => ['/design-protection'] },
  auth: { who: 'visitor', urls: () => ['/auth'] },
  login: { who: 'visitor', urls: () => ['/login'] },
  register: { who: 'visitor', urls: () => ['/register'] },
  setupPassword: { who: 'visitor', urls: () => ['/setup-password'] },
  forgotPassword: { who: 'visitor', urls: () => ['/forgot-password'] },
  resetPassword: { who: 'visitor', urls: () => ['/reset-password?token=not-a-real-token'] },
  mailbox: { who: 'visitor', urls: () => ['/dev/mailbox'] },
  verifyCard: { who: 'visitor', urls: (f) => [`/verify-card/${f.cardToken}`, '/verify-card/not-a-card'] },
  advisorAuth: { who: 'advisor' },
  advisorDashboard: { who: 'advisor' },
  advisorDashboardTab: { who: 'advisor' },
  verify: { who: 'applicant' },
  payment: { who: 'applicant' },
  registerSetupPassword: { who: 'applicant' },
  registerProfile: { who: 'applicant' },
  registerSuccess: { who: 'applicant' },
  profile: { who: 'member' },
  profileSection: { who: 'member' },
  studio: { who: 'member', urls: () => ['/studio'] },
  limitedEdition: { who: 'member', urls: () => ['/limited-edition'] },
  category: { who: 'member', urls: (f) => [`/categories/${f.categorySlug}`] },
  signature: { who: 'member', urls: () => ['/signature'] },
  product: { who: 'member', urls: (f) => [`/products/${f.productSlug}`] },
  loops: { who: 'member', urls: () => ['/loops/studio', '/loops/limited-edition'] },
  boards: { who: 'member', urls: () => ['/boards'] },
  boardsStorefront: { who: 'member', urls: () => ['/boards/studio'] },
  boardsProduct: { who: 'member', urls: (f) => [`/boards/studio/product/${f.productSlug}`] },
  dashboard: { who: 'member', urls: () => ['/dashboard'] },
  upgrade: { who: 'member', urls: () => ['/upgrade'] },
  checkout: { who: 'member', urls: () => ['/checkout'] },
  orderConfirmed: { who: 'member', urls: (f) => [`/orders/${f.orderNumber}/confirmed`] },
  order: { who: 'member', urls: (f) => [`/orders/${f.orderNumber}`] },
  admin: { who: 'admin' },
  adminTab: { who: 'admin' },
  salesDashboard: { who: 'admin', urls: () => ['/sales-dashboard'] },
} as const satisfies Record<PageRouteName, Visit>;

/** The URLs a role opens directly (the flows of a11y.ts open the rest). */
export function urlsOf(who: Who, facts: Facts): string[] {
  return Object.values(A11Y_ROUTES as Record<string, Visit>)
    .filter((visit) => visit.who === who && visit.urls)
    .flatMap((visit) => visit.urls!(facts));
}

/** Wait until the page has drawn its content: the app is live, nothing is loading, the network is quiet. */
export async function settle(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  // Most pages fall quiet at once; one that keeps a request open is checked after a short wait.
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  await expect(page.getByRole('status', { name: 'Loading Roslis' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per element: rule, impact, the element and what is wrong with it. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const summary = (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
        const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
        return `${v.id} (${v.impact}) ${node.target.join(' ')}\n    ${html}\n    ${summary}`;
      }),
    )
    .join('\n');
}

/** The two widths every page is checked at: the desktop project's own viewport, then a phone's. */
export const A11Y_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

type Viewport = (typeof A11Y_VIEWPORTS)[number];

/** axe-core on the page as it is now, at its current width: serious or critical violations fail softly. */
async function axeCheck(page: Page, label: string) {
  await settle(page);
  // Only violations are collected (passes and incomplete results cost time and are not read).
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(describeViolations(serious), `axe on ${label}`).toBe('');
}

/**
 * Resize and let the page lay itself out again (components that read the width re-render): two animation
 * frames, or half a second when the browser holds frames back (a headless Chromium under load once never
 * delivered them, and the journey waited out its whole time limit on a static page).
 */
async function resize(page: Page, viewport: Viewport) {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () =>
      new Promise((done) => {
        setTimeout(done, 500);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
}

/**
 * axe-core (WCAG 2.x A and AA) on the page as it is now at 1280 px and at 375 px, in one visit: a serious
 * or critical violation fails the test (softly, so one run lists every page's), printed rule by rule with
 * the element and the fix axe names. The page is left at 1280 px.
 */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname) {
  const [desktop, phone] = A11Y_VIEWPORTS;
  await axeCheck(page, `${label} at ${desktop.width} px`);
  await resize(page, phone);
  await axeCheck(page, `${label} at ${phone.width} px`);
  await resize(page, desktop);
}

/**
 * For what opens differently by width (the bag drawer, the account menu: a dropdown at 1280 px, a
 * full-screen menu at 375 px): `open` runs at each width from a closed state and the page is checked then.
 */
export async function expectAccessibleOpened(page: Page, label: string, open: () => Promise<void>) {
  for (const viewport of A11Y_VIEWPORTS) {
    await resize(page, viewport);
    await open();
    await axeCheck(page, `${label} at ${viewport.width} px`);
    await page.keyboard.press('Escape');
  }
  await resize(page, A11Y_VIEWPORTS[0]);
}

/** Open a URL and check it. */
export async function visitAndCheck(page: Page, url: string) {
  await page.goto(url);
  await expectAccessible(page, url);
}

/** Every link of a tab menu (a nav landmark), so a tab added later is visited too. */
export async function menuLinks(page: Page, menu: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: menu });
  await nav.getByRole('link').first().waitFor();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // Pages only: a menu's Logout link (/signout) would end the session mid-journey.
  const pages = hrefs.filter((h): h is string => !!h && h !== '/signout' && !h.startsWith('/api/'));
  return [...new Set(pages)];
}
