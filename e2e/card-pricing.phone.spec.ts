import { expect, type Locator, type Page, test } from '@playwright/test';
import { clearCart, GOLD_MEMBER, openToMember, signInByApi } from './support.ts';
import { allow } from './time.ts';

/**
 * The card's prices on a phone: the demo Premium member's LIMITED-EDITION piece is her monthly pick at
 * ₹999, she buys it in the sandbox for ₹999 (plus the amount above ₹3,500, when dearer), her order page
 * and its invoice name the pick, and the next piece shows the member price; at checkout she spends
 * points and the ledger shows them against that order. The demo Gold member's pick is free: the bag and
 * the checkout say so, her order is placed without a payment for ₹0 (or only the amount above ₹3,500),
 * and its page names the pick.
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

async function checkoutAndPay(page: Page, amount: RegExp, inBag?: (bag: Locator) => Promise<void>) {
  await page.getByRole('banner').getByRole('button', { name: /cart/i }).click();
  if (inBag) await inBag(page.getByRole('dialog'));
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
      timeout: allow(15_000),
    });
  };
}

/** The order just confirmed (its page's address), opened at /orders/{number}; answers its number. */
async function openOrderPage(page: Page) {
  await expect(page).toHaveURL(/\/orders\/[^/]+\/confirmed$/);
  const number = decodeURIComponent(/\/orders\/([^/]+)\/confirmed$/.exec(page.url())![1]!);
  await page.goto(`/orders/${encodeURIComponent(number)}`);
  await expect(page.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible();
  return number;
}

/** The order page's invoice names the pick on its line (a phone's invoice: a card per line). */
const invoiceNamesThePick = (page: Page) =>
  expect(
    page
      .getByRole('region', { name: 'Invoice lines' })
      .getByRole('listitem')
      .getByText(/^Monthly pick −₹/)
      .first(),
  ).toBeVisible();

test('the monthly pick at ₹999, then the member price; points spent at checkout show in the ledger', async ({
  page,
}) => {
  test.setTimeout(allow(90_000));
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
  const pickOrder = await openOrderPage(page);
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
  await invoiceNamesThePick(page);
  const placed = (await (await page.request.get(`/api/orders/${encodeURIComponent(pickOrder)}`)).json()) as {
    total: string;
    payment: { status: string; amount: string } | null;
  };
  expect(placed.total).toBe(`${pickPrice}.00`);
  expect(placed.payment).toMatchObject({ status: 'paid', amount: `${pickPrice}.00` });

  // The next piece: the pick is used, the member price shows with its rule.
  await page.goto(`/products/${next!.slug}`);
  await expect(page.getByText(/^Monthly pick used — next on 1 [A-Z][a-z]+$/).first()).toBeVisible();
  await expect(page.getByText('Premium member price −10 %').first()).toBeVisible();

  // Points at checkout: the member uses what the bag may take; the ledger shows the movement.
  await addToBag(page, next!);
  const payWithPoints = await checkoutAndPay(page, /^Pay ₹/);
  const usePoints = page.getByRole('checkbox', { name: /^Use [\d,]+ points/ });
  const offered = await page
    .getByText(/^Use [\d,]+ points/)
    .first()
    .textContent();
  const spent = /Use ([\d,]+) points/.exec(offered ?? '')![1]!;
  await usePoints.check();
  await expect(page.getByText(/^Points −₹/).first()).toBeVisible();
  await payWithPoints();
  const pointsOrder = await openOrderPage(page);
  await expect(page.getByText(/^Points −₹/).first()).toBeVisible();
  await page.goto('/profile/membership');
  const row = page.getByRole('listitem').filter({ hasText: 'Points spent' }).filter({ hasText: pointsOrder });
  await expect(row).toContainText(`−${spent} points`);
});

test("a Gold member's monthly pick is free: the bag says so, the order is ₹0 and names the pick", async ({
  page,
}) => {
  test.setTimeout(allow(60_000));
  await signInByApi(page, GOLD_MEMBER);
  await clearCart(page);
  const [pick] = await limitedPieces(page, { gold: true });
  const above = Math.max(0, Number(pick!.price) - 3_500);

  await page.goto(`/products/${pick!.slug}`);
  await expect(
    page.getByText(`Your monthly pick: ${above === 0 ? 'free' : rupees(above)}`).first(),
  ).toBeVisible();
  await addToBag(page, pick!);
  // The bag says the pick is free and prices the piece with it; so does the checkout.
  await checkoutAndPay(page, /^Place order$/, async (bag) => {
    await expect(bag.getByText('Your monthly pick: free')).toBeVisible();
    await expect(bag.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
    await expect(bag.getByText(rupees(above), { exact: true }).last()).toBeVisible();
  });
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: above === 0 ? 'Place order' : `Pay ${rupees(above)}` }).first(),
  ).toBeVisible();
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
    timeout: allow(15_000),
  });
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();

  // Her order: ₹0 (or only the amount above ₹3,500), no payment when there was nothing to pay, and its
  // page and invoice name the pick.
  const number = await openOrderPage(page);
  await expect(page.getByText('Monthly pick', { exact: true }).first()).toBeVisible();
  await invoiceNamesThePick(page);
  const order = (await (await page.request.get(`/api/orders/${encodeURIComponent(number)}`)).json()) as {
    status: string;
    total: string;
    payment: unknown;
  };
  expect(order).toMatchObject({ status: 'paid', total: `${above}.00` });
  if (above === 0) expect(order.payment).toBeNull();
});
