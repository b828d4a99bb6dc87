import { expect, test } from '@playwright/test';
import { ADMIN, completeStyleProfile, DEMO_ADVISOR, latestCode } from './support';
import { allow } from './time.ts';

const PASSWORD = 'Kasavu#2026';

test('a new person applies by e-mail, pays in the sandbox, sets a password, completes the profile and signs in', async ({
  page,
}) => {
  // The whole application in one journey (form, code, payment, password, profile, sign-in): about 25 s on a
  // busy two-core machine, close to the default limit.
  test.setTimeout(allow(60_000));
  const email = `meera-${Date.now()}@example.test`;

  await page.goto(`/register?advisor=${DEMO_ADVISOR}`);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/Fashion Advisor Code/)).toHaveValue(DEMO_ADVISOR);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();

  await expect(page).toHaveURL(/\/register\/verify$/);
  await expect(page.getByText(email).first()).toBeVisible();
  // The code arrives in the mailbox, as /dev/mailbox shows it.
  const code = await latestCode(page.request, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/\/register\/payment$/);
  await expect(page.getByRole('heading', { name: 'Choose Your CARD' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();
  await page.getByRole('button', { name: /^(Proceed|Pay)/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay ₹5,000' }).click();

  await expect(page).toHaveURL(/\/register\/setup-password$/);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Confirm/).fill(PASSWORD);
  await page.getByRole('button', { name: /Set Password|Create Password|Continue/ }).click();

  await expect(page).toHaveURL(/\/register\/profile$/);
  await completeStyleProfile(page);
  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Roslis' })).toBeVisible();

  // Staff see the application waiting for review.
  const admin = await page.context().request.fetch('/api/auth/login', {
    method: 'POST',
    data: ADMIN,
  });
  const adminToken = (await admin.json()).token as string;
  const list = await page.request.get('/api/admin/applications?status=pending_review&limit=200', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const applications = (await list.json()) as { email: string; plan: string; profileCompleted: boolean }[];
  expect(applications.find((a) => a.email === email)).toMatchObject({
    plan: 'premium',
    profileCompleted: true,
  });

  // Sign out, then sign in with the new password.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText('Meera Nair').first()).toBeVisible();
});
