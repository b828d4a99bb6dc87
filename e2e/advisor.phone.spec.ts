import { expect, request as playwrightRequest, test } from '@playwright/test';
import { STAFF, stamp } from './admin-support.ts';
import { expectFitsThePhone } from './language-support.ts';
import { latestCode } from './support.ts';

/** The advisor's sign-in and dashboard at 375 px: every tab in reach, nothing wider than the screen. */
test('an advisor signs in on a phone and goes through every tab', async ({ page }) => {
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await admin.post('/api/auth/login', { data: { email: STAFF.email, password: STAFF.password } });
  const email = `advisor-${stamp()}@example.test`;
  const created = await admin.post('/api/admin/advisor-codes', { data: { name: 'Sreeja Phone', email } });
  expect(created.status()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  await admin.dispose();

  await page.goto('/advisor-auth');
  await page.getByLabel('Advisor Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  // A wrong e-mailed code: the spec's words, and nothing opens.
  await page.getByLabel('Code from the e-mail').fill('000000');
  const right = await latestCode(page.request, email);
  if (right !== '000000') {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed').first()).toBeVisible();
    await expect(page.getByText('Invalid credentials').first()).toBeVisible();
  }
  await page.getByLabel('Code from the e-mail').fill(right);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sreeja Phone' })).toBeVisible();

  for (const [tab, heading] of [
    ['Registrations', 'Registrations'],
    ['Performance', 'Performance'],
    ['Share Code', 'Your advisor code'],
  ] as const) {
    await page.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: tab, exact: true })).toBeInViewport();
    await expectFitsThePhone(page);
  }
  await expect(page.getByRole('img', { name: 'QR code of your registration link' })).toBeVisible();
});
