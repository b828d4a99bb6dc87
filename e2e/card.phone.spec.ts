import { expect, test } from '@playwright/test';
import { MEMBER, signInByApi } from './support.ts';

/**
 * The digital card on a phone: View Card Details shows the card with its number and a QR
 * code; the QR code's signed link, opened as store staff would, says "Active member" and the first name
 * only, and a tampered link is refused.
 */
test('a member opens the digital card and its QR link verifies the card', async ({ page, browser }) => {
  await signInByApi(page);
  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Membership' })
    .click();
  await page.getByRole('button', { name: 'View Card Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Roslis card' });
  await expect(dialog.getByText(/^RSL \d{4} \d{4} \d{4}$/).first()).toBeVisible();
  const qr = dialog.locator('svg[data-verify-url]');
  await expect(qr).toBeVisible();
  const link = (await qr.getAttribute('data-verify-url'))!;
  expect(new URL(link).pathname).toMatch(/^\/verify-card\/[\w-]+\.[\w-]+$/);

  // Store staff: a fresh browser with no session.
  const staff = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await staff.goto(new URL(link).pathname);
  await expect(staff.getByRole('heading', { name: 'Active member' })).toBeVisible();
  await expect(staff.getByText(MEMBER.name.split(' ')[0]!, { exact: true })).toBeVisible();
  await expect(staff.getByText(MEMBER.name.split(' ')[1]!)).toHaveCount(0);

  await staff.goto(`${new URL(link).pathname}x`);
  await expect(staff.getByRole('heading', { name: 'Card link not valid' })).toBeVisible();
  await staff.close();
});
