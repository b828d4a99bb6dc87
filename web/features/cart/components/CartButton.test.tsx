import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_ID } from '../../../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { CartButton } from './CartButton';

const routes = [{ path: '*', element: <CartButton onOpen={() => {}} /> }];

function mockSignedIn(cart: unknown[] = []) {
  signInStorage(USER_ID);
  return mockFetch([{ path: '/api/cart', body: cart }]);
}

describe('CartButton', () => {
  it('counts the items in the cart on the cart button', async () => {
    mockSignedIn([
      {
        id: 'a',
        quantity: 2,
        variantId: null,
        variant: null,
        product: { id: 'p', slug: 's', name: 'n', price: '1.00', availableIn: 'STUDIO', images: [] },
      },
      {
        id: 'b',
        quantity: 1,
        variantId: null,
        variant: null,
        product: { id: 'q', slug: 't', name: 'm', price: '1.00', availableIn: 'STUDIO', images: [] },
      },
    ]);
    renderRoutes(routes);
    expect(
      await screen.findByRole('button', { name: 'Open cart, 3 items' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
