import { expect, test } from '@playwright/test';

test('the theme switch survives a reload', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByText('Burgundy', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/burgundy/);
  await expect(footer.getByRole('radio', { name: /Burgundy/ })).toBeChecked();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/burgundy/);
  await footer.getByText('Beige', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/burgundy|dark|black/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/burgundy|dark|black/);
});
