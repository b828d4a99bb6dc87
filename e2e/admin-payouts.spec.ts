import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_ADVISOR, signInByApi } from './support.ts';

const STAFF = { ...ADMIN, name: 'Roslis Admin', plan: '' };

test('admin records a payout for the demo advisor and sees it paid', async ({ page }) => {
  await signInByApi(page, STAFF);
  await page.goto('/admin/advisors');
  const row = page
    .getByRole('table', { name: 'Fashion advisors' })
    .getByRole('row', { name: new RegExp(DEMO_ADVISOR) });
  await expect(row).toContainText('Payable');
  const payable = row.getByRole('button', { name: /Record payout/ });
  await expect(payable).toBeEnabled();
  await payable.click();

  const form = page.getByRole('form', { name: 'Record payout' });
  const amount = (await form.getByTestId('payout-amount').textContent())!.trim();
  expect(amount).toMatch(/^₹[\d,]+/);
  const reference = `NEFT-${Date.now()}`;
  await form.getByLabel(/Payment reference/).fill(reference);
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
  // The toaster may announce the toast in a live region too: either copy will do.
  await expect(page.getByText('Payout recorded').first()).toBeVisible();
  await expect(page.getByText(`${amount} to Demo Advisor, reference ${reference}.`).first()).toBeVisible();

  // Paid now: nothing payable is left, and the paid column holds what was payable.
  await expect(row).toContainText('Payable₹0');
  await expect(row).toContainText(`Paid${amount}`);
  await expect(row.getByRole('button', { name: /Record payout/ })).toBeDisabled();
});
