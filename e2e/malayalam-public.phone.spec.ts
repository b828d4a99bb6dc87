import { expect, test } from '@playwright/test';
import { expectWholeWords } from './language-support.ts';

/**
 * A public page in Malayalam by its address, at 375 px: /ml is the home page in Malayalam (its <html
 * lang>, the shell's words, the addresses in both languages for search engines), and the footer's
 * switch takes the visitor to the English page. Nothing is left chosen for the other journeys: the
 * switch remembers English.
 */

/**
 * Latin words the Malayalam pages keep: the brand (and its monogram R), the storefronts' and the lines'
 * names, sizes, the switch's "English", the company's registered name and address, the members'
 * hashtags, the channels' and the deal's names, and client care's address.
 */
const KEPT = new Set([
  ...['Roslis', 'ROSLIS', 'R', 'Studio', 'STUDIO', 'LIMITED', 'Limited', 'Edition', 'EDITION', 'Signature'],
  ...['XS', 'XXS', 'S', 'M', 'L', 'XL', 'English'],
  ...['Fashions', 'Pvt', 'Ltd', 'Kerala', 'India'],
  ...['RoslisStyle', 'MadeInKerala', 'EverySize', 'MembersOnly', 'LimitedEdition', 'StudioEdit'],
  ...['WhatsApp', 'EMI', 'Dynamo', 'Deal', 'care', 'roslis', 'in', 'IST'],
]);
const englishWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => !KEPT.has(w) && !/^\d*XL$/.test(w));

/**
 * Each public page at its Malayalam address speaks Malayalam in its own words too, islands included
 * (drawn in the prerender and hydrated in the browser alike: no island is redrawn), once its prices
 * and pictures are in.
 */
for (const path of ['/ml', '/ml/card', '/ml/card2', '/ml/membership']) {
  test(`${path}: the page's own words are Malayalam`, async ({ page }) => {
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('island was redrawn')) redrawn.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    const main = page.locator('main');
    // The prices come from the API once the page is live (not on the story page).
    if (path !== '/ml/membership') await expect(main.getByText(/₹\d/).first()).toBeVisible();
    // The drawn cards' faces stay as printed, in every language (read in the same moment as the page).
    const [text, faceText] = await main.evaluate((el: HTMLElement) => [
      el.innerText,
      [...el.querySelectorAll<HTMLElement>('[data-card-face]')].map((face) => face.innerText).join(' '),
    ]);
    const faces = new Set(englishWords(faceText ?? ''));
    expect(englishWords(text ?? '').filter((w) => !faces.has(w))).toEqual([]);
    expect(redrawn).toEqual([]);
    await expectWholeWords(page);
  });
}

test('a visitor opens /ml in Malayalam and the footer switch takes her to the English page', async ({
  page,
}) => {
  await page.goto('/ml');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ml-IN');
  await expect(html).toHaveAttribute('data-ready', 'true');
  // Search engines find the page in each language.
  for (const [lang, path] of [
    ['en', '/'],
    ['ml', '/ml'],
    ['x-default', '/'],
  ] as const) {
    const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
    expect(new URL(href ?? '').pathname, lang).toBe(path);
  }
  // The shell speaks Malayalam: the menu, its links to the Malayalam pages, the footer.
  await page.getByRole('button', { name: 'മെനു തുറക്കൂ' }).click();
  const menu = page.getByRole('dialog', { name: 'മെനു' });
  await expect(menu.getByRole('link', { name: 'മെമ്പർഷിപ്പ്' })).toHaveAttribute('href', '/ml/membership');
  await expect(menu.getByRole('group', { name: 'ഭാഷ' })).toBeVisible();
  await page.keyboard.press('Escape');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'നിബന്ധനകളും വ്യവസ്ഥകളും' })).toBeVisible();
  expect(englishWords(await footer.innerText())).toEqual([]);

  // The footer's switch: English, at the page's English address.
  const languages = footer.getByRole('group', { name: 'ഭാഷ' });
  await expect(languages.getByRole('radio', { name: 'മലയാളം' })).toBeChecked();
  await languages.getByText('English').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(html).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(
    page.locator('footer').getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }),
  ).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});
