import { expect, test } from '@playwright/test';
import { DEMO_ADVISOR, latestCode, MEMBER } from './support';

test('applying with an e-mail that already has an account says so after its code, then switches to login', async ({
  page,
}) => {
  await page.goto(`/register?advisor=${DEMO_ADVISOR}`);
  await page.getByLabel('Email address').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  // The form answers as for any address (nobody learns who has an account); the code proves it is hers.
  await expect(page).toHaveURL(/\/register\/verify$/);
  await page.getByLabel('Verification code').fill(await latestCode(page.request, MEMBER.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Account Already Exists', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You already have an account. Please login to upgrade your membership.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown advisor code is refused with a message the person can act on', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email address').fill(`someone-${Date.now()}@example.test`);
  await page.getByLabel(/Fashion Advisor Code/).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Invalid Fashion Advisor Code', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
