import { expect, test } from '@playwright/test';
import { clearCart, signInByApi } from './support.ts';

test('cart drawer: a line added through the API, plus and minus (never below 1), remove', async ({
  page,
}) => {
  await signInByApi(page);
  await clearCart(page);
  const cards = (await (
    await page.request.get('/api/products?storefront=STUDIO&status=IN_STOCK')
  ).json()) as { slug: string; sizesInStock: string[] }[];
  // The list has sizes by value; stock counts and variant ids are on each product's own page.
  type Full = { id: string; name: string; variants: { id: string; stock: number; name: string }[] };
  let found: Full | undefined;
  for (const card of cards.filter((c) => c.sizesInStock.length > 0)) {
    const full = (await (await page.request.get(`/api/products/${card.slug}`)).json()) as Full;
    if (full.variants.some((v) => v.name === 'size' && v.stock >= 3)) {
      found = full;
      break;
    }
  }
  expect(found, 'a studio piece with 3 of a size in stock').toBeDefined();
  const product = found!;
  const variant = product.variants.find((v) => v.name === 'size' && v.stock >= 3)!;
  const added = await page.request.post('/api/cart', {
    data: { productId: product.id, variantId: variant.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);

  await page.goto('/profile');
  await page.getByRole('banner').getByRole('button', { name: /cart/i }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(product.name)).toBeVisible();
  await expect(drawer.getByText('Free', { exact: true })).toBeVisible();
  const quantity = drawer.getByRole('status', { name: `Quantity of ${product.name}` });
  await expect(quantity).toHaveText('1');
  await expect(drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeDisabled();
  await drawer.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(quantity).toHaveText('2');
  await drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(quantity).toHaveText('1');
  await expect(drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeDisabled();
  await drawer.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
  await expect(drawer.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  expect(await (await page.request.get('/api/cart')).json()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('add to cart from the studio grid', async ({ page }) => {
  await signInByApi(page);
  await clearCart(page);
  await page.goto('/studio');
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  const lines = (await (await page.request.get('/api/cart')).json()) as unknown[];
  expect(lines).toHaveLength(1);
});
