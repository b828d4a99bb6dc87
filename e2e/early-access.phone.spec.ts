import { expect, request as playwrightRequest, test } from '@playwright/test';
import { STAFF } from './admin-support.ts';
import { expectFitsThePhone } from './language-support.ts';
import { signInByApi } from './support.ts';

/**
 * Gold's early access on a phone: staff launch a voted LIMITED-EDITION design (an older one of the demo
 * catalogue, so the newest pieces other journeys buy stay as they are); moments later the demo Premium
 * member sees it with the countdown to her opening and cannot add it to the bag, on its page and on its
 * card in the grid.
 */
test('a Premium member sees the early-access countdown on a piece just launched and cannot add it', async ({
  page,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await admin.post('/api/auth/login', { data: { email: STAFF.email, password: STAFF.password } });
  const ready = await admin.get(
    '/api/admin/products?storefront=LIMITED-EDITION&status=VOTE_TO_LAUNCH&ready=true&limit=50',
  );
  expect(ready.status()).toBe(200);
  const design = ((await ready.json()) as { id: string; slug: string; name: string }[]).at(-1);
  expect(design, 'a LIMITED-EDITION design at its threshold in the demo data').toBeDefined();
  const full = (await (await admin.get(`/api/admin/products/${design!.id}`)).json()) as {
    variants: { id: string; name: string }[];
  };
  const sizes = full.variants.filter((v) => v.name === 'size');
  const launched = await admin.post(`/api/admin/products/${design!.id}/launch`, {
    data: { to: 'IN_STOCK', stock: sizes.map((v) => ({ variantId: v.id, stock: 2 })) },
  });
  expect(launched.status()).toBe(200);
  await admin.dispose();

  await signInByApi(page);
  await page.goto(`/products/${design!.slug}`);
  const heading = page.getByRole('heading', { name: /^Gold early access — opens for you in/ });
  await expect(heading).toHaveText(/opens for you in 23:5\d:\d\d$/);
  const first = await heading.textContent();
  await expect(heading).not.toHaveText(first!);
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();

  // The server says the same to anything that tries anyway.
  const tried = await page.request.post('/api/cart', {
    data: { productId: design!.id, variantId: sizes[0]!.id, quantity: 1 },
  });
  expect(tried.status()).toBe(403);
  expect(((await tried.json()) as { message: string }).message).toMatch(
    /^Gold early access: this piece opens for you on \d{1,2} \w+ \d{4} at \d{1,2}:\d\d [ap]m\.$/,
  );
  await expectFitsThePhone(page);

  // Its card in the LIMITED-EDITION grid says the same, and offers no one-tap add until it opens.
  await page.goto(`/limited-edition?q=${encodeURIComponent(design!.name)}`);
  const card = page.getByRole('article').filter({ hasText: design!.name }).first();
  await expect(card.getByText(/^Gold early access — opens for you in 23:5\d:\d\d$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Early access: / })).toBeDisabled();
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
  await expectFitsThePhone(page);
});
