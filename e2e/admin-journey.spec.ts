import { expect, type Locator, request as playwrightRequest, test } from '@playwright/test';
import { approveInQueue, createAdvisorInDialog, STAFF, stamp } from './admin-support.ts';
import { applyByApi, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The back office's whole loop, as staff do it: an advisor code made in the back office brings a member, the
 * application is approved in the queue, and Overview and Performance count it.
 */
const card = (totals: Locator, label: string) =>
  totals.locator('div').filter({ has: totals.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
const figure = async (totals: Locator, label: string) =>
  Number((await card(totals, label).locator('dd').first().textContent())!.replace(/[^\d]/g, ''));

test('an advisor code made in the back office brings a member, approved in the queue and counted in Overview and Performance', async ({
  page,
}) => {
  // A code made, a visitor applying and paying, the queue, Overview and Performance: past the default
  // 30 s on two busy cores.
  test.setTimeout(allow(60_000));
  const id = stamp();
  const name = `Nila Journey ${id.slice(-4)}`;
  await signInByApi(page, STAFF);
  await page.goto('/admin/overview');
  const totals = page.getByLabel('Totals');
  await expect(card(totals, 'Registrations')).toBeVisible();
  const before = {
    registrations: await figure(totals, 'Registrations'),
    conversions: await figure(totals, 'Conversions'),
  };

  const code = await createAdvisorInDialog(page, name, `nila-${id}@example.test`);
  const applicant = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const email = `brought-${id}@example.test`;
  await applyByApi(applicant, email, 'Applicant@2026', code);
  await applicant.dispose();

  await approveInQueue(page, email);

  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(card(totals, 'Registrations').locator('dd').first()).toHaveText(
    String(before.registrations + 1),
  );
  await expect(card(totals, 'Conversions').locator('dd').first()).toHaveText(String(before.conversions + 1));

  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await page.getByRole('combobox', { name: 'Advisor' }).selectOption({ label: `${name} (${code})` });
  const registrations = page.getByRole('region', { name: /^Registrations per month/ });
  await expect(registrations.getByText(/^1 in \d{4}$/)).toBeVisible();
  const revenue = page.getByRole('region', { name: /^Revenue per month/ });
  await expect(revenue.getByText(/^₹5,000 in \d{4}$/)).toBeVisible();
  await revenue.getByText('Show the numbers as a table').click();
  const month = new Date().toLocaleString('en-IN', { month: 'long', timeZone: 'Asia/Kolkata' });
  await expect(revenue.getByRole('row', { name: new RegExp(`^${month}`) })).toContainText('₹5,000');
});
