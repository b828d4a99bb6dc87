import { expect, test } from '@playwright/test';
import { openReady } from './support.ts';

test('the theme switch survives a reload', async ({ page }) => {
  await openReady(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByText('Burgundy', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/burgundy/);
  await expect(footer.getByRole('radio', { name: /Burgundy/ })).toBeChecked();
  await page.reload();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveClass(/burgundy/);
  // The server draws the prerendered page in the chosen theme from the first paint (no flash).
  expect(await (await page.request.get('/')).text()).toContain(
    '<html lang="en-IN" dir="ltr" class="burgundy">',
  );
  await footer.getByText('Beige', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/burgundy|dark|black/);
  await page.reload();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).not.toHaveClass(/burgundy|dark|black/);
});
