import { expect, type Page, test } from '@playwright/test';
import { ADMIN, clearCart, openToMember, signInByApi } from './support.ts';

/** A card of GET /api/products (the list shape: the viewer's own votes come from their voted list). */
interface ListedProduct {
  id: string;
  slug: string;
  name: string;
  status: 'IN_STOCK' | 'PRE_ORDER' | 'VOTE_TO_LAUNCH';
  availableIn: string;
}

async function listProducts(page: Page, query: string): Promise<ListedProduct[]> {
  const res = await page.request.get(`/api/products?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListedProduct[];
}

/** The names on the grid's cards, in order. */
function cardNames(page: Page) {
  return page.locator('#products ul > li h3');
}

/** How many distinct columns the grid's first cards sit in. */
async function gridColumns(page: Page): Promise<number> {
  const lefts = await page
    .locator('#products ul > li')
    .evaluateAll((items) => items.slice(0, 8).map((li) => Math.round(li.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test('signed out, the studio sends you to sign in', async ({ page }) => {
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/auth/);
});

test('signed out, a category page sends you to sign in too', async ({ page }) => {
  await page.goto('/categories/tops');
  await expect(page).toHaveURL(/\/auth/);
  // The product list itself is for signed-in people.
  expect((await page.request.get('/api/products?categorySlug=tops')).status()).toBe(401);
});

test('search and filters narrow the studio grid; Clear All restores it', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/studio');
  const status = page.locator('#products [aria-live="polite"]').first();
  await expect(status).toHaveText(/^\d+\+? pieces$/);
  const everything = await status.textContent();

  const kurtas = await listProducts(page, 'storefront=STUDIO&q=kurta&limit=100');
  expect(kurtas.length).toBeGreaterThan(1);
  await page.getByRole('searchbox', { name: 'Search studio collections' }).fill('kurta');
  await expect(status).toHaveText(`${kurtas.length} pieces matching “kurta”`);
  await expect(cardNames(page)).toHaveCount(kurtas.length);
  for (const name of await cardNames(page).allTextContents()) expect(name.toLowerCase()).toContain('kurta');

  // Status filter on top of the search: only the kurtas on pre-order.
  const preOrderKurtas = kurtas.filter((p) => p.status === 'PRE_ORDER');
  expect(preOrderKurtas.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('No filters applied')).toBeVisible();
  await menu.getByRole('menuitemcheckbox', { name: 'Pre-Order' }).click();
  await expect(menu.getByText('1 filter applied')).toBeVisible();
  await expect(cardNames(page)).toHaveText(preOrderKurtas.map((p) => p.name));

  // A category that holds no kurtas: nothing matches.
  await menu.getByRole('menuitemcheckbox', { name: 'Shirts' }).click();
  await expect(menu.getByText('2 filters applied')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Clear All' }).click();
  await expect(menu.getByText('No filters applied')).toBeVisible();
  await expect(cardNames(page)).toHaveCount(kurtas.length);
  await page.keyboard.press('Escape');

  // The empty state's Clear All Filters clears the search too.
  await page.getByRole('searchbox', { name: 'Search studio collections' }).fill('no such piece anywhere');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(status).toHaveText(everything!);
  await expect(page.getByRole('searchbox', { name: 'Search studio collections' })).toHaveValue('');
});

test('the column choice changes the grid', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/studio');
  await expect(cardNames(page).first()).toBeVisible();
  expect(await gridColumns(page)).toBe(3);
  for (const n of [4, 2]) {
    await page.locator(`label:has(input[type="radio"][value="${n}"])`).click();
    await expect.poll(() => gridColumns(page)).toBe(n);
  }
  await page.locator('label:has(input[type="radio"][value="1"])').click();
  await expect.poll(() => gridColumns(page)).toBe(1);
});

test('Vote to Launch on a card turns into Voted and stays so after a reload', async ({ page }) => {
  await signInByApi(page);
  const candidates = await listProducts(page, 'storefront=STUDIO&status=VOTE_TO_LAUNCH&limit=100');
  const votedList = (await (await page.request.get('/api/user/voted-products')).json()) as {
    productId: string;
  }[];
  const before = new Set(votedList.map((v) => v.productId));
  const product = candidates.find((p) => !before.has(p.id));
  expect(product, 'a design this member has not voted for').toBeDefined();
  await page.goto(`/studio?q=${encodeURIComponent(product!.name)}`);
  await page.getByRole('button', { name: `Vote to Launch: ${product!.name}` }).click();
  await expect(page.getByText('Vote successful').first()).toBeVisible();
  const voted = page.getByRole('button', { name: `Voted: ${product!.name}` });
  await expect(voted).toBeDisabled();
  await page.reload();
  await expect(voted).toBeDisabled();
  const after = (await (await page.request.get('/api/user/voted-products')).json()) as unknown;
  expect(JSON.stringify(after)).toContain(product!.id);
});

test('a PRE_ORDER product goes into the cart as a pre-order', async ({ page }) => {
  await signInByApi(page);
  await clearCart(page);
  const [product] = await openToMember(
    page,
    await listProducts(page, 'storefront=STUDIO&status=PRE_ORDER&limit=10'),
  );
  await page.goto(`/studio?q=${encodeURIComponent(product!.name)}`);
  await page.getByRole('button', { name: `Pre-Order Now: ${product!.name}` }).click();
  await expect(page.getByText(/ pre-ordered; ships after /).first()).toBeVisible();
  const lines = (await (await page.request.get('/api/cart')).json()) as {
    product: { id: string };
    isPreOrder: boolean;
  }[];
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ product: { id: product!.id }, isPreOrder: true });
  await page.getByRole('banner').getByRole('button', { name: /cart/i }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(product!.name)).toBeVisible();
  await expect(drawer.getByText('Pre-order', { exact: true })).toBeVisible();
  await clearCart(page);
});

test('the product page keeps the quantity between 1 and 10', async ({ page }) => {
  await signInByApi(page);
  const [product] = await listProducts(page, 'storefront=STUDIO&status=IN_STOCK&limit=1');
  await page.goto(`/products/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  const more = page.getByRole('button', { name: 'Increase quantity' });
  const less = page.getByRole('button', { name: 'Decrease quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(less).toBeDisabled();
  await expect(page.getByText('Maximum 10 items per order')).toBeVisible();
  await quantity.fill('25');
  await expect(quantity).toHaveValue('10');
  await expect(more).toBeDisabled();
  await less.click();
  await expect(quantity).toHaveValue('9');
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
});

test('an unknown product shows Product Not Found', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/products/no-such-piece-here');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('without an active card, a limited-edition product shows Membership Required', async ({ page }) => {
  // A member finds the piece (the limited-edition list is for members only).
  await signInByApi(page);
  const [product] = await listProducts(page, 'storefront=LIMITED-EDITION&status=VOTE_TO_LAUNCH&limit=1');
  await signInByApi(page, { ...ADMIN, name: 'Admin', plan: '' });
  const profile = (await (await page.request.get('/api/user/profile')).json()) as { membershipTier: string };
  expect(profile.membershipTier).toBe('NONE');
  expect((await page.request.get('/api/products?storefront=LIMITED-EDITION')).status()).toBe(403);
  const refused = await page.request.get(`/api/products/${product!.slug}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 'MEMBERSHIP_REQUIRED',
    product: { slug: product!.slug, name: product!.name, availableIn: 'LIMITED-EDITION' },
  });
  await page.goto(`/products/${product!.slug}`);
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toBeVisible();
  await expect(page.getByText(product!.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Membership Options' })).toHaveAttribute(
    'href',
    '/membership',
  );
  // The server refuses what the page does not offer.
  const vote = await page.request.post(`/api/products/${product!.id}/vote`);
  expect(vote.status()).toBe(403);
});
