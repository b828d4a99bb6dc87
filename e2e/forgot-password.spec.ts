import { expect, test } from '@playwright/test';
import { applyByApi } from './support';

test('forgot and reset password: the e-mailed link works once, and the new password signs in', async ({
  page,
}) => {
  const email = `reset-${Date.now()}@example.test`;
  await applyByApi(page.request, email, 'Old#Pass2026');
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  // The server mails the link just after it answers (the same answer for every address): poll for it.
  const mails = async () =>
    (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
  await expect.poll(async () => (await mails()).length).toBeGreaterThan(0);
  const [mail] = await mails();
  expect(mail!.subject).toBe('Reset your Roslis password');
  const link = new URL(/(http\S+\/reset-password\?token=\S+)/.exec(mail!.text)![1]!);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('New#Pass2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('New#Pass2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('New#Pass2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The link works once: opened again, it says so at once (no form to fill in vain) and offers a new one.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Send a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link without a token says so and goes to the login screen', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Link', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
