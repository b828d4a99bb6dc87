import { expect, test } from '@playwright/test';

test('home loads with the hero, its two calls to action and the categories', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join Now' }).first()).toHaveAttribute('href', '/card2');
  await expect(page.getByRole('link', { name: 'Explore Collection' }).first()).toHaveAttribute(
    'href',
    '/open',
  );
  await expect(page.getByText('Up to 8XL').first()).toBeVisible();
  for (const name of ['Tops', 'Tunics', 'Shirts', 'Workwear']) {
    await expect(page.locator(`a[href="/categories/${name.toLowerCase()}"]`).first()).toBeVisible();
  }
  await expect(
    page
      .getByRole('button', { name: /login/i })
      .or(page.getByRole('link', { name: /login/i }))
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('/open redirects to the studio, which asks a visitor to sign in', async ({ page }) => {
  await page.goto('/open');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please log in to access this page.', { exact: true })).toBeVisible();
});
