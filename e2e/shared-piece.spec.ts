import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_ADVISOR, signInByApi } from './support.ts';

/** A demo product of a storefront, as the signed-in member's API lists it. */
async function demoProduct(request: APIRequestContext, storefront: 'STUDIO' | 'LIMITED-EDITION') {
  const res = await request.get(`/api/products?storefront=${storefront}&status=IN_STOCK&limit=1`);
  expect(res.status()).toBe(200);
  const [product] = (await res.json()) as { slug: string; name: string }[];
  if (!product) throw new Error(`no ${storefront} product in the demo data`);
  return product;
}

/** The link the page's Share button hands the device's share sheet (stubbed, to read it back). */
async function sharedLink(page: Page, name: string): Promise<string> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: { url: string }) => {
        (window as unknown as { sharedUrl: string }).sharedUrl = data.url;
        return Promise.resolve();
      },
    });
  });
  await page.reload();
  await page.getByRole('button', { name: `Share ${name}` }).click();
  return page
    .waitForFunction(() => (window as unknown as { sharedUrl?: string }).sharedUrl)
    .then((h) => h.jsonValue() as Promise<string>);
}

/** A fresh browser (no session) that records every refused request and console error. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() === 401) refused.push(res.url());
  });
  return { context, page, refused };
}

test('a member shares a STUDIO piece: it opens for a friend with Apply for the card, crediting the advisor', async ({
  page,
  browser,
}) => {
  await signInByApi(page);
  const studio = await demoProduct(page.request, 'STUDIO');
  await page.goto(`/products/${studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  const link = await sharedLink(page, studio.name);
  expect(new URL(link).pathname).toBe(`/products/${studio.slug}`);

  const friend = await visitor(browser);
  await friend.page.goto(link);
  await expect(friend.page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  await expect(friend.page.getByText(/₹[\d,]+/).first()).toBeVisible();
  await expect(friend.page.getByRole('link', { name: 'Apply for the card' })).toBeVisible();
  await expect(friend.page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await friend.page.goto(`${link}?advisor=${DEMO_ADVISOR}`);
  await friend.page.getByRole('link', { name: 'Apply for the card' }).click();
  await expect(friend.page).toHaveURL(new RegExp(`/register\\?advisor=${DEMO_ADVISOR}$`));
  await expect(friend.page.getByLabel(/Fashion Advisor Code/)).toHaveValue(DEMO_ADVISOR);
  expect(friend.refused).toEqual([]);
  await friend.context.close();
});

test('a shared LIMITED-EDITION piece shows a visitor Membership Required and no price', async ({
  page,
  browser,
}) => {
  await signInByApi(page);
  const limited = await demoProduct(page.request, 'LIMITED-EDITION');
  await page.goto(`/products/${limited.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: limited.name })).toBeVisible();
  const link = await sharedLink(page, limited.name);

  const friend = await visitor(browser);
  await friend.page.goto(link);
  await expect(friend.page.getByRole('heading', { name: 'Membership Required' })).toBeVisible();
  await expect(friend.page.getByText(limited.name).first()).toBeVisible();
  await expect(friend.page.getByRole('link', { name: 'Explore Membership Options' })).toBeVisible();
  await expect(friend.page.locator('main')).not.toContainText('₹');
  expect(friend.refused).toEqual([]);
  await friend.context.close();
});
