import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { returnPathOf } from '../../features/accounts/pages/AuthPage';
import { RequireAuth } from '../../shell/RequireAuth';
import { account, USER_ID } from '../../test/fixtures';
import { mockFetch, renderRoutes } from '../../test/utils';
import { AuthRoute } from './auth-route';

const routes = [
  { path: '/auth', element: <AuthRoute /> },
  { path: '/register', element: <AuthRoute /> },
  { path: '/profile', element: <p>Profile page</p> },
];

describe('AuthRoute (the auth screen with the register form)', () => {
  it('shows the register form on /register, with the policies as dialogs', () => {
    mockFetch([]);
    renderRoutes(routes, { initialPath: '/register?advisor=fademoadvisor001' });
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Apply for membership' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Fashion Advisor Code/)).toHaveValue('FADEMOADVISOR001');
    expect(screen.getByRole('button', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByText(/By continuing you agree/)).toBeNull();
  });

  it('sends a visitor from /checkout to sign in and back to /checkout', async () => {
    mockFetch([
      { method: 'POST', path: '/api/auth/login', body: { token: 'tok-123', user: { id: USER_ID } } },
      { path: `/api/auth/account/${USER_ID}`, body: account() },
    ]);
    const { router } = renderRoutes(
      [
        ...routes,
        { element: <RequireAuth />, children: [{ path: '/checkout', element: <p>Checkout page</p> }] },
      ],
      { initialPath: '/checkout' },
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or phone'), 'member@roslis.test');
    await user.type(screen.getByLabelText('Password'), 'Member@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('returns only to a path on this site, never to the sign-in screen', () => {
    expect(returnPathOf({ from: '/checkout' })).toBe('/checkout');
    expect(returnPathOf({ from: '/orders/RS-1?tab=x' })).toBe('/orders/RS-1?tab=x');
    expect(returnPathOf({ from: '//evil.example' })).toBeNull();
    expect(returnPathOf({ from: '/\\evil.example' })).toBeNull();
    expect(returnPathOf({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathOf({ from: '/auth?mode=login' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
  });
});
