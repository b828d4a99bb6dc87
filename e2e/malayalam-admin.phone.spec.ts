import { expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN_TABS } from '../web/features/admin/tabs.ts';
import { expectAccessible, settle } from './a11y-support.ts';
import { STAFF, stamp } from './admin-support.ts';
import { expectFitsThePhone, latinWordsIn } from './language-support.ts';
import { applyByApi, DEMO_ADVISOR, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * Staff approve an application entirely in Malayalam at 375 px: the back office's frame, the queue, the
 * review panel, the confirmation and the toast show no English but names, e-mails, codes and the brand.
 * The language is the device's choice (as the switch stores it), so the shared admin account keeps English.
 */

/** Latin words a Malayalam page may keep: the brand, the storefronts, channels, and Intl's AM/PM. */
const KEPT = new Set(['SMS', 'WhatsApp', 'Dynamo', 'Deal', 'AM', 'PM']);
const englishIn = (region: Locator, typed: string[] = []) => latinWordsIn(region, { kept: KEPT, typed });
const fits = expectFitsThePhone;

test('staff approve an application entirely in Malayalam on a phone', async ({ page }) => {
  test.setTimeout(allow(60_000));
  const email = `ml-admin-${stamp()}@example.test`;
  const applicant = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await applyByApi(applicant, email, 'Applicant@2026');
  await applicant.dispose();

  await signInByApi(page, STAFF);
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.goto('/admin/applications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
  await expect(page.getByRole('heading', { name: 'അഡ്മിൻ ഡാഷ്ബോർഡ്', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'അപേക്ഷകൾ', level: 2 })).toBeVisible();
  expect(await englishIn(page.getByRole('navigation', { name: 'ബാക്ക് ഓഫീസ്' }))).toEqual([]);

  // The applicant's card in the Pending list (the helper's English names, given here in Malayalam).
  await page.getByRole('button', { name: 'ബാക്കി', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: email });
  const more = page.getByRole('button', { name: 'കൂടുതൽ അപേക്ഷകൾ കാണൂ' });
  await expect(page.getByRole('article').first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(card)).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(card).toBeVisible();
  const section = page.getByRole('region', { name: 'അപേക്ഷകൾ' });
  expect(await englishIn(section.locator('> div').first())).toEqual([]);
  expect(await englishIn(card, [email, 'Demo Advisor'])).toEqual([]);
  await fits(page);

  await card.getByRole('button', { name: /പരിശോധിക്കൂ$/ }).click();
  const panel = page.getByRole('dialog', { name: 'അപേക്ഷ' });
  await expect(panel.getByText('പരിശോധന ബാക്കി')).toBeVisible();
  // The payment's id is the gateway's ("order_…").
  const paymentId = await panel.locator('.break-all.font-mono').innerText();
  expect(await englishIn(panel, [email, 'Demo Advisor', DEMO_ADVISOR, paymentId])).toEqual([]);
  await fits(page);

  await panel.getByRole('button', { name: 'അംഗീകരിക്കൂ' }).click();
  const confirm = page.getByRole('dialog', { name: 'ഈ അപേക്ഷ അംഗീകരിക്കണോ?' });
  await expect(confirm).toContainText('കാർഡ് ആക്ടീവാകും');
  expect(await englishIn(confirm, [email])).toEqual([]);
  await confirm.getByRole('button', { name: 'അംഗീകരിക്കൂ' }).click();
  await expect(page.getByText('അപേക്ഷ അംഗീകരിച്ചു').first()).toBeVisible();
  await expect(panel.getByText('അംഗീകരിച്ചു', { exact: true })).toBeVisible();
  const toast = page.locator('.toast-root').filter({ hasText: 'അപേക്ഷ അംഗീകരിച്ചു' });
  expect(await englishIn(toast, [email])).toEqual([]);
  expect(await englishIn(panel, [email, 'Demo Advisor', DEMO_ADVISOR, paymentId])).toEqual([]);
  await panel.getByRole('button', { name: 'അടയ്ക്കൂ' }).click();
  await fits(page);

  // Back to English on this device, as the other journeys expect.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Applications', level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

/**
 * Every tab of the back office in Malayalam, checked by axe at 1280 and 375 px: one test per tab, each with
 * its own time limit (all of them in one test took four minutes in a full CI run on a busy machine, about
 * forty seconds on a quiet one). The tabs are the back office's own list, and the first test checks the
 * menu shows exactly those, so a tab added later is checked too.
 */
const ADMIN_TAB_URLS = ADMIN_TABS.filter((tab) => tab.roles.includes('admin')).map(
  (tab) => `/admin/${tab.id}`,
);

async function openInMalayalam(page: Page, url: string) {
  await signInByApi(page, STAFF);
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
}

test.describe('every tab of the back office in Malayalam passes axe at 1280 and 375 px', () => {
  test.afterEach(async ({ page }) => {
    // Back to English on this device, as the other journeys expect.
    await page.evaluate(() => localStorage.setItem('language', 'en')).catch(() => undefined);
  });

  test('the menu in Malayalam lists every tab', async ({ page }) => {
    await openInMalayalam(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'ബാക്ക് ഓഫീസ്' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(ADMIN_TAB_URLS);
  });

  for (const url of ADMIN_TAB_URLS) {
    test(url, async ({ page }) => {
      await openInMalayalam(page, url);
      await settle(page);
      await expectAccessible(page, `${url} in Malayalam`);
    });
  }
});
