import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearStoredAuth } from '../lib/session/auth-storage';
import { account, USER_ID } from '../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../test/utils';
import { RequireAuth } from './RequireAuth';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/profile', element: <p>Private page</p> }] },
  { path: '/auth', element: <p>Auth page</p> },
  { path: '/', element: <p>Home page</p> },
];

describe('RequireAuth', () => {
  it('sends visitors without stored credentials to /auth with "Authentication Required"', async () => {
    mockFetch([]);
    localStorage.setItem('userId', USER_ID); // a token is missing too
    const { router } = renderRoutes(routes, { initialPath: '/profile' });
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access this page.')).toBeInTheDocument();
  });

  it('clears storage and says "Session Expired" when the account check answers 401', async () => {
    signInStorage(USER_ID);
    mockFetch([
      {
        path: `/api/auth/account/${USER_ID}`,
        status: 401,
        body: { message: 'Please log in.', code: 'UNAUTHENTICATED' },
      },
    ]);
    const { router } = renderRoutes(routes, { initialPath: '/profile' });
    expect(screen.getByText('Verifying authentication')).toBeInTheDocument();
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Please log in again to continue.')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('renders the page once the account check succeeds', async () => {
    signInStorage(USER_ID);
    mockFetch([{ path: `/api/auth/account/${USER_ID}`, body: account() }]);
    renderRoutes(routes, { initialPath: '/profile' });
    expect(await screen.findByText('Private page')).toBeInTheDocument();
  });

  it('after Sign Out on a protected page, goes home quietly (no toast)', async () => {
    signInStorage(USER_ID);
    mockFetch([{ path: `/api/auth/account/${USER_ID}`, body: account() }]);
    const { router } = renderRoutes(routes, { initialPath: '/profile' });
    expect(await screen.findByText('Private page')).toBeInTheDocument();
    act(() => clearStoredAuth('signout'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });
});
