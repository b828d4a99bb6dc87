import { expect, test } from '@playwright/test';

test('a verification code sent through the API shows in /dev/mailbox', async ({ page }) => {
  const to = `mailbox-${Date.now()}@example.test`;
  const sent = await page.request.post('/api/auth/send-verification', {
    data: { contactMethod: 'email', contact: to },
  });
  expect(sent.status()).toBe(200);
  await page.goto('/dev/mailbox');
  await page.getByLabel('E-mail address or phone number').fill(to);
  await page.getByRole('button', { name: 'Show messages' }).click();
  const item = page.getByRole('listitem').filter({ hasText: to });
  await expect(item.getByText('Your Roslis verification code', { exact: true })).toBeVisible();
  await expect(item.getByText(/Your code: \d{6}/)).toBeVisible();
});
