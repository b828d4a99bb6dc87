import { expect, type Page, test } from '@playwright/test';
import { clearCart, signInByApi } from './support.ts';
import { allow } from './time.ts';

/** A card of GET /api/products (the list shape: its two pictures, sizes by value, no variant ids). */
interface ListedProduct {
  id: string;
  slug: string;
  name: string;
  status: 'IN_STOCK' | 'PRE_ORDER' | 'VOTE_TO_LAUNCH';
  images: unknown[];
  sizesInStock: string[];
}

async function listProducts(page: Page, query: string): Promise<ListedProduct[]> {
  const res = await page.request.get(`/api/products?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListedProduct[];
}

/** The variant of a size, from the product's own page (GET /api/products/{slug}). */
async function sizeVariant(page: Page, slug: string, size: string): Promise<{ id: string; value: string }> {
  const res = await page.request.get(`/api/products/${slug}`);
  expect(res.ok()).toBe(true);
  const { variants } = (await res.json()) as { variants: { id: string; name: string; value: string }[] };
  return variants.find((v) => v.name === 'size' && v.value === size)!;
}

/** The product counter's accessible name: "Product 3 of 24+". */
const productCounter = (page: Page, n: number) =>
  page.getByRole('img', { name: new RegExp(`^Product ${n} of `) });

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test('keys move through products and images, Space opens the info panel, Escape goes back', async ({
  page,
}) => {
  const [first, second] = await listProducts(page, 'storefront=STUDIO&limit=24');
  await page.goto('/loops/studio');
  await expect(page.getByRole('img', { name: 'Product 1 of 24+' })).toBeVisible();
  await expect(page.getByRole('heading', { name: first!.name })).toBeVisible();
  await expect(page.getByText('Swipe vertically for products')).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(productCounter(page, 2)).toBeVisible();
  await expect(page.getByRole('heading', { name: second!.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?p=${second!.slug}$`));
  await page.keyboard.press('ArrowUp');
  await expect(productCounter(page, 1)).toBeVisible();

  const count = first!.images.length;
  expect(count).toBeGreaterThan(1);
  for (let i = 2; i <= count; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('img', { name: `Image ${i} of ${count}` })).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('img', { name: `Image 1 of ${count}` })).toBeVisible();

  await page.keyboard.press('Space');
  const panel = page.getByRole('region', { name: first!.name });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('₹', { exact: false }).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: /View Full Details/ })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(panel).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/studio$/);
});

test('Add to Cart from the info panel puts the chosen size in the cart', async ({ page }) => {
  await clearCart(page);
  const [product] = await listProducts(page, 'storefront=STUDIO&status=IN_STOCK&limit=1');
  const size = await sizeVariant(page, product!.slug, product!.sizesInStock[0]!);
  await page.goto(`/loops/studio?p=${product!.slug}`);
  await expect(page.getByRole('heading', { name: product!.name })).toBeVisible();
  await page.keyboard.press('Space');
  const panel = page.getByRole('region', { name: product!.name });

  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(panel.getByText('Please choose a size.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Size' }).selectOption({ label: size.value });
  await panel.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(panel.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeVisible({ timeout: allow(4_000) });

  const lines = (await (await page.request.get('/api/cart')).json()) as {
    product: { id: string };
    variantId: string | null;
    quantity: number;
  }[];
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ product: { id: product!.id }, variantId: size.id, quantity: 2 });
  await clearCart(page);
});

test('a shared link opens on its product, even far down the list', async ({ page }) => {
  const all = await listProducts(page, 'storefront=STUDIO&limit=100');
  expect(all.length).toBeGreaterThan(30);
  const far = all[all.length - 3]!;
  await page.goto(`/loops/studio?p=${far.slug}`);
  await expect(page.getByRole('heading', { name: far.name })).toBeVisible();
  await expect(productCounter(page, 1)).toBeVisible();
  // The next one is the newest product, not the shared one again.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: all[0]!.name })).toBeVisible();
});

test('the filter narrows the loop and Clear All Filters restores it', async ({ page }) => {
  const votes = await listProducts(page, 'storefront=STUDIO&status=VOTE_TO_LAUNCH&limit=100');
  expect(votes.length).toBeGreaterThan(0);
  const everything = page.getByRole('img', { name: 'Product 1 of 24+' });

  await page.goto('/loops/studio');
  await expect(everything).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(productCounter(page, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemcheckbox', { name: 'Vote to Launch' }).click();
  // Back to the first product, of the designs to vote on only.
  await expect(page.getByRole('img', { name: `Product 1 of ${votes.length}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: votes[0]!.name })).toBeVisible();
  await expect(page).toHaveURL(/status=VOTE_TO_LAUNCH/);
  await menu.getByRole('menuitem', { name: 'Clear All Filters' }).click();
  await expect(everything).toBeVisible();
  await page.keyboard.press('Escape'); // closes the menu only
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/loops\/studio/);
});

test('an impossible filter shows the empty state; Clear All Filters or Back to Storefront leave it', async ({
  page,
}) => {
  const [stocked] = await listProducts(page, 'storefront=STUDIO&status=IN_STOCK&limit=1');
  const empty = page.getByText('STUDIO has no products to show in Loops view');
  // A link searching for an in-stock piece, then Vote to Launch: nothing matches both.
  await page.goto(`/loops/studio?q=${encodeURIComponent(stocked!.name)}`);
  await expect(page.getByRole('heading', { name: stocked!.name })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemcheckbox', { name: 'Vote to Launch' }).click();
  await expect(empty).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Clear All Filters' }).click();
  await expect(page.getByRole('img', { name: 'Product 1 of 24+' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto(`/loops/studio?q=${encodeURIComponent(stocked!.name)}&status=VOTE_TO_LAUNCH`);
  await expect(empty).toBeVisible();
  await page.getByRole('button', { name: 'Back to Storefront' }).click();
  await expect(page).toHaveURL(/\/studio$/);
});
