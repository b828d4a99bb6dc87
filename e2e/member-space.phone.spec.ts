import { type Browser, expect, type Page, test } from '@playwright/test';
import { FRESH_PASSWORD, freshMember } from './support.ts';

/**
 * The member's own space on a phone: addresses, a password change that ends another session,
 * the votelist and wishlist reflecting the storefront, and an upgrade from Premium to Gold. Each journey
 * uses a fresh member (applied through the API, approved by staff) so the demo member stays as it is.
 */
const PASSWORD = FRESH_PASSWORD;

/** Sign in through the sign-in screen, as a member does. */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile/);
}

async function fillAddress(form: ReturnType<Page['getByRole']>, label: string, name: string, city: string) {
  await form.getByLabel('Address Name').fill(label);
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Mobile number').fill('98470 12345');
  await form.getByLabel('House, building and street').fill('14/220 Kasavu Lane');
  await form.getByLabel('City').fill(city);
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('PIN code').fill('682036');
}

test('addresses: add (with a wrong PIN first), the first is the default, edit, set another as default, delete', async ({
  page,
}) => {
  const { email } = await freshMember(page.request);
  await signIn(page, email);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Shipping addresses' });
  await card.getByRole('button', { name: 'Add Address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await fillAddress(dialog, 'Home', 'Anjali Menon', 'Kochi');
  await dialog.getByLabel('PIN code').fill('12345');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Enter a 6-digit PIN code.')).toBeVisible();
  await dialog.getByLabel('PIN code').fill('682036');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Default');
  await expect(rows.first().getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await card.getByRole('button', { name: 'Add Address' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await fillAddress(dialog, 'Office', 'Meera Nair', 'Thrissur');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(rows).toHaveCount(2);

  await card.getByRole('button', { name: 'Edit address Office, Meera Nair, Thrissur' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await edit.getByLabel('City').fill('Kozhikode');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  const meera = rows.filter({ hasText: 'Meera Nair' });
  await expect(meera).toContainText('Kozhikode');

  await meera.getByRole('button', { name: /Set as Default/ }).click();
  await expect(meera).toContainText('Default');
  const anjali = rows.filter({ hasText: 'Anjali Menon' });
  await anjali.getByRole('button', { name: 'Delete address Home, Anjali Menon, Kochi' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Meera Nair');
});

async function openSecondSession(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const other = await context.newPage();
  await signIn(other, email);
  return other;
}

test('changing the password ends the member’s other session', async ({ page, browser, baseURL }) => {
  const { email } = await freshMember(page.request);
  await signIn(page, email);
  const other = await openSecondSession(browser, baseURL!, email);

  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'Password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill('Kasavu@2027');
  await form.getByLabel('Confirm new password').fill('Kasavu@2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/other devices? (were|was) signed out|signed out/i).first()).toBeVisible();

  // The other phone's next page finds its session gone.
  await other.goto('/profile/orders');
  await expect(other).toHaveURL(/\/auth/);
  await other.context().close();
  // This one stays signed in.
  await page.goto('/profile/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

interface Card {
  slug: string;
  name: string;
}

test('votes and hearts made in the storefront show in the votelist and the wishlist', async ({ page }) => {
  const { email } = await freshMember(page.request);
  await signIn(page, email);
  const voting = (
    (await (await page.request.get('/api/products?storefront=STUDIO&status=VOTE_TO_LAUNCH')).json()) as Card[]
  )[0]!;
  const inStock = (
    (await (await page.request.get('/api/products?storefront=STUDIO&status=IN_STOCK')).json()) as Card[]
  )[0]!;

  await page.goto(`/products/${voting.slug}`);
  await page.getByRole('button', { name: new RegExp(`Vote for Launch: ${voting.name}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Voted: ${voting.name}`) })).toBeVisible();
  await page.goto(`/products/${inStock.slug}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeVisible();

  await page.goto('/profile/votelist');
  await expect(page.getByRole('heading', { name: 'My Votelist' })).toBeVisible();
  await expect(page.getByText('1 Product Voted')).toBeVisible();
  const voted = page
    .getByRole('region', { name: 'My Votelist' })
    .getByRole('listitem')
    .filter({ hasText: voting.name });
  await expect(voted.getByText('Voting', { exact: true })).toBeVisible();

  await page.goto('/profile/wishlist');
  const heart = page.getByRole('button', { name: `Remove ${inStock.name} from wishlist` });
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(page.getByText(inStock.name)).toHaveCount(0);
});

test('upgrade Premium to Gold in the sandbox and see the Gold badge', async ({ page }) => {
  const { email } = await freshMember(page.request);
  await signIn(page, email);
  await page.goto('/profile/membership');
  await page.getByRole('link', { name: 'Upgrade to Gold' }).click();
  await expect(page.getByRole('heading', { name: 'Premium to Gold' })).toBeVisible();
  await expect(page.getByText('₹15,000').first()).toBeVisible();
  await page.getByRole('button', { name: /Pay ₹15,000/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await dialog.getByRole('button', { name: /^Pay ₹15,000$/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Gold' })).toBeVisible();
  await page.getByRole('link', { name: 'See your Gold card' }).click();
  await expect(page).toHaveURL(/\/profile\/membership/);
  // The header's account button and the profile's tier badge now say Gold; the card is the Gold one.
  await expect(page.getByRole('button', { name: /^Account menu for .*, Gold$/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Your Roslis Gold card' })).toBeVisible();
});
