import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartQuote } from '#contracts/pricing';
import { setLanguage } from '../../../lib/i18n';
import { cartLine } from '../../../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { ADDRESS } from '../test/fixtures';
import { CheckoutPage } from './CheckoutPage';

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
    { path: '/api/addresses', body: [ADDRESS] },
    { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
  ]);
}

describe('checkout in Malayalam', () => {
  it('shows the checkout, its lines, the pre-order date and Pay in Malayalam', async () => {
    await setLanguage('ml');
    routes();
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], { initialPath: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'ചെക്ക്ഔട്ട്', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ഡെലിവറി വിലാസം' })).toBeInTheDocument();
    expect(screen.getByText('സൈസ് M · എണ്ണം 2')).toBeInTheDocument();
    // The date in Malayalam through Intl (ml-IN), inside the translated sentence.
    expect(screen.getByText(/^പ്രീ-ഓർഡർ: 2026 ഡിസംബർ 12-ന്/)).toBeInTheDocument();
    expect(screen.getByText('സൗജന്യ ഷിപ്പിംഗ്')).toBeInTheDocument();
    expect(screen.getByText('എല്ലാ നികുതികളും ഉൾപ്പെടെ')).toBeInTheDocument();
    // Rupees keep the Indian grouping in Malayalam.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '₹8,997 അടയ്ക്കൂ' })[0]).toBeEnabled());
  });
});
