import { expect, type Locator, test } from '@playwright/test';
import { expectFitsThePhone, latinWordsIn } from './language-support.ts';

/**
 * The translated slice in Malayalam at 375 px, for a browser set to Malayalam: sign-in, forgot password
 * and Account Settings show no English but brand names and what people typed, and the member's choice of
 * English in Account Settings turns the page back (and is left so for the other journeys).
 */
test.use({ locale: 'ml-IN' });

/**
 * Latin words a Malayalam page may keep: the brand, the storefronts, channels, Intl's AM/PM in ml-IN
 * times, and the letter ranges of the password rules (an English capital letter, A–Z).
 */
const KEPT = new Set(['SMS', 'WhatsApp', 'Dynamo', 'Deal', 'AM', 'PM', 'A', 'Z', 'a', 'z']);
const englishIn = (region: Locator, typed: string[] = []) => latinWordsIn(region, { kept: KEPT, typed });

test('sign-in, forgot password and Account Settings in Malayalam, with no English left', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
  await expect(page.getByRole('heading', { name: 'വീണ്ടും സ്വാഗതം' })).toBeVisible();
  expect(await englishIn(page.locator('main'))).toEqual([]);
  await expectFitsThePhone(page);

  await page.getByRole('link', { name: 'പാസ്‌വേഡ് മറന്നോ?' }).click();
  await expect(page.getByRole('heading', { name: 'പാസ്‌വേഡ് മറന്നോ?' })).toBeVisible();
  expect(await englishIn(page.locator('main'))).toEqual([]);
  await page.getByRole('button', { name: 'റീസെറ്റ് ലിങ്ക് അയയ്ക്കൂ' }).click();
  await expect(page.getByText('ഇ-മെയിൽ വിലാസം നൽകൂ.').first()).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('ഇ-മെയിൽ അല്ലെങ്കിൽ ഫോൺ').fill('member@roslis.test');
  await page.getByLabel('പാസ്‌വേഡ്', { exact: true }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'സൈൻ ഇൻ' }).click();
  await expect(page.getByText('ഇ-മെയിലോ പാസ്‌വേഡോ ശരിയല്ല.').first()).toBeVisible();
  await page.getByLabel('പാസ്‌വേഡ്', { exact: true }).fill('Member@12345');
  await page.getByRole('button', { name: 'സൈൻ ഇൻ' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ' })).toBeVisible();
  const panel = page.locator('#settings-panel-profile');
  await expect(panel.getByRole('radio', { name: 'മലയാളം' })).toBeChecked();
  expect(await englishIn(page.getByRole('tablist', { name: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ' }))).toEqual([]);
  // Her e-mail address and the language's own name are hers to keep.
  expect(await englishIn(panel, ['member@roslis.test', 'English'])).toEqual([]);
  await page.getByRole('tab', { name: 'പാസ്‌വേഡ്' }).click();
  // The browser and the system are names (Chrome, Linux).
  expect(await englishIn(page.locator('#settings-panel-password'), ['Chrome', 'Linux'])).toEqual([]);
  await page.getByRole('tab', { name: 'അറിയിപ്പുകൾ' }).click();
  await expect(page.getByRole('heading', { name: 'അറിയിപ്പുകൾ' })).toBeVisible();
  expect(await englishIn(page.locator('#settings-panel-notifications'))).toEqual([]);
  await expectFitsThePhone(page);

  // Her choice of English: the page turns at once and the account keeps it.
  await page.getByRole('tab', { name: 'പ്രൊഫൈൽ' }).click();
  await page.locator('#settings-panel-profile').getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByText('Language saved').first()).toBeVisible();
});
