import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clearAdvisorSignedIn, markAdvisorSignedIn } from '../lib/session/advisor-hint';
import { StorefrontProvider } from '../lib/storefront';
import { account, profile, USER_ID } from '../test/fixtures';
import { menuButton, mockFetch, renderRoutes, signInStorage } from '../test/utils';
import { Header } from './Header';

const routes = [
  {
    path: '*',
    element: (
      <StorefrontProvider>
        <Header cartButton={<button type="button">Open cart</button>} />
      </StorefrontProvider>
    ),
  },
];

function mockSignedIn(acc = account(), prof = profile(), cart: unknown[] = []) {
  signInStorage(USER_ID);
  return mockFetch([
    { path: `/api/auth/account/${USER_ID}`, body: acc },
    { path: `/api/auth/profile/${USER_ID}`, body: prof },
    { path: '/api/cart', body: cart },
    { path: '/api/auth/signout', body: { success: true } },
    { path: '/api/notices', body: { unread: 0, notices: [] } },
  ]);
}

describe('Header', () => {
  it('shows LOGIN and no cart when signed out', () => {
    mockFetch([]);
    renderRoutes(routes);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /open cart/i })).not.toBeInTheDocument();
  });

  it('shows the real name, avatar letter and plan of the signed-in member', async () => {
    mockSignedIn();
    renderRoutes(routes);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Ananya Menon, Premium' });
    expect(trigger).toHaveTextContent('Ananya Menon Premium');
    // The letter is drawn by CSS from data-initial (UserAvatar), out of the label's text.
    expect(trigger.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'A');
  });

  it('falls back to the e-mail and Member when the profile has no name and there is no plan', async () => {
    mockSignedIn(
      account({ email: 'zara.k@roslis.test', currentPlan: 'none' }),
      profile({ firstName: null, lastName: null }),
    );
    renderRoutes(routes);
    const trigger = await screen.findByRole('button', { name: 'Account menu for zara.k, Member' });
    expect(trigger.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'Z');
  });

  it('gives staff their role and the Admin Dashboard link; members have no such link', async () => {
    const user = userEvent.setup();
    mockSignedIn(
      account({ role: 'admin', currentPlan: 'none', cardStatus: 'none' }),
      profile({ firstName: 'Roslis', lastName: 'Admin' }),
    );
    const { router } = renderRoutes(routes, { initialPath: '/studio' });
    await user.click(await menuButton('Account menu for Roslis Admin, Admin'));
    await user.click(screen.getByRole('menuitem', { name: 'Admin Dashboard' }));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows a member no Admin Dashboard link', async () => {
    const user = userEvent.setup();
    mockSignedIn();
    renderRoutes(routes, { initialPath: '/studio' });
    await user.click(await menuButton(/Account menu for Ananya Menon/));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('opens the account menu with the storefront switch, Profile and Sign Out; signing out clears storage', async () => {
    const user = userEvent.setup();
    const { calls } = mockSignedIn();
    const { router } = renderRoutes(routes, { initialPath: '/profile' });
    await user.click(await menuButton(/Account menu for Ananya Menon/));
    expect(screen.getByRole('menuitemradio', { name: 'Studio' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitemradio', { name: 'Limited Edition' }));
    expect(router.state.location.pathname).toBe('/limited-edition');
    expect(localStorage.getItem('storefront')).toBe('LIMITED-EDITION');

    await user.click(screen.getByRole('button', { name: /Account menu for Ananya Menon/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/signout')).toBe(true);
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a signed-in advisor the dashboard link instead of Login, and Login again once it ends', async () => {
    mockFetch([]);
    markAdvisorSignedIn();
    renderRoutes(routes);
    expect(screen.getByRole('link', { name: 'Advisor dashboard' })).toHaveAttribute(
      'href',
      '/advisor-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    act(() => clearAdvisorSignedIn());
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists About in the phone menu', async () => {
    const user = userEvent.setup();
    mockFetch([]);
    const { router } = renderRoutes(routes, { initialPath: '/studio' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
  });
});

describe('Header menus before the first frame is painted', () => {
  it('are plain buttons that open the menu, the bell and the account menu alike, when pressed', async () => {
    // No frame is ever painted here: the menus stay the buttons the first frame draws.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      mockSignedIn();
      renderRoutes(routes, { initialPath: '/studio' });
      const user = userEvent.setup();
      const account = await screen.findByRole('button', { name: /Account menu for Ananya Menon/ });
      expect(account).toHaveAttribute('aria-haspopup', 'menu');
      expect(account).not.toHaveAttribute('data-state');
      await user.click(account);
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();

      await user.keyboard('{Escape}');
      const bell = screen.getByRole('button', { name: 'Notifications' });
      expect(bell).not.toHaveAttribute('data-state');
      bell.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    } finally {
      frame.mockRestore();
    }
  });
});

describe('Header layout by width (the widths themselves are checked in the browser journey)', () => {
  const menuSlot = () => screen.getByRole('button', { name: 'Open menu' }).parentElement!;
  const mainNav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });

  it('gives a member the name and plan beside the account icon from 768 px, and the main links in the menu until 1280 px', async () => {
    mockSignedIn();
    renderRoutes(routes);
    const trigger = await screen.findByRole('button', { name: /Account menu for Ananya Menon/ });
    expect(within(trigger).getByText('Ananya Menon').parentElement!.className).toContain('md:grid');
    expect(menuSlot().className).toContain('xl:hidden');
    expect(mainNav().className).toContain('xl:flex');
  });

  it('gives a visitor the main links beside Login from 1024 px', () => {
    mockFetch([]);
    renderRoutes(routes);
    expect(menuSlot().className).toContain('lg:hidden');
    expect(mainNav().className).toContain('lg:flex');
  });
});
