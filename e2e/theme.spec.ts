import { expect, test } from '@playwright/test';

test('the theme switch survives a reload', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('radio', { name: /Burgundy/ }).click();
  await expect(page.locator('html')).toHaveClass(/burgundy/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/burgundy/);
  await footer.getByRole('radio', { name: /Beige/ }).click();
  await expect(page.locator('html')).not.toHaveClass(/burgundy|dark|black/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/burgundy|dark|black/);
});
