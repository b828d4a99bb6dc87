import { expect, test } from '@playwright/test';
import { ADMIN, signInByApi } from './support.ts';

const STAFF = { ...ADMIN, name: 'Roslis Admin', plan: '' };

test('admin lands on Overview, opens Performance, picks a month and a year and reads a chart and its table', async ({
  page,
}) => {
  await signInByApi(page, STAFF);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const totals = page.getByLabel('Totals');
  // The demo data: four advisors and the registrations they brought (other journeys may add more).
  await expect(totals).toContainText(/Advisors\d+/);
  await expect(totals).toContainText('Total revenue₹');
  const performers = page.getByRole('list', { name: 'Top performers' }).getByRole('listitem');
  await expect(performers.first()).toBeVisible();
  expect(await performers.count()).toBeGreaterThanOrEqual(4);

  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/performance/);
  const registrations = page.getByRole('region', { name: /^Registrations per month/ });
  await expect(registrations.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(registrations.locator('.recharts-bar-rectangle').first()).toBeAttached();

  const thisYear = await page.getByRole('combobox', { name: 'Year' }).inputValue();
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'January' });
  await expect(page).toHaveURL(new RegExp(`year=${thisYear}&month=1`));
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(Number(thisYear) - 1));
  await expect(page).toHaveURL(new RegExp(`year=${Number(thisYear) - 1}&month=1`));
  const perDay = page.getByRole('region', { name: /^Revenue per day/ });
  await expect(perDay.getByText(`in January ${Number(thisYear) - 1}`)).toBeVisible();
  // The demo shop sold nothing then: the chart says so rather than drawing an axis of ₹0 to ₹4.
  await expect(perDay.getByText('Nothing to chart for this period yet.')).toBeVisible();
  await expect(perDay.locator('svg.recharts-surface')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Whole year' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption(thisYear);
  const revenue = page.getByRole('region', { name: /^Revenue per month/ });
  await revenue.getByText('Show the numbers as a table').click();
  const table = revenue.getByRole('table', { name: `Revenue per month, ${thisYear}` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader', { name: 'Demo Advisor' })).toBeVisible();

  await revenue.getByRole('button', { name: 'By advisor' }).click();
  await expect(revenue.locator('.recharts-line').first()).toBeAttached();
});
