import { expect, type Locator, test } from '@playwright/test';
import { expectFitsThePhone, latinWordsIn } from './language-support.ts';
import { DEMO_ADVISOR, latestCode } from './support';
import { allow } from './time.ts';

/**
 * Applying in Malayalam at 375 px, for a browser set to Malayalam: the register form with the Fashion
 * Advisor Code, the code from the mailbox, the card and the sandbox payment, the password, the style
 * profile and the welcome show no English but brand names and what the applicant typed, and nothing
 * is wider than the screen. The applicant is new, so no shared account's language is changed.
 */
test.use({ locale: 'ml-IN' });

/** Latin words a Malayalam page may keep: the brand, channels, sizes, the password rules' letter ranges. */
const KEPT = new Set(['Roslis', 'ROSLIS', 'SMS', 'WhatsApp', 'PIN', 'UK', 'M', 'A', 'Z', 'a', 'z']);
/**
 * The words a person reads in a region, less what she typed. The drawn membership card (decorative,
 * hidden from assistive technology) is the printed card's face, which is English like the card itself.
 */
const englishIn = (region: Locator, typed: string[] = []) =>
  latinWordsIn(region, { kept: KEPT, typed, hide: '[data-card-face]' });
const fitsThePhone = expectFitsThePhone;

const PASSWORD = 'Kasavu#2026';

test('a visitor applies with a Fashion Advisor Code entirely in Malayalam', async ({ page }) => {
  // The whole application (form, code, payment, password, profile): like the English journey, about 25 s.
  test.setTimeout(allow(60_000));
  const email = `lakshmi-${Date.now()}@example.test`;
  const main = page.locator('main');

  await page.goto(`/register?advisor=${DEMO_ADVISOR}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
  await expect(page.getByLabel(/ഫാഷൻ അഡ്വൈസർ കോഡ്/)).toHaveValue(DEMO_ADVISOR);
  expect(await englishIn(main)).toEqual([]);
  await fitsThePhone(page);
  await page.getByLabel('ഇ-മെയിൽ വിലാസം').fill(email);
  await page.getByRole('button', { name: 'സ്ഥിരീകരണ കോഡ് അയയ്ക്കൂ' }).click();

  await expect(page).toHaveURL(/\/register\/verify$/);
  await expect(page.getByRole('heading', { name: 'ഇൻബോക്സ് നോക്കൂ' })).toBeVisible();
  expect(await englishIn(main, [email])).toEqual([]);
  await fitsThePhone(page);
  const code = await latestCode(page.request, email);
  await page.getByLabel('സ്ഥിരീകരണ കോഡ്').fill(code);
  await page.getByRole('button', { name: 'സ്ഥിരീകരിക്കൂ', exact: true }).click();

  await expect(page).toHaveURL(/\/register\/payment$/);
  await expect(page.getByRole('heading', { name: 'നിങ്ങളുടെ കാർഡ് തിരഞ്ഞെടുക്കൂ' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'പ്രീമിയം' })).toBeChecked();
  expect(await englishIn(main, [email])).toEqual([]);
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'പേയ്മെന്റിലേക്ക് പോകൂ' }).click();
  const checkout = page.getByRole('dialog', { name: 'ടെസ്റ്റ് പേയ്മെന്റ്' });
  await expect(checkout).toBeVisible();
  const orderId = ((await checkout.getByText(/^ഓർഡർ /).innerText()).split(' ')[1] ?? '').trim();
  expect(await englishIn(checkout, [orderId])).toEqual([]);
  await checkout.getByRole('button', { name: '₹5,000 അടയ്ക്കൂ' }).click();

  await expect(page).toHaveURL(/\/register\/setup-password$/);
  await expect(page.getByRole('heading', { name: 'പാസ്‌വേഡ് ഉണ്ടാക്കൂ' })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await fitsThePhone(page);
  await page.getByLabel('പുതിയ പാസ്‌വേഡ്', { exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'പാസ്‌വേഡ് ഉറപ്പാക്കൂ' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'പാസ്‌വേഡ് ഉണ്ടാക്കൂ' }).click();

  await expect(page).toHaveURL(/\/register\/profile$/);
  await expect(page.getByRole('heading', { name: 'അടിസ്ഥാന വിവരങ്ങൾ' })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await fitsThePhone(page);
  await page.getByLabel('പേര്', { exact: true }).fill('Lakshmi');
  await page.getByLabel('കുടുംബപ്പേര്').fill('Menon');
  await page.getByLabel('ജനനത്തീയതി').fill('1993-04-14');
  await page.getByLabel('നഗരം').fill('Thrissur');
  await page.getByLabel('സംസ്ഥാനം').fill('Kerala');
  await page.getByLabel('തൊഴിൽ').fill('Teacher');
  await page.getByRole('button', { name: 'അടുത്തത്' }).click();
  await expect(page.getByRole('heading', { name: 'ഫാഷൻ ഇഷ്ടങ്ങൾ' })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'എത്നിക്' }).click();
  await page.getByRole('button', { name: 'അടുത്തത്' }).click();
  await expect(page.getByRole('heading', { name: 'കൂടുതൽ വിവരങ്ങൾ' })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'രജിസ്ട്രേഷൻ പൂർത്തിയാക്കൂ' }).click();

  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByRole('heading', { name: 'Roslis-ലേക്ക് സ്വാഗതം' })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await fitsThePhone(page);
});
