import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, cartLine, profile, USER_ID } from '../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../test/utils';
import { RootLayout } from './RootLayout';

const routes = [
  { path: '/', element: <RootLayout />, children: [{ path: 'about', element: <h1>About Roslis</h1> }] },
];

describe('RootLayout', () => {
  it('draws the bag drawer from the first time the bag is opened, not with the page', async () => {
    signInStorage(USER_ID);
    const lines = [cartLine('a', { quantity: 2 }, { name: 'Kasavu Tunic', price: '1499.00' })];
    mockFetch([
      { path: `/api/auth/account/${USER_ID}`, body: account() },
      { path: `/api/auth/profile/${USER_ID}`, body: profile() },
      { path: '/api/cart', body: lines },
    ]);
    const { queryClient } = renderRoutes(routes, { initialPath: '/about' });
    const watchers = () =>
      queryClient
        .getQueryCache()
        .find({ queryKey: ['/api/cart'] })
        ?.getObserversCount();
    const bag = await screen.findByRole('button', { name: 'Open cart, 2 items' }, { timeout: 5_000 });
    // Nothing of the drawer is drawn, nor does it watch the cart: the button alone does.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(watchers()).toBe(1);
    expect(document.body).not.toHaveTextContent('Kasavu Tunic');

    await userEvent.click(bag);
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Kasavu Tunic');
    expect(watchers()).toBe(2);
  });
});
