import { expect, type Locator, test } from '@playwright/test';
import { expectFitsThePhone, latinWordsIn } from './language-support.ts';
import { clearCart, openToMember, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The demo member shops and checks out in Malayalam at 375 px: the STUDIO grid, a piece's page, the
 * bag, checkout with the sandbox payment, the confirmation and the order page. The shop's own words are
 * Malayalam; what is left in Latin letters is the brand, the storefronts, sizes, the piece's and
 * category's names (the catalogue's, as staff entered them), her address and the order number. The
 * device is set back to English at the end (the demo account's own language is never changed).
 */

/** Latin words a Malayalam page may keep (as e2e/malayalam.phone.spec.ts): brand, storefronts, sizes, tax names. */
const KEPT = new Set([
  'Signature',
  'Gold',
  'Platinum',
  'EMI',
  'GST',
  'CGST',
  'SGST',
  'IGST',
  'AM',
  'PM',
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL', '8XL'],
]);

const englishIn = (region: Locator, typed: string[] = []) => latinWordsIn(region, { kept: KEPT, typed });

const fits = expectFitsThePhone;

interface Card {
  slug: string;
  name: string;
  sizesInStock: string[];
}

test('a member shops a STUDIO piece and checks out in Malayalam', async ({ page }) => {
  test.setTimeout(allow(120_000));
  await signInByApi(page);
  await clearCart(page);
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  try {
    const cards = (await (
      await page.request.get('/api/products?storefront=STUDIO&status=IN_STOCK&limit=40')
    ).json()) as Card[];
    const card = (await openToMember(page, cards.filter((c) => c.sizesInStock.length > 0).slice(0, 5)))[0]!;
    const full = (await (await page.request.get(`/api/products/${card.slug}`)).json()) as {
      category: { name: string };
    };
    const names = [card.name, full.category.name];

    // The grid.
    await page.goto('/studio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
    await expect(page.getByRole('toolbar', { name: 'കളക്ഷൻ കാഴ്ച' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^ഫിൽട്ടർ/ })).toBeVisible();
    expect(await englishIn(page.locator('#collection-title'))).toEqual([]);
    await fits(page);

    // The piece's page: its options, quantity, button and notes in Malayalam.
    await page.goto(`/products/${card.slug}`);
    const options = page.locator('section[aria-labelledby="options-heading"]');
    await expect(options.getByRole('heading', { name: 'ലഭ്യമായവ' })).toBeVisible();
    const size = card.sizesInStock[0]!;
    await page.getByRole('radio', { name: size, exact: true }).check({ force: true });
    expect(await englishIn(options)).toEqual([]);
    await page.getByRole('button', { name: 'ബാഗിലേക്കു ചേർക്കൂ' }).click();
    await expect(page.getByText('ബാഗിൽ ചേർത്തു', { exact: true }).first()).toBeVisible();
    await fits(page);

    // The bag.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^ബാഗ് തുറക്കൂ/ })
      .click();
    const bag = page.getByRole('dialog', { name: /^നിങ്ങളുടെ ബാഗ്/ });
    await expect(bag.getByRole('button', { name: 'ചെക്ക്ഔട്ട്' })).toBeVisible();
    const bagEnglish = await englishIn(bag, names);
    test.info().annotations.push({ type: 'bag: Latin words left', description: bagEnglish.join(' ') });
    await bag.getByRole('button', { name: 'ചെക്ക്ഔട്ട്' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Checkout: her saved address, the summary and Pay in Malayalam.
    await expect(page.getByRole('heading', { name: 'ചെക്ക്ഔട്ട്', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ഡെലിവറി വിലാസം' })).toBeVisible();
    // No saved address yet: the address form adds one, in Malayalam too.
    const form = page.getByRole('form', { name: 'പുതിയ ഡെലിവറി വിലാസം' });
    if (await form.isVisible()) {
      expect(await englishIn(form)).toEqual([]);
      await form.getByLabel('വിലാസത്തിന്റെ പേര്').fill('Home');
      await form.getByLabel('സ്വീകരിക്കുന്നയാളുടെ മുഴുവൻ പേര്').fill('Ananya Menon');
      await form.getByLabel('മൊബൈൽ നമ്പർ').fill('98470 12345');
      await form.getByLabel('വീട്, കെട്ടിടം, തെരുവ്').fill('14/220 Kasavu Lane, Panampilly Nagar');
      await form.getByLabel('നഗരം').fill('Kochi');
      await form.getByLabel('സംസ്ഥാനം').selectOption('Kerala');
      await form.getByLabel('പിൻ കോഡ്').fill('682036');
      await form.getByRole('button', { name: 'വിലാസം സേവ് ചെയ്യൂ' }).click();
      await expect(form).toBeHidden();
    }
    const summary = page.locator('aside[aria-labelledby="summary-heading"]');
    await expect(summary.getByText('എല്ലാ നികുതികളും ഉൾപ്പെടെ')).toBeVisible();
    test.info().annotations.push({
      type: 'checkout summary: Latin words left',
      description: (await englishIn(summary, names)).join(' '),
    });
    await fits(page);
    await page
      .getByRole('button', { name: /^₹[\d,.]+ അടയ്ക്കൂ$/ })
      .first()
      .click();
    // The sandbox gateway's dialog speaks the shop's language too.
    const sandbox = page.getByRole('dialog', { name: 'ടെസ്റ്റ് പേയ്മെന്റ്' });
    await sandbox.getByRole('button', { name: /^₹[\d,.]+ അടയ്ക്കൂ$/ }).click();

    // The confirmation and the order page.
    await expect(page.getByRole('heading', { name: 'നിങ്ങളുടെ ഓർഡർ ഉറപ്പായി' })).toBeVisible({
      timeout: allow(30_000),
    });
    const number = (await page.locator('main strong').first().innerText()).trim();
    expect(await englishIn(page.locator('main div.text-center').first(), [number])).toEqual([]);
    expect(await englishIn(page.locator('section[aria-labelledby="confirmed-next"]'))).toEqual([]);
    await fits(page);
    await page.getByRole('link', { name: 'ഓർഡർ കാണൂ' }).click();
    await expect(page.getByRole('heading', { name: `ഓർഡർ ${number}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'ഓർഡറിന്റെ പുരോഗതി' })).toBeVisible();
    // The history's notes are the server's records (payment ids and the like), kept as written.
    expect(await englishIn(page.getByRole('list', { name: 'ഓർഡറിന്റെ പുരോഗതി' }))).toEqual([]);
    expect(await englishIn(page.locator('#tracking-heading'))).toEqual([]);
    expect(await englishIn(page.locator('#tracking > p'))).toEqual([]);
    expect(await englishIn(page.locator('section[aria-labelledby="order-payment"]'))).toEqual([]);
    await fits(page);

    // Her profile's figures (orders, wishlist, votes, points) are named in Malayalam too.
    await page.goto('/profile');
    const stats = page.getByLabel('നിങ്ങളുടെ കണക്കുകൾ');
    await expect(stats.getByText('റിവാർഡ് പോയിന്റ്')).toBeVisible();
    expect(await englishIn(stats)).toEqual([]);
    await fits(page);
  } finally {
    await page.evaluate(() => localStorage.removeItem('language'));
    await clearCart(page);
  }
});
