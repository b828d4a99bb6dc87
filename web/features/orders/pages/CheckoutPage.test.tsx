import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartQuote } from '#contracts/pricing';
import { cartLine } from '../../../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { ADDRESS, order } from '../test/fixtures';
import { CheckoutPage } from './CheckoutPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CART = [
  cartLine(
    'a',
    { quantity: 2, variant: { name: 'size', value: 'M' } },
    { name: 'Kasavu Wrap Top', price: '2499.00' },
  ),
  cartLine(
    'b',
    { isPreOrder: true },
    { name: 'Monsoon Tunic', price: '3999.00', preOrderEndDate: '2026-12-12T00:00:00.000Z' },
  ),
];

/** The server's prices for the bag (the browser adds nothing up). */
const quote = (over: Partial<CartQuote> = {}): CartQuote => ({
  lines: [
    { id: CART[0]!.id, listPrice: '2499.00', quantity: 2, lineTotal: '4998.00', rules: [] },
    { id: CART[1]!.id, listPrice: '3999.00', quantity: 1, lineTotal: '3999.00', rules: [] },
  ],
  subtotal: '8997.00',
  rules: [],
  total: '8997.00',
  pick: { status: 'none', price: null, cap: '3500.00', nextOn: '2026-12-01T00:00:00.000+05:30' },
  cardWouldSave: null,
  points: { balance: 0, usable: 0, pointValue: '1.00', usableWorth: '0.00', maxPercent: 20 },
  ...over,
});

const placed = (status: 'pending_payment' | 'cancelled' | 'paid' = 'pending_payment') => ({
  order: order({ status }),
  payment:
    status === 'pending_payment'
      ? {
          id: 'order_sb_1',
          amount: 899_700,
          currency: 'INR',
          price: '8997.00',
          provider: 'sandbox',
          keyId: null,
        }
      : null,
});

function setup(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const fetch = mockFetch([
    { path: '/api/cart', body: CART },
    { path: '/api/cart/quote', body: quote() },
    { path: '/api/addresses', body: [ADDRESS] },
    { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
    { method: 'POST', path: '/api/orders', status: 201, body: placed() },
    ...routes,
  ]);
  const view = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/orders/:orderNumber/confirmed', element: <p>Confirmation page</p> },
    ],
    { initialPath: '/checkout' },
  );
  return { ...fetch, ...view };
}

const payButton2 = () => screen.getAllByRole('button', { name: /^Pay ₹6,847.20$/ })[0]!;
const payButton = () => screen.getAllByRole('button', { name: /^Pay ₹8,997$/ })[0]!;
const orderPosts = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/orders');
const keyOf = (call: ReturnType<typeof mockFetch>['calls'][number]) =>
  (call.init!.headers as Record<string, string>)['idempotency-key'];
const FAIL = {
  method: 'POST',
  path: '/api/payment/sandbox/complete',
  body: { status: 'failed', error: { description: 'Payment failed. No money was taken.' } },
};

describe('CheckoutPage', () => {
  it('shows the lines, free shipping, taxes included and the total from the cart', async () => {
    setup();
    expect(await screen.findByText('Kasavu Wrap Top')).toBeInTheDocument();
    expect(screen.getByText('Size M · Qty 2')).toBeInTheDocument();
    expect(
      screen.getByText(/ships 2 to 3 weeks after the pre-order closes on 12 December 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Anjali Menon/ })).toBeChecked();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('pays with an Idempotency-Key and no price; a failed payment keeps the cart and a retry reuses the key', async () => {
    const user = userEvent.setup();
    const { calls } = setup([
      {
        method: 'POST',
        path: '/api/payment/sandbox/complete',
        body: { status: 'failed', error: { description: 'Payment failed. No money was taken.' } },
      },
    ]);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText('Payment failed. No money was taken.')).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const orders = calls.filter((c) => c.method === 'POST' && c.url === '/api/orders');
    expect(orders).toHaveLength(2);
    expect(orders[0]!.body).toEqual({ addressId: ADDRESS.id });
    const keys = orders.map((c) => (c.init!.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toMatch(/^checkout-/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('verifies a successful payment and opens the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = setup([
      {
        method: 'POST',
        path: '/api/payment/sandbox/complete',
        body: { razorpay_order_id: 'order_sb_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
      },
      {
        method: 'POST',
        path: '/api/payment/verify',
        body: {
          success: true,
          needsPasswordSetup: false,
          userId: ADDRESS.id,
          token: null,
          orderNumber: 'RS-2026-000123',
        },
      },
    ]);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₹8,997$/ }));
    expect(await screen.findByText('Confirmation page')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/payment/verify')!.body).toMatchObject({
      razorpay_payment_id: 'pay_1',
    });
  });

  it('checks a new address with the same rules as the server before saving it', async () => {
    const user = userEvent.setup();
    const { calls } = setup([
      { path: '/api/addresses', body: [] },
      { method: 'POST', path: '/api/addresses', status: 201, body: ADDRESS },
    ]);
    const form = await screen.findByRole('form', { name: 'New delivery address' });
    const first = within(form).getAllByRole('textbox')[0]!;
    expect(first).toHaveAccessibleName('Address Name');
    expect(first).toHaveAttribute('placeholder', 'Home, Office, etc.');
    await user.type(first, 'Home');
    await user.type(within(form).getByLabelText("Recipient's full name"), 'Anjali Menon');
    await user.type(within(form).getByLabelText('Mobile number'), '98470 12345');
    await user.type(within(form).getByLabelText('House, building and street'), '14/220 Kasavu Lane');
    await user.type(within(form).getByLabelText('City'), 'Kochi');
    await user.selectOptions(within(form).getByLabelText('State'), 'Kerala');
    await user.type(within(form).getByLabelText('PIN code'), '68203');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/addresses')).toBe(false);
    await user.type(within(form).getByLabelText('PIN code'), '6');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url === '/api/addresses')?.body).toMatchObject({
        label: 'Home',
        phone: '9847012345',
        postalCode: '682036',
        state: 'Kerala',
      }),
    );
  });

  it('tells the member when the bag is empty', async () => {
    setup([
      { path: '/api/cart', body: [] },
      { path: '/api/cart/quote', body: quote({ lines: [], subtotal: '0.00', total: '0.00' }) },
    ]);
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/studio');
  });

  it("shows the server's sold-out message", async () => {
    const user = userEvent.setup();
    setup([
      {
        method: 'POST',
        path: '/api/orders',
        status: 409,
        body: {
          code: 'SOLD_OUT',
          message: 'Kasavu Wrap Top in size M is sold out. Please remove it from your bag.',
        },
      },
    ]);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(
      await screen.findByText('Kasavu Wrap Top in size M is sold out. Please remove it from your bag.'),
    ).toBeInTheDocument();
  });

  it('sends one order for a double click, before the page has re-rendered', async () => {
    const { calls } = setup();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const button = payButton();
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeInTheDocument();
    expect(orderPosts(calls)).toHaveLength(1);
  });

  it('places a new order with a new key when the earlier one is no longer awaiting payment', async () => {
    const user = userEvent.setup();
    const { calls, fn } = setup();
    const answer = fn.getMockImplementation()!;
    let first = true;
    fn.mockImplementation(async (input, init) => {
      if (first && init?.method === 'POST' && input === '/api/orders') {
        first = false;
        await answer(input, init);
        return new Response(JSON.stringify(placed('cancelled')), { status: 200 });
      }
      return answer(input, init);
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeInTheDocument();
    const [replayed, fresh] = orderPosts(calls);
    expect(fresh).toBeDefined();
    expect(keyOf(fresh!)).not.toBe(keyOf(replayed!));
  });

  it('starts a new attempt (a new key) when the member picks another address after a failed payment', async () => {
    const user = userEvent.setup();
    const office = {
      ...ADDRESS,
      id: '55555555-5555-4555-8555-555555555555',
      label: 'Office',
      isDefault: false,
      city: 'Thrissur',
    };
    const { calls } = setup([{ path: '/api/addresses', body: [ADDRESS, office] }, FAIL]);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    let dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    // The picker offers each saved address by its name first, then the recipient.
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^HomeDefaultAnjali Menon/),
      expect.stringMatching(/^OfficeAnjali Menon/),
    ]);
    await user.click(screen.getByRole('radio', { name: /^Office/ }));
    await user.click(payButton());
    const posts = orderPosts(calls);
    expect(posts).toHaveLength(3);
    expect(keyOf(posts[1]!)).toBe(keyOf(posts[0]!));
    expect(keyOf(posts[2]!)).not.toBe(keyOf(posts[0]!));
    expect(posts[2]!.body).toEqual({ addressId: office.id });
  });

  it("opens the confirmation when this attempt's order was paid meanwhile, without placing another", async () => {
    const user = userEvent.setup();
    const { calls, router } = setup([
      { method: 'POST', path: '/api/orders', status: 200, body: placed('paid') },
    ]);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('Confirmation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${order().number}/confirmed`);
    expect(orderPosts(calls)).toHaveLength(1);
  });

  it("shows the server's prices: the month's pick, the rules on each line, and points the member may use", async () => {
    const user = userEvent.setup();
    const priced = quote({
      lines: [
        {
          id: CART[0]!.id,
          listPrice: '2499.00',
          quantity: 2,
          lineTotal: '3248.10',
          rules: [
            { code: 'monthly_pick', label: 'Monthly pick', amountPaise: -150_000 },
            { code: 'member_price', label: 'Premium member price −10 %', amountPaise: -24_990 },
          ],
        },
        { id: CART[1]!.id, listPrice: '3999.00', quantity: 1, lineTotal: '3599.10', rules: [] },
      ],
      subtotal: '6847.20',
      total: '6847.20',
      pick: { status: 'available', price: '999.00', cap: '3500.00', nextOn: '2026-12-01T00:00:00.000+05:30' },
      points: { balance: 500, usable: 500, pointValue: '1.00', usableWorth: '500.00', maxPercent: 20 },
    });
    const { calls } = setup([{ path: '/api/cart/quote', body: priced }]);
    expect(await screen.findByText('Your monthly pick: ₹999')).toBeInTheDocument();
    expect(screen.getByText('Monthly pick')).toBeInTheDocument();
    expect(screen.getByText('−₹1,500')).toBeInTheDocument();
    expect(screen.getByText('Premium member price −10 %')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay ₹6,847.20$/ })[0]).toBeInTheDocument();

    // Using points asks the server for the bag's price with them, and the order carries them.
    await user.click(screen.getByRole('checkbox', { name: /Use 500 points \(₹500\)/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cart/quote?points=500')).toBe(true));
    await waitFor(() => expect(payButton2()).toBeEnabled());
    await user.click(payButton2());
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(1));
    expect(orderPosts(calls)[0]!.body).toEqual({ addressId: ADDRESS.id, points: 500 });
  });
});
