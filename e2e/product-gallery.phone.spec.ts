import { expect, test } from '@playwright/test';
import { signInByApi, swipe } from './support.ts';

/**
 * The product page's photos on a phone: the large view becomes a carousel at the first touch (not as the
 * page starts), and that first swipe already moves it.
 */
test('on a phone, the first swipe on a product photo shows the next one, and a swipe back the first', async ({
  page,
}) => {
  await signInByApi(page);
  await page.goto('/products/tirur-straight-kurta');
  const thumbnails = page.getByRole('button', { name: /^Show image \d+ of 2$/ });
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');

  await swipe(page, '[data-carousel-viewport]', 'left');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnails.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await swipe(page, '[data-carousel-viewport]', 'right');
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
});
