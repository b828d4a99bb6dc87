import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { signInByApi } from './support.ts';

/** A real finger on the screen: touch start, moves in steps, touch end (through the DevTools protocol). */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const productCounter = (page: Page, n: number) =>
  page.getByRole('img', { name: new RegExp(`^Product ${n} of `) });

test('on a phone, swipes change the product and the image; a short swipe does nothing', async ({ page }) => {
  await signInByApi(page);
  const [first, second] = (await (
    await page.request.get('/api/products?storefront=STUDIO&limit=2')
  ).json()) as {
    name: string;
    images: unknown[];
  }[];
  await page.goto('/loops/studio');
  await expect(productCounter(page, 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: first!.name })).toBeVisible();
  const count = first!.images.length;
  await expect(page.getByRole('img', { name: `Image 1 of ${count}` })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);

  // Under 50 px: neither the image nor the product changes.
  await swipe(cdp, { x: 180, y: 420 }, { x: 180, y: 380 });
  await swipe(cdp, { x: 200, y: 420 }, { x: 160, y: 420 });
  await page.waitForTimeout(300);
  await expect(productCounter(page, 1)).toBeVisible();
  await expect(page.getByRole('img', { name: `Image 1 of ${count}` })).toBeVisible();

  // Right to left: the next image.
  await swipe(cdp, { x: 280, y: 420 }, { x: 80, y: 430 });
  await expect(page.getByRole('img', { name: `Image 2 of ${count}` })).toBeVisible();
  // Left to right from the first image wraps to the last.
  await swipe(cdp, { x: 80, y: 420 }, { x: 280, y: 410 });
  await swipe(cdp, { x: 80, y: 420 }, { x: 280, y: 410 });
  await expect(page.getByRole('img', { name: `Image ${count} of ${count}` })).toBeVisible();

  // Bottom to top: the next product, from its first image.
  await swipe(cdp, { x: 180, y: 560 }, { x: 185, y: 260 });
  await expect(productCounter(page, 2)).toBeVisible();
  await expect(page.getByRole('heading', { name: second!.name })).toBeVisible();
  // Back down.
  await swipe(cdp, { x: 180, y: 260 }, { x: 175, y: 560 });
  await expect(productCounter(page, 1)).toBeVisible();
  await expect(page.getByRole('img', { name: `Image 1 of ${count}` })).toBeVisible();

  // The viewer fills the phone screen and the page under it does not scroll.
  const layer = await page.getByRole('region', { name: 'Studio Loops' }).boundingBox();
  expect(layer).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
});
