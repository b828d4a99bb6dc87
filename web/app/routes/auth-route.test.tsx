import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('switches to login when the account already exists', async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/check-existing', body: { exists: true } }]);
    const { router } = renderRoutes(routes, { initialPath: '/auth?mode=register&advisor=FADEMOADVISOR001' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'member@roslis.test');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Account Already Exists')).toBeInTheDocument();
    expect(
      screen.getByText('You already have an account. Please login to upgrade your membership.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toContain('mode=login');
  });
});
