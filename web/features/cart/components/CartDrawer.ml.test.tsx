import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartQuote } from '#contracts/pricing';
import { setLanguage } from '../../../lib/i18n';
import { StorefrontProvider } from '../../../lib/storefront';
import { cartLine } from '../../../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { CartDrawer } from './CartDrawer';

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

const QUOTE: CartQuote = {
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
};

function routes() {
  signInStorage();
  mockFetch([
    { path: '/api/cart', body: CART },
    { path: '/api/cart/quote', body: QUOTE },
  ]);
}

describe('the bag in Malayalam', () => {
  it('shows the bag with its counts, totals and buttons in Malayalam', async () => {
    await setLanguage('ml');
    routes();
    renderRoutes([
      {
        path: '*',
        element: (
          <StorefrontProvider>
            <CartDrawer open onOpenChange={() => undefined} />
          </StorefrontProvider>
        ),
      },
    ]);
    const bag = await screen.findByRole('dialog', { name: 'നിങ്ങളുടെ ബാഗ് (3)' });
    expect(within(bag).getByText('സൈസ്: M')).toBeInTheDocument();
    expect(within(bag).getByText('പ്രീ-ഓർഡർ')).toBeInTheDocument();
    expect(within(bag).getByRole('button', { name: 'Kasavu Wrap Top എണ്ണം കൂട്ടൂ' })).toBeInTheDocument();
    expect((await within(bag).findAllByText('₹8,997')).length).toBeGreaterThan(0);
    expect(within(bag).getByRole('button', { name: 'ചെക്ക്ഔട്ട്' })).toBeInTheDocument();
  });
});
