import { expect, type Page, test } from '@playwright/test';
import { clearCart, GOLD_MEMBER, openToMember, signInByApi } from './support.ts';

/**
 * The card's prices on a phone: the demo Premium member's LIMITED-EDITION piece is her monthly pick at
 * ₹999, she buys it in the sandbox for ₹999 (plus the amount above ₹3,500, when dearer), and the next
 * piece shows the member price; at checkout she spends points and the ledger shows them. The demo Gold
 * member's pick is free: her order is placed without a payment.
 */
interface Card {
  id: string;
  slug: string;
  name: string;
  price: string;
  status: string;
  sizesInStock: string[];
}

async function limitedPieces(page: Page, { gold = false } = {}): Promise<Card[]> {
  const res = await page.request.get('/api/products?storefront=LIMITED-EDITION&status=IN_STOCK&limit=40');
  const cards = ((await res.json()) as Card[]).filter((c) => c.sizesInStock.length > 0);
  expect(cards.length).toBeGreaterThan(1);
  // The cheaper first: a pick at or below ₹3,500 costs exactly ₹999. A piece still in Gold's early
  // access (another journey launches one) is not hers to buy yet.
  const cheapest = cards.sort((a, b) => Number(a.price) - Number(b.price)).slice(0, 8);
  return gold ? cheapest : openToMember(page, cheapest);
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

async function addToBag(page: Page, card: Card) {
  // Her sizes come beside the page ("Your size"): once they are there the picker stays where it is.
  await page.getByRole('region', { name: 'Your size' }).waitFor();
  await page
    .getByRole('radio', { name: new RegExp(`^${card.sizesInStock[0]}`) })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

async function checkoutAndPay(page: Page, amount: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: /cart/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'Delivery address' }).waitFor();
  const form = page.getByRole('form', { name: 'New delivery address' });
  if (await form.isVisible()) {
    await form.getByLabel('Address Name').fill('Home');
    await form.getByLabel('Full name').fill('Ananya Menon');
    await form.getByLabel('Mobile number').fill('98470 12345');
    await form.getByLabel('House, building and street').fill('14/220 Kasavu Lane, Panampilly Nagar');
    await form.getByLabel('City').fill('Kochi');
    await form.getByLabel('State').selectOption('Kerala');
    await form.getByLabel('PIN code').fill('682036');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
  }
  return async () => {
    await page.getByRole('button', { name: amount }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
  };
}

test('the monthly pick at ₹999, then the member price; points spent at checkout show in the ledger', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page);
  await clearCart(page);
  const [pick, next] = await limitedPieces(page);
  const list = Number(pick!.price);
  const pickPrice = 999 + Math.max(0, list - 3_500);

  await page.goto(`/products/${pick!.slug}`);
  await expect(page.getByText(`Your monthly pick: ${rupees(pickPrice)}`).first()).toBeVisible();
  await addToBag(page, pick!);
  const pay = await checkoutAndPay(page, new RegExp(`^Pay ${rupees(pickPrice)}$`));
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
  await pay();
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();

  // The next piece: the pick is used, the member price shows with its rule.
  await page.goto(`/products/${next!.slug}`);
  await expect(page.getByText(/^Monthly pick used — next on 1 [A-Z][a-z]+$/).first()).toBeVisible();
  await expect(page.getByText('Premium member price −10 %').first()).toBeVisible();

  // Points at checkout: the member uses what the bag may take; the ledger shows the movement.
  await addToBag(page, next!);
  const payWithPoints = await checkoutAndPay(page, /^Pay ₹/);
  await page.getByRole('checkbox', { name: /^Use [\d,]+ points/ }).check();
  await expect(page.getByText(/^Points −₹/).first()).toBeVisible();
  await payWithPoints();
  await page.goto('/profile/membership');
  await expect(page.getByText('Points spent').first()).toBeVisible();
});

test("a Gold member's monthly pick is free: the order is placed without a payment", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, GOLD_MEMBER);
  await clearCart(page);
  const [pick] = await limitedPieces(page, { gold: true });
  const above = Math.max(0, Number(pick!.price) - 3_500);

  await page.goto(`/products/${pick!.slug}`);
  await expect(
    page.getByText(`Your monthly pick: ${above === 0 ? 'free' : rupees(above)}`).first(),
  ).toBeVisible();
  await addToBag(page, pick!);
  await checkoutAndPay(page, /^Place order$/);
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
  if (above === 0) {
    await page.getByRole('button', { name: 'Place order' }).first().click();
  } else {
    await page
      .getByRole('button', { name: `Pay ${rupees(above)}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Test payment' })
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
});
