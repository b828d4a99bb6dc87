import { expect, test } from '@playwright/test';
import { approveInQueue, createAdvisorInDialog, STAFF, stamp } from './admin-support.ts';
import { expectFitsThePhone } from './language-support.ts';
import { applyByApi, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The back office and the sales dashboard at 375 px: an advisor code made as a card, a member it brought
 * approved in the queue and counted in Overview; a sales person added. Nothing wider than the screen.
 */
/** The current tab sits inside the screen's width (the tab row scrolls sideways on a phone). */
const tabInSight = async (page: import('@playwright/test').Page, name: string) => {
  const box = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
};
const fits = expectFitsThePhone;

test('on a phone: a code, a member it brought approved in the queue and counted; a sales person added', async ({
  page,
  browser,
}) => {
  // Two people in two browsers (the advisor's code, staff's queue and the sales team): about 25 s on a busy
  // two-core machine, close to the default limit.
  test.setTimeout(allow(60_000));
  const id = stamp();
  await signInByApi(page, STAFF);
  const code = await createAdvisorInDialog(
    page,
    `Phone Advisor ${id.slice(-4)}`,
    `phone-adv-${id}@example.test`,
  );
  const applicant = await browser.newContext();
  const email = `phone-brought-${id}@example.test`;
  await applyByApi(applicant.request, email, 'Applicant@2026', code);
  await applicant.close();

  await approveInQueue(page, email);
  await fits(page);
  await page.goto('/admin/overview');
  await expect(page.getByLabel('Totals')).toContainText(/Registrations\d+/);
  await tabInSight(page, 'Overview');
  await fits(page);
  await page.goto('/admin/products');
  await tabInSight(page, 'Products');
  await expect(page.getByRole('button', { name: 'New product' })).toBeVisible();
  await fits(page);

  await page.goto('/sales-dashboard');
  const form = page.getByRole('form', { name: 'Add Sales Person' });
  await form.getByLabel('Name').fill('Anu Phone');
  await form.getByLabel('Email').fill(`anu-${id}@example.test`);
  await form.getByLabel('Region').selectOption('kerala');
  await form.getByRole('button', { name: 'Add Sales Person' }).click();
  await expect(page.getByText(/^Anu Phone: referral code SPANUPHONE\d{6}\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sales team' }).getByText('Anu Phone')).toBeVisible();
  // The page with the person's stats open (after the toast has slid in and gone).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Anu Phone' })).toBeVisible();
  await fits(page);
});
