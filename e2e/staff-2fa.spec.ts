import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { STAFF } from './admin-support';
import { latestCode, signInByApi } from './support';
import { allow } from './time.ts';

/**
 * Staff two-step sign-in: a NEW sub-admin (never the demo admin, whom other journeys sign in
 * as with the password alone) sets it up on /admin/security, then signs in with a code from the app and
 * with a recovery code.
 */

const PASSWORD = 'SubAdmin@123';
const now = () => Math.floor(Date.now() / 1000);

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
}

test('a sub-admin sets up two-step sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  test.setTimeout(allow(180_000));
  // The demo admin creates the sub-admin through the API, as the Sub Admins dialog does.
  await signInByApi(page, STAFF);
  const email = `sub-2fa-${Date.now()}@example.test`;
  expect((await page.request.post('/api/admin/sub-admins/verify-email', { data: { email } })).ok()).toBe(
    true,
  );
  const created = await page.request.post('/api/admin/sub-admins', {
    data: { email, verificationCode: await latestCode(page.request, email), password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await signOut(page);

  // Signs in with the password alone (not set up yet) and sets it up from the Security tab.
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill('12');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await generate({ secret, epoch: now() }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on for your account.')).toBeVisible();
  await signOut(page);

  // Signs in again: a wrong code is refused inline, the next step's code opens the back office.
  await passwordStep(page, email);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: now() + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({
    timeout: allow(20_000),
  });
  await expect(page).toHaveURL(/\/admin\/overview/);
  await signOut(page);

  // And with a recovery code instead.
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({
    timeout: allow(20_000),
  });
  await expect(page).toHaveURL(/\/admin\/overview/);
});
