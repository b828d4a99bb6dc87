import { expect, test } from '@playwright/test';
import { MEMBER } from './support.ts';

test('sign in as the demo member: profile, and the header shows name and plan', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(MEMBER.name)).toBeVisible();
  await expect(header.getByText(MEMBER.plan, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(MEMBER.email).first()).toBeVisible();
});

test('a wrong password shows the server message and stays on the login screen', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a protected page while signed out goes to /auth with the toast', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
});

test('a stale session is cleared: Session Expired', async ({ page }) => {
  // Stored before /profile's code runs (set on an open page instead, that page's own account check could
  // clear it first on a slow machine, and /profile would then say Authentication Required).
  await page.addInitScript(() => {
    if (location.pathname !== '/profile') return;
    localStorage.setItem('authToken', 'not-a-real-token');
    localStorage.setItem('userId', '00000000-0000-4000-8000-000000000000');
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Session Expired', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('sign out from the account menu ends the server session', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(MEMBER.name) })
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
