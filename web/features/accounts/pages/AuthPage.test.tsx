import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_ID } from '../../../test/fixtures';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { AuthPage, authModeOf, cameFromStorefront } from './AuthPage';

const routes = [
  { path: '/auth', element: <AuthPage registerForm={() => null} /> },
  { path: '/register', element: <AuthPage registerForm={() => null} /> },
  { path: '/profile', element: <p>Profile page</p> },
  { path: '/admin', element: <p>Back office</p> },
];

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email or phone'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AuthPage', () => {
  it('chooses the mode from the path and the query', () => {
    expect(authModeOf('/auth', new URLSearchParams())).toBe('login');
    expect(authModeOf('/register', new URLSearchParams())).toBe('register');
    expect(authModeOf('/auth', new URLSearchParams('mode=register'))).toBe('register');
    expect(authModeOf('/register', new URLSearchParams('mode=login'))).toBe('login');
  });

  it('says the storefronts are for members when a storefront sent the visitor here, with Apply for the card', async () => {
    mockFetch([]);
    const { router } = renderRoutes(routes, { initialPath: '/profile' });
    await act(() => router.navigate('/auth', { replace: true, state: { from: '/studio' } }));
    expect(
      await screen.findByRole('heading', { name: 'The storefronts are for members' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply for the card' }));
    expect(router.state.location.search).toBe('?mode=register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'The storefronts are for members' })).toBeNull();
  });

  it('says nothing of the storefronts when the visitor came for something else', async () => {
    mockFetch([]);
    const { router } = renderRoutes(routes, { initialPath: '/auth' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The storefronts are for members' })).toBeNull();
    await act(() => router.navigate('/auth', { state: { from: '/checkout' } }));
    expect(screen.queryByRole('heading', { name: 'The storefronts are for members' })).toBeNull();
    for (const from of [
      '/studio',
      '/limited-edition',
      '/boards/studio',
      '/loops/studio?p=x',
      '/categories/tops',
    ])
      expect(cameFromStorefront({ from }), from).toBe(true);
    for (const from of ['/profile', '/products/x', '/studios', '//evil.example/studio'])
      expect(cameFromStorefront({ from }), from).toBe(false);
  });

  it('signs in, stores userId and authToken, says so and goes to /profile', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { token: 'tok-123', user: { id: USER_ID, role: 'customer' } },
      },
    ]);
    const { router } = renderRoutes(routes, { initialPath: '/auth' });
    await fillAndSubmit(' Member@Roslis.test ', 'Member@12345');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls[0]!.body).toEqual({ email: 'member@roslis.test', password: 'Member@12345' });
    expect(localStorage.getItem('userId')).toBe(USER_ID);
    // The session is the httpOnly cookie: storage holds a marker, never the token a script could take.
    expect(localStorage.getItem('authToken')).toBe('cookie-session');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-123');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('sends staff to the back office', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { token: 'tok-9', user: { id: USER_ID, role: 'subadmin' } },
      },
    ]);
    const { router } = renderRoutes(routes, { initialPath: '/auth' });
    await fillAndSubmit('sub@roslis.test', 'Staff@2026!');
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('asks staff with two-step sign-in for a code, shows a wrong one inline, then signs in', async () => {
    const { calls, routes: mocked } = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { secondFactor: 'required', challenge: 'challenge-1' },
      },
      {
        method: 'POST',
        path: '/api/auth/login/second-factor',
        status: 401,
        body: { message: 'That code is not right.', code: 'INVALID_CREDENTIALS' },
      },
    ]);
    const { router } = renderRoutes(routes, { initialPath: '/auth' });
    await fillAndSubmit('sub@roslis.test', 'Staff@2026!');
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');

    mocked.push({
      method: 'POST',
      path: '/api/auth/login/second-factor',
      body: { token: 'tok-2fa', user: { id: USER_ID, role: 'subadmin' } },
    });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('cookie-session');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-2fa');
    expect(calls.at(-1)!.body).toEqual({ challenge: 'challenge-1', code: 'abcde-fghjk' });
  });

  it('shows "Login failed" with the server message', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      },
    ]);
    renderRoutes(routes, { initialPath: '/auth' });
    await fillAndSubmit('member@roslis.test', 'nope');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('validates on the client with the contract schema before calling the server', async () => {
    const { calls } = mockFetch([]);
    renderRoutes(routes, { initialPath: '/auth' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or phone'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address or phone number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});
