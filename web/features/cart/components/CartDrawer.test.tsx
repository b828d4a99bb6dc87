import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#contracts/cart';
import type { FitAnswer } from '#contracts/fit';
import type { CartQuote } from '#contracts/pricing';
import { StorefrontProvider } from '../../../lib/storefront';
import { cartLine } from '../../../test/fixtures';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { CartDrawer, sizeNoteFor } from './CartDrawer';

/** The server's prices for the bag: here the list prices, as for a member without an active card. */
const quoteOf = (lines: CartItem[], over: Partial<CartQuote> = {}): CartQuote => {
  const totals = lines.map((l) => (Number(l.product.price) * l.quantity).toFixed(2));
  const sum = totals.reduce((n, t) => n + Number(t), 0).toFixed(2);
  return {
    lines: lines.map((l, i) => ({
      id: l.id,
      listPrice: l.product.price,
      quantity: l.quantity,
      lineTotal: totals[i]!,
      rules: [],
    })),
    subtotal: sum,
    rules: [],
    total: sum,
    pick: { status: 'none', price: null, cap: '3500.00', nextOn: '2027-01-01T00:00:00.000+05:30' },
    cardWouldSave: null,
    points: { balance: 0, usable: 0, pointValue: '1.00', usableWorth: '0.00', maxPercent: 20 },
    ...over,
  };
};

function setup(
  lines: CartItem[] = [
    cartLine(
      'a',
      { quantity: 1, variant: { name: 'size', value: 'M' }, variantId: 'v1' },
      { name: 'Kasavu Tunic', price: '1499.00' },
    ),
    cartLine(
      'b',
      { quantity: 2, variant: { name: 'color', value: 'Indigo' }, variantId: 'v2' },
      { name: 'Indigo Shirt', price: '2250.50' },
    ),
  ],
  routes: MockRoute[] = [],
) {
  signInStorage();
  const mock = mockFetch([
    ...routes,
    { path: '/api/cart', body: lines },
    { path: '/api/cart/quote', body: quoteOf(lines) },
    { method: 'PUT', path: /^\/api\/cart\/.+/, body: lines[0] },
    { method: 'DELETE', path: /^\/api\/cart\/.+/, body: { success: true } },
  ]);
  const onOpenChange = vi.fn();
  const utils = renderRoutes([
    { path: '/checkout', element: <p>Checkout page</p> },
    {
      path: '*',
      element: (
        <StorefrontProvider>
          <CartDrawer open onOpenChange={onOpenChange} />
        </StorefrontProvider>
      ),
    },
  ]);
  const cartGets = () => mock.calls.filter((c) => c.method === 'GET' && c.url === '/api/cart').length;
  return { ...mock, ...utils, cartGets, onOpenChange };
}

describe('CartDrawer', () => {
  it('renders lines, variants and totals from the server', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Your Cart (3)' });
    expect(within(dialog).getByText('Kasavu Tunic')).toBeInTheDocument();
    expect(within(dialog).getByText('Size: M')).toBeInTheDocument();
    expect(within(dialog).getByText('Colour: Indigo')).toBeInTheDocument();
    // The server's total: 1 × 1,499 + 2 × 2,250.50 = 6,000
    const totals = await within(dialog).findAllByText('₹6,000');
    expect(totals).toHaveLength(2);
    expect(within(dialog).getByText('Free')).toBeInTheDocument();
    expect(within(dialog).getByText('Free shipping on every order')).toBeInTheDocument();
    const img = dialog.querySelector('img')!;
    expect(img).toHaveAttribute('width', '900');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('disables minus at quantity 1', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Decrease quantity of Kasavu Tunic' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Indigo Shirt' })).toBeEnabled();
  });

  it('plus sends PUT with quantity + 1 and refetches the cart', async () => {
    const user = userEvent.setup();
    const { calls, cartGets } = setup();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Indigo Shirt' }));
    await waitFor(() => expect(cartGets()).toBe(2));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/cart/b');
    expect(put?.body).toEqual({ quantity: 3 });
  });

  it('remove sends DELETE and refetches the cart', async () => {
    const user = userEvent.setup();
    const { calls, cartGets } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Kasavu Tunic from cart' }));
    await waitFor(() => expect(cartGets()).toBe(2));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/cart/a');
  });

  it('disables plus at 10', async () => {
    setup([cartLine('c', { quantity: 10 }, { name: 'Ten' })]);
    expect(await screen.findByRole('button', { name: 'Increase quantity of Ten' })).toBeDisabled();
  });

  it('shows the server message when an update fails', async () => {
    const user = userEvent.setup();
    const { routes } = setup();
    routes.push({
      method: 'PUT',
      path: /^\/api\/cart\/.+/,
      status: 400,
      body: { message: 'Only 2 left in this size.', code: 'BAD_REQUEST' },
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Indigo Shirt' }));
    expect(await screen.findByText('Only 2 left in this size.')).toBeInTheDocument();
  });

  it('shows the empty state with Continue Shopping', async () => {
    setup([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your Cart (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('Checkout closes the drawer and opens /checkout', async () => {
    const user = userEvent.setup();
    const { router, onOpenChange } = setup();
    await screen.findByText('Kasavu Tunic');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('marks a pre-order with its shipping date and a line whose hold expired', async () => {
    setup([
      cartLine(
        'p',
        { isPreOrder: true },
        { name: 'Monsoon Tunic', status: 'PRE_ORDER', preOrderEndDate: '2026-12-12T00:00:00.000Z' },
      ),
      cartLine('h', { holdExpired: true }, { name: 'Kasavu Wrap Top' }),
    ]);
    expect(await screen.findByText(/ships after 12 December 2026/)).toBeInTheDocument();
    expect(screen.getByText('Hold expired: we will hold it again when you check out.')).toBeInTheDocument();
  });

  it("says the month's pick and the rules the server applied to a line", async () => {
    const lines = [cartLine('a', { quantity: 1 }, { name: 'Kasavu Tunic', price: '2499.00' })];
    const used = {
      status: 'used' as const,
      price: '999.00',
      cap: '3500.00',
      nextOn: '2026-12-31T18:30:00.000Z',
    };
    const view = setup(lines);
    view.routes.push({
      path: '/api/cart/quote',
      body: quoteOf(lines, {
        lines: [
          {
            id: lines[0]!.id,
            listPrice: '2499.00',
            quantity: 1,
            lineTotal: '2249.10',
            rules: [{ code: 'member_price', label: 'Premium member price −10 %', amountPaise: -24_990 }],
          },
        ],
        total: '2249.10',
        subtotal: '2249.10',
        pick: used,
      }),
    });
    await view.queryClient.invalidateQueries();
    expect(await screen.findByText('Monthly pick used — next on 1 January')).toBeInTheDocument();
    expect(screen.getByText('Premium member price −10 %')).toBeInTheDocument();
    expect(screen.getAllByText('₹2,249.10').length).toBeGreaterThan(0);
  });

  it('without an active card: what the card would save', async () => {
    const lines = [cartLine('a', { quantity: 1 }, { name: 'Kasavu Tunic', price: '2000.00' })];
    const view = setup(lines);
    view.routes.push({ path: '/api/cart/quote', body: quoteOf(lines, { cardWouldSave: '200.00' }) });
    await view.queryClient.invalidateQueries();
    expect(await screen.findByText('An active card would save you ₹200')).toBeInTheDocument();
  });

  it('says "For Amma" under a line for a family profile, nothing for "Me", and changes who a line is for', async () => {
    const user = userEvent.setup();
    const amma = '11111111-1111-4111-8111-111111111111';
    const lines = [
      cartLine('a', { profileId: amma, forName: 'Amma' }, { name: 'Kasavu Tunic' }),
      cartLine('b', {}, { name: 'Indigo Shirt' }),
    ];
    const { calls, routes } = setup(lines);
    routes.push({
      path: '/api/preference-profiles',
      body: [
        { id: '22222222-2222-4222-8222-222222222222', name: 'Me', isPrimary: true, relationship: null },
        { id: amma, name: 'Amma', isPrimary: false, relationship: 'Mother' },
      ],
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('For Amma')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^For /)).toHaveLength(1);
    const who = await within(dialog).findByRole('combobox', { name: 'Who Indigo Shirt is for' });
    expect(who).toHaveValue('');
    await user.selectOptions(who, 'Amma');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ profileId: amma }));
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/cart/b');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Who Kasavu Tunic is for' }), 'Me');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ profileId: null }),
    );
  });
});

describe('a line in another size than the one suggested', () => {
  const person = (profileId: string, name: string, isPrimary: boolean, size: 'M' | 'L' | null) => ({
    profileId,
    name,
    isPrimary,
    recommendation:
      size === null
        ? { size: null, reason: 'Add your measurements' }
        : {
            size,
            reason: 'Your chest, 92 cm, is within M.',
            confidence: 'high' as const,
            basis: 'measurements' as const,
          },
    available: size === null ? null : true,
    nearest: null,
  });
  const fitFor = (productId: string): FitAnswer => ({
    products: [
      {
        productId,
        fit: 'regular',
        profiles: [
          person('me', 'Me', true, 'M'),
          person('amma', 'Amma', false, 'L'),
          person('meera', 'Meera', false, null),
        ],
      },
    ],
  });
  const sized = (size: string, over: Partial<CartItem> = {}) =>
    cartLine('s', { variant: { name: 'size', value: size }, variantId: 'vs', ...over });

  it('says whose suggested size differs, and nothing when it matches or there is none', () => {
    const fit = fitFor('p-s');
    expect(sizeNoteFor(sized('M'), fit)).toBeNull();
    expect(sizeNoteFor(sized('L'), fit)).toBe('Your suggested size in this piece is M.');
    expect(sizeNoteFor(sized('M', { profileId: 'amma', forName: 'Amma' }), fit)).toBe(
      "Amma's suggested size in this piece is L.",
    );
    expect(sizeNoteFor(sized('M', { profileId: 'meera', forName: 'Meera' }), fit)).toBeNull();
    expect(sizeNoteFor(sized('L'), undefined)).toBeNull();
  });

  it('shows the note under the line in the bag', async () => {
    const line = sized('M', { profileId: 'amma', forName: 'Amma' });
    setup([line], [{ path: '/api/fit', body: fitFor(line.product.id) }]);
    expect(await screen.findByText("Amma's suggested size in this piece is L.")).toBeInTheDocument();
  });
});
