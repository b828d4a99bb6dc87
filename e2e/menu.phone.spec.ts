import { expect, test } from '@playwright/test';
import { MEMBER, signInByApi } from './support.ts';

test('on a phone the account menu is full-screen, locks scrolling and switches storefront', async ({
  page,
}) => {
  await signInByApi(page);
  await page.goto('/profile');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(MEMBER.name) })
    .click();
  const menu = page.getByRole('dialog', { name: 'Your account' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await menu.getByRole('button', { name: 'Limited Edition' }).click();
  await expect(page).toHaveURL(/\/limited-edition$/);
  expect(await page.evaluate(() => localStorage.getItem('storefront'))).toBe('LIMITED-EDITION');
});
