import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';
import { PAGE_ROUTES } from '../web/app/route-table.ts';
import {
  A11Y_ROUTES,
  expectAccessible,
  expectAccessibleOpened,
  type Facts,
  menuLinks,
  urlsOf,
  visitAndCheck,
  type Who,
} from './a11y-support.ts';
import { STAFF, stamp } from './admin-support.ts';
import { clearCart, DEMO_ADVISOR, latestCode, MEMBER, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * axe-core (WCAG 2.x A and AA) on every page of the router, as the person who sees it, with
 * no serious or critical violation, at 1280 px and at 375 px: each page is opened once and checked at
 * both widths (the page resized in place, which halves the visits and the sign-ups of two runs).
 * Animations are reduced, so axe reads each element as it ends up, not half faded in.
 */

async function ok<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

type Full = { id: string; slug: string; variants: { id: string; stock: number; name: string }[] };

/** The member's facts: a studio piece in stock, a category, the card's QR link and an order placed. */
async function memberFacts(page: Page): Promise<Facts> {
  const request = page.request;
  const cards = await ok<{ slug: string; sizesInStock: string[] }[]>(
    await request.get('/api/products?storefront=STUDIO&status=IN_STOCK'),
  );
  let product: Full | undefined;
  for (const card of cards.filter((c) => c.sizesInStock.length > 0)) {
    const full = await ok<Full>(await request.get(`/api/products/${card.slug}`));
    if (full.variants.some((v) => v.name === 'size' && v.stock >= 2)) {
      product = full;
      break;
    }
  }
  expect(product, 'a studio piece with 2 of a size in stock').toBeDefined();
  const variant = product!.variants.find((v) => v.name === 'size' && v.stock >= 2)!;
  const [category] = await ok<{ slug: string }[]>(await request.get('/api/categories'));
  const card = await ok<{ verifyUrl: string }>(await request.get('/api/membership/card'));

  // An order (awaiting payment is enough for its pages), then a line in the bag for checkout and the drawer.
  await clearCart(page);
  const addLine = async () =>
    ok(
      await request.post('/api/cart', {
        data: { productId: product!.id, variantId: variant.id, quantity: 1 },
      }),
    );
  await addLine();
  const address = await ok<{ id: string }>(
    await request.post('/api/addresses', {
      data: {
        label: 'Home',
        name: MEMBER.name,
        phone: '9847012345',
        line1: '14/220 Kasavu Lane',
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682036',
      },
    }),
  );
  const placed = await ok<{ order: { number: string } }>(
    await request.post('/api/orders', {
      data: { addressId: address.id },
      headers: { 'idempotency-key': `a11y-${stamp()}` },
    }),
  );
  await clearCart(page);
  await addLine();
  return {
    productSlug: product!.slug,
    categorySlug: category!.slug,
    orderNumber: placed.order.number,
    cardToken: new URL(card.verifyUrl).pathname.split('/').pop()!,
  };
}

const NO_FACTS: Facts = { productSlug: '', categorySlug: '', orderNumber: '', cardToken: '' };

/** Every link of a tab menu, each checked. */
async function checkMenu(page: Page, start: string, menu: string) {
  await page.goto(start);
  for (const href of await menuLinks(page, menu)) await visitAndCheck(page, href);
}

/** The admin's API, for setting up an advisor and a sub-admin. */
async function adminRequest(page: Page): Promise<APIRequestContext> {
  await signInByApi(page, STAFF);
  return page.request;
}

test.use({ reducedMotion: 'reduce' });
// Each test opens a dozen pages or more, each checked twice; on a busy machine that takes minutes. The
// tests share nothing, so the two workers share them out (the file would otherwise keep one worker busy
// for minutes after the other has finished every other journey).
test.describe.configure({ mode: 'parallel', timeout: allow(360_000) });

test('every page of the router has an entry in the accessibility list', () => {
  expect(Object.keys(A11Y_ROUTES).sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
});

test('a visitor’s pages, the 404 page and the advisor dashboard signed out', async ({ page }) => {
  // The card's QR link needs the member; the visitor's browser is a fresh one.
  await signInByApi(page);
  const card = await ok<{ verifyUrl: string }>(await page.request.get('/api/membership/card'));
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const facts = { ...NO_FACTS, cardToken: new URL(card.verifyUrl).pathname.split('/').pop()! };
  for (const url of [...urlsOf('visitor', facts), '/no/such/page', '/advisor-dashboard']) {
    await visitAndCheck(page, url);
  }
  // The mobile menu (phones) or the sign-in tab switched to Register.
  await page.goto('/auth?mode=register');
  await expectAccessible(page, '/auth?mode=register');
});

test('an applicant’s steps: verify, payment (with the test checkout), password, profile, success', async ({
  page,
}) => {
  const email = `a11y-${stamp()}@example.test`;
  const seen: string[] = [];
  await page.goto(`/register?advisor=${DEMO_ADVISOR}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page).toHaveURL(/\/register\/verify$/);
  await expectAccessible(page);
  seen.push('verify');
  await page.getByLabel('Verification code').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Choose Your CARD' })).toBeVisible();
  await expectAccessible(page);
  seen.push('payment');
  await page.getByRole('button', { name: /^(Proceed|Pay)/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment' });
  await expect(checkout).toBeVisible();
  await expectAccessible(page, 'the Test payment dialog');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/register\/setup-password$/);
  await expectAccessible(page);
  seen.push('registerSetupPassword');
  const password = 'Kasavu#2026';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel(/Confirm/).fill(password);
  await page.getByRole('button', { name: /Set Password|Create Password|Continue/ }).click();

  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await expectAccessible(page);
  seen.push('registerProfile');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Date of birth').fill('1994-08-15');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State').fill('Kerala');
  await page.getByLabel('Profession').fill('Architect');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Fashion Preferences' })).toBeVisible();
  await expectAccessible(page, '/register/profile (Fashion Preferences)');
  await page.getByRole('button', { name: 'Minimalist' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Additional Information' })).toBeVisible();
  await expectAccessible(page, '/register/profile (Additional Information)');
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to Roslis' })).toBeVisible();
  await expectAccessible(page);
  seen.push('registerSuccess');
  expect(seen.sort()).toEqual(routesOf('applicant'));
});

test('the member’s pages: storefronts, product, loops, boards, dashboard, upgrade, checkout, an order', async ({
  page,
}) => {
  await signInByApi(page);
  const facts = await memberFacts(page);
  for (const url of urlsOf('member', facts)) await visitAndCheck(page, url);
});

test('every /profile section of the member, the bag drawer and the account menu', async ({ page }) => {
  await signInByApi(page);
  await checkMenu(page, '/profile', 'Profile sections');

  // What opens: the bag drawer and the account menu (a dropdown at 1280 px, full screen at 375 px).
  const banner = page.getByRole('banner');
  await expectAccessibleOpened(page, 'the bag drawer', async () => {
    await banner.getByRole('button', { name: /cart/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessibleOpened(page, 'the account menu', async () => {
    await banner.getByRole('button', { name: new RegExp(MEMBER.name) }).click();
    await expect(page.getByRole('dialog').or(page.getByRole('menu'))).toBeVisible();
  });
});

test('the admin’s back office (every tab, a dialog) and the sales dashboard', async ({ page }) => {
  await signInByApi(page, STAFF);
  await checkMenu(page, '/admin', 'Back office');
  await visitAndCheck(page, '/admin');
  for (const url of urlsOf('admin', NO_FACTS)) await visitAndCheck(page, url);
  await page.goto('/admin/advisors');
  await page.getByRole('button', { name: 'Create Advisor Code' }).click();
  await expect(page.getByRole('form', { name: 'Create Advisor Code' })).toBeVisible();
  await expectAccessible(page, 'the Create Advisor Code dialog');
});

test('a fashion advisor’s sign-in and dashboard tabs, and a sub-admin’s back office', async ({ page }) => {
  const request = await adminRequest(page);
  const id = stamp();
  const email = `a11y-advisor-${id}@example.test`;
  const advisor = await ok<{ id: string; code: string }>(
    await request.post('/api/admin/advisor-codes', {
      data: { name: 'Revathi Axe', email, commissionRate: '10.00' },
    }),
  );
  const subEmail = `a11y-sub-${id}@example.test`;
  await ok(await request.post('/api/admin/sub-admins/verify-email', { data: { email: subEmail } }));
  const subPassword = 'Staff@2026!';
  await ok(
    await request.post('/api/admin/sub-admins', {
      data: {
        email: subEmail,
        verificationCode: await latestCode(request, subEmail),
        password: subPassword,
        assignedAdvisors: [advisor.id],
      },
    }),
  );

  // The sub-admin: its back office (the same tab pages as the admin's, which are all checked above).
  await page.context().clearCookies();
  await signInByApi(page, { ...STAFF, email: subEmail, password: subPassword });
  await visitAndCheck(page, '/admin');

  // The advisor: the code, then the code from the e-mail, each step checked.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/advisor-auth');
  await expectAccessible(page);
  await page.getByLabel('Advisor Code').fill(advisor.code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Code from the e-mail')).toBeFocused();
  await expectAccessible(page, '/advisor-auth (the e-mailed code)');
  await page.getByLabel('Code from the e-mail').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/advisor-dashboard$/);
  await checkMenu(page, '/advisor-dashboard', 'Advisor dashboard');
});

/** The route names a role reaches through a flow (no URLs of their own in A11Y_ROUTES). */
function routesOf(who: Who): string[] {
  return Object.entries(A11Y_ROUTES)
    .filter(([, visit]) => visit.who === who)
    .map(([name]) => name)
    .sort();
}

test('in Malayalam: the public pages at /ml and the member’s shop, bag, checkout, order and dashboard', async ({
  page,
}) => {
  // The public pages' Malayalam twins, as a visitor (prerendered, with their islands).
  for (const url of ['/ml', '/ml/card', '/ml/card2', '/ml/membership']) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
    await expectAccessible(page, `${url} (Malayalam)`);
  }
  // The member's pages with this browser set to Malayalam (her saved language is left alone).
  await signInByApi(page);
  const facts = await memberFacts(page);
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  try {
    for (const url of [
      '/studio',
      `/products/${facts.productSlug}`,
      '/checkout',
      `/orders/${facts.orderNumber}`,
      '/profile',
    ]) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
      await expectAccessible(page, `${url} (Malayalam)`);
    }
  } finally {
    await page.evaluate(() => localStorage.removeItem('language'));
    await clearCart(page);
  }
});
