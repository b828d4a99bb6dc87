import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiJson, errorMessage } from '../lib/api-client';
import { clearStoredAuth } from '../lib/session/auth-storage';

const SESSION_ENDED_MESSAGE = 'Your session ended. Please sign in again.';

import { account, USER_ID } from '../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../test/utils';
import { ACCOUNT_CHECK_FRESH_MS, RequireAuth } from './RequireAuth';

/** A back-office page that asks the server something when a button is pressed. */
function AdminPage({ path }: { path: string }) {
  const [error, setError] = useState('');
  return (
    <div>
      <p>Admin page</p>
      <button type="button" onClick={() => apiJson('GET', path).catch((e) => setError(errorMessage(e)))}>
        Load
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  );
}

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/profile', element: <p>Private page</p> },
      { path: '/admin', element: <AdminPage path="/api/admin/applications" /> },
      { path: '/admin/advisor', element: <AdminPage path="/api/advisor/profile" /> },
    ],
  },
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

  it('checks again on entering a protected page, unless the account answered a moment ago (the app asks as it starts)', async () => {
    signInStorage(USER_ID);
    const { calls } = mockFetch([{ path: `/api/auth/account/${USER_ID}`, body: account() }]);
    const checks = () => calls.filter((c) => c.url === `/api/auth/account/${USER_ID}`).length;
    const { router, queryClient } = renderRoutes(routes, { initialPath: '/' });
    const key = [`/api/auth/account/${USER_ID}`];

    queryClient.setQueryData(key, account(), { updatedAt: Date.now() - 1_000 });
    await act(() => router.navigate('/profile'));
    expect(await screen.findByText('Private page')).toBeInTheDocument();
    expect(checks()).toBe(0);

    await act(() => router.navigate('/'));
    queryClient.setQueryData(key, account(), { updatedAt: Date.now() - ACCOUNT_CHECK_FRESH_MS - 1 });
    await act(() => router.navigate('/profile'));
    expect(await screen.findByText('Private page')).toBeInTheDocument();
    await waitFor(() => expect(checks()).toBe(1));
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

  it('a 401 on a page in use (the staff session ended) sends the person to sign in: "Your session ended"', async () => {
    signInStorage(USER_ID);
    mockFetch([
      { path: `/api/auth/account/${USER_ID}`, body: account({ role: 'admin' }) },
      {
        path: '/api/admin/applications',
        status: 401,
        body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' },
      },
    ]);
    const { router } = renderRoutes(routes, { initialPath: '/admin' });
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/admin' });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a 401 from the advisor portal (its own sessions) leaves the shop sign-in alone', async () => {
    signInStorage(USER_ID);
    mockFetch([
      { path: `/api/auth/account/${USER_ID}`, body: account() },
      {
        path: '/api/advisor/profile',
        status: 401,
        body: { message: 'Please sign in with your advisor code.', code: 'UNAUTHENTICATED' },
      },
    ]);
    const { router } = renderRoutes(routes, { initialPath: '/admin/advisor' });
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Please sign in with your advisor code.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/advisor');
    expect(localStorage.getItem('userId')).toBe(USER_ID);
  });
});
