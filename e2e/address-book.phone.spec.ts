import { expect, type Page, test } from '@playwright/test';
import { FRESH_PASSWORD, freshMember, MEMBER, signInByApi } from './support.ts';

/**
 * The address book on a phone: two addresses named Home and Office, Office made the default, both
 * still there by name after a reload, and checkout's picker offering both by name. A fresh member, so
 * the demo member's addresses stay as other journeys expect them.
 */
async function addAddress(page: Page, label: string, city: string, postalCode: string) {
  await page
    .getByRole('region', { name: 'Shipping addresses' })
    .getByRole('button', { name: 'Add Address' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  const first = dialog.getByRole('textbox').first();
  await expect(first).toHaveAttribute('placeholder', 'Home, Office, etc.');
  await first.fill(label);
  await dialog.getByLabel('Full name').fill('Anjali Menon');
  await dialog.getByLabel('Mobile number').fill('98470 12345');
  await dialog.getByLabel('House, building and street').fill('14/220 Kasavu Lane');
  await dialog.getByLabel('City').fill(city);
  await dialog.getByLabel('State').selectOption('Kerala');
  await dialog.getByLabel('PIN code').fill(postalCode);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

test('Home and Office in the address book; Office the default after a reload; both by name at checkout', async ({
  page,
}) => {
  const { email } = await freshMember(page.request);
  await signInByApi(page, { ...MEMBER, email, password: FRESH_PASSWORD });
  await page.goto('/profile');
  await addAddress(page, 'Home', 'Kochi', '682036');
  await addAddress(page, 'Office', 'Thrissur', '680001');

  const rows = page.getByRole('region', { name: 'Shipping addresses' }).getByRole('listitem');
  await rows
    .filter({ hasText: 'Office' })
    .getByRole('button', { name: /Set as Default/ })
    .click();
  await expect(rows.first()).toContainText('Office');

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(/^OfficeDefaultAnjali Menon/);
  await expect(rows.nth(1)).toContainText(/^HomeAnjali Menon/);
  await expect(rows.nth(1).getByText('Default', { exact: true })).toHaveCount(0);

  // A piece in the bag, as the catalogue's Add to Cart puts it there.
  const cards = (await (
    await page.request.get('/api/products?storefront=STUDIO&status=IN_STOCK&limit=40')
  ).json()) as { id: string; sizesInStock: string[] }[];
  const card = cards.find((c) => c.sizesInStock.length > 0)!;
  expect(card, 'a studio piece with a size in stock').toBeDefined();
  const added = await page.request.post('/api/cart', {
    data: { productId: card.id, variant: { name: 'size', value: card.sizesInStock[0] } },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/checkout');
  const picker = page.getByRole('group', { name: 'Choose a delivery address' });
  await expect(picker.getByRole('radio')).toHaveCount(2);
  await expect(picker.getByRole('radio', { name: /^Office/ })).toBeChecked();
  await expect(picker.getByRole('radio', { name: /^Home/ })).not.toBeChecked();
});
