import { expect, type Page, test } from '@playwright/test';
import { signInByApi, swipe } from './support.ts';

const tiles = (page: Page) => page.locator('[data-board-tile]');

async function boardColumns(page: Page): Promise<number> {
  const lefts = await tiles(page).evaluateAll((items) =>
    items.map((el) => Math.round(el.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test('on a phone: 2 columns, a tap opens the dialog and the carousel swipes', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/boards/studio');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: '2 columns' })).toBeChecked();
  await expect.poll(() => boardColumns(page)).toBe(2);

  const first = tiles(page).first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.tap({ position: { x: 40, y: 120 } });
  await expect(page).toHaveURL(/\/boards\/studio\/product\/[^/]+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();

  const dots = dialog.getByRole('button', { name: /^Show image \d+ of \d+$/ });
  expect(await dots.count()).toBeGreaterThan(1);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await swipe(page, '[data-carousel-viewport]', 'left');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await swipe(page, '[data-carousel-viewport]', 'right');
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  // Still the same product: a swipe is not a tap.
  await expect(page).toHaveURL(/\/boards\/studio\/product\/[^/]+$/);

  await dialog.getByRole('button', { name: 'Close' }).first().tap();
  await expect(page).toHaveURL(/\/boards\/studio$/);
  await expect(tiles(page).first()).toBeVisible();
});
