import { expect, type Page, test } from '@playwright/test';
import { ADMIN, clearCart, signInByApi } from './support.ts';

/** A card of GET /api/products (the list shape: sizes by value, no variant ids). */
interface ListedProduct {
  id: string;
  slug: string;
  name: string;
  status: 'IN_STOCK' | 'PRE_ORDER' | 'VOTE_TO_LAUNCH';
  availableIn: 'STUDIO' | 'LIMITED-EDITION';
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

const tiles = (page: Page) => page.locator('[data-board-tile]');

/** How many distinct columns the board's tiles sit in (the tiles run column by column). */
async function boardColumns(page: Page): Promise<number> {
  const lefts = await tiles(page).evaluateAll((items) =>
    items.map((el) => Math.round(el.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

/** The tile of a product, by its exact name. */
const tileOf = (page: Page, name: string) =>
  tiles(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openFromBoard(page: Page, product: ListedProduct) {
  await tileOf(page, product.name).getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/boards/studio/product/${product.slug}$`));
  await expect(page.getByRole('dialog').getByRole('heading', { name: product.name })).toBeVisible();
}

async function expectBoardBack(page: Page) {
  await expect(page).toHaveURL(/\/boards\/studio$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'STUDIO' })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
}

test('signed out, the boards send you to sign in', async ({ page }) => {
  await page.goto('/boards/studio');
  await expect(page).toHaveURL(/\/auth/);
});

test('the column choice changes the board', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/boards/studio');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 columns' })).toBeChecked();
  await expect.poll(() => boardColumns(page)).toBe(5);
  for (const n of [3, 1, 4, 2]) {
    await page.locator(`label:has(input[type="radio"][value="${n}"])`).click();
    await expect.poll(() => boardColumns(page)).toBe(n);
  }
});

test('a tile opens the dialog; Add to Cart waits for a size, then adds one', async ({ page }) => {
  await signInByApi(page);
  await clearCart(page);
  const [product] = await listProducts(page, 'storefront=STUDIO&status=IN_STOCK&limit=1');
  const size = await sizeVariant(page, product!.slug, product!.sizesInStock[0]!);
  await page.goto('/boards/studio');
  await openFromBoard(page, product!);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Select Size' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Size' }).selectOption(size.value);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await expect(page.getByText(`1 x ${product!.name} added to your cart`).first()).toBeVisible();

  const lines = (await (await page.request.get('/api/cart')).json()) as {
    product: { id: string };
    variantId: string | null;
    quantity: number;
  }[];
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ product: { id: product!.id }, variantId: size.id, quantity: 1 });
  await clearCart(page);
});

test('the close button, Escape and Back all return to the board', async ({ page }) => {
  await signInByApi(page);
  const [product] = await listProducts(page, 'storefront=STUDIO&limit=1');
  await page.goto('/boards/studio');

  await openFromBoard(page, product!);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expectBoardBack(page);

  await openFromBoard(page, product!);
  await page.keyboard.press('Escape');
  await expectBoardBack(page);

  await openFromBoard(page, product!);
  await page.goBack();
  await expectBoardBack(page);
});

test('a direct link opens the dialog over the board; closing leaves the board', async ({ page }) => {
  await signInByApi(page);
  const [product] = await listProducts(page, 'storefront=STUDIO&status=VOTE_TO_LAUNCH&limit=1');
  await page.goto(`/boards/studio/product/${product!.slug}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: product!.name })).toBeVisible();
  await expect(dialog.getByText('Product Details')).toBeVisible();
  await expect(dialog.getByText(/^Needs \d+ votes to launch$/)).toBeVisible();
  // The board is there behind it.
  await expect(tiles(page).first()).toBeAttached();
  // The board's first tiles come first; the rest follow once the dialog's photo has painted.
  await expect.poll(() => tiles(page).count()).toBeGreaterThan(10);

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expectBoardBack(page);
});

test('filters narrow the board; an impossible one empties it; Clear All clears filters and search', async ({
  page,
}) => {
  await signInByApi(page);
  const everything = await listProducts(page, 'storefront=STUDIO&limit=100');
  const preOrders = everything.filter((p) => p.status === 'PRE_ORDER');
  expect(preOrders.length).toBeGreaterThan(0);
  await page.goto('/boards/studio');
  await expect(tiles(page)).toHaveCount(everything.length);

  await page.getByRole('button', { name: 'Filters' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemcheckbox', { name: 'Pre-Order' }).click();
  await expect(tiles(page)).toHaveCount(preOrders.length);
  for (const tile of await tiles(page).all()) await expect(tile.getByText('Pre-Order').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A search no pre-order matches.
  await page.getByRole('searchbox', { name: 'Search the studio board' }).fill('no such piece anywhere');
  await expect(page.getByText('No products found. Try adjusting your filters.')).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);

  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(menu.getByText('1 filter applied')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Clear All' }).click();
  await expect(menu.getByText('No filters applied')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: 'Search the studio board' })).toHaveValue('');
  await expect(tiles(page)).toHaveCount(everything.length);
  await expect(page).toHaveURL(/\/boards\/studio$/);
});

test('/boards shows both storefronts; a tile opens its dialog under its own storefront', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/boards');
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
  const limited = page.locator('[data-board-tile] h3 a[href^="/boards/limited-edition/product/"]');
  const studio = page.locator('[data-board-tile] h3 a[href^="/boards/studio/product/"]');
  await expect(limited.first()).toBeAttached();
  await expect(studio.first()).toBeAttached();
  const name = (await studio.first().textContent())!;
  await studio.first().click();
  await expect(page).toHaveURL(/\/boards\/studio\/product\//);
  await expect(page.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/boards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
});

test('without an active card, the limited edition board shows Membership Required', async ({ page }) => {
  await signInByApi(page, { ...ADMIN, name: 'Admin', plan: '' });
  await page.goto('/boards/limited-edition');
  await expect(page.getByRole('heading', { level: 1, name: 'LIMITED EDITION' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
});
