import { expect, test } from '@playwright/test';
import { DEMO_ADVISOR, latestCode } from './support';

test('a person applies with a phone number: the SMS code, a failed then a successful sandbox payment', async ({
  page,
}) => {
  const digits = `98${String(Date.now()).slice(-8)}`;
  await page.goto('/auth?mode=register');
  // The method choice is a pair of labelled radios drawn as a segmented control: click the label.
  await page.getByText('Phone', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(page.getByLabel('Country code')).toHaveValue(/IN|\+91/);
  // Only digits are kept as typed.
  await page.getByLabel('Phone number').fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await expect(page.getByLabel('Phone number')).toHaveValue(digits);
  await page.getByLabel(/Fashion Advisor Code/).fill(` ${DEMO_ADVISOR.toLowerCase()} `);
  await expect(page.getByLabel(/Fashion Advisor Code/)).toHaveValue(DEMO_ADVISOR);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();

  await expect(page).toHaveURL(/\/register\/verify$/);
  const code = await latestCode(page.request, `+91${digits}`);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/\/register\/payment$/);
  // Each card is a labelled radio drawn as a card: choose it by clicking the card.
  await page.locator('label:has(input[value="gold"])').click();
  await expect(page.getByRole('radio', { name: /Gold/ })).toBeChecked();
  await page.getByRole('button', { name: /^(Proceed|Pay)/ }).click();
  let checkout = page.getByRole('dialog', { name: 'Test payment' });
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/payment$/);
  // Wait for the failed checkout to finish closing: while it is on screen, its own "Pay" button is the
  // only "Pay…" button a person (or a locator) can reach.
  await expect(checkout).toBeHidden();

  await page.getByRole('button', { name: /^(Proceed|Pay)/ }).click();
  checkout = page.getByRole('dialog', { name: 'Test payment' });
  await checkout.getByRole('button', { name: 'Pay ₹20,000' }).click();
  await expect(page).toHaveURL(/\/register\/setup-password$/);
  await page.getByLabel('New password', { exact: true }).fill('Mundu#2026');
  await page.getByLabel(/Confirm/).fill('Mundu#2026');
  await page.getByRole('button', { name: /Set Password|Create Password|Continue/ }).click();
  await expect(page).toHaveURL(/\/register\/profile$/);

  // The phone number signs in too.
  await page.context().clearCookies();
  const login = await page.request.post('/api/auth/login', {
    data: { email: `+91 ${digits}`, password: 'Mundu#2026' },
  });
  expect(login.status()).toBe(200);
});
