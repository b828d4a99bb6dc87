import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '#contracts/passwords';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/auth', element: <p>Auth page</p> },
];

function render() {
  const user = userEvent.setup();
  const utils = renderRoutes(routes, { initialPath: '/forgot-password' });
  return { user, ...utils };
}

async function requestLink(user: ReturnType<typeof userEvent.setup>, email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  it('asks for the email first: "Email Required", and no request', async () => {
    const { calls } = mockFetch([]);
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await requestLink(user, '');
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the address with the contract before calling the server', async () => {
    const { calls } = mockFetch([]);
    const { user } = render();
    await requestLink(user, 'not-an-email');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the link and shows where it went, with Try again and Back to Login', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/forgot-password', body: { message: FORGOT_PASSWORD_MESSAGE } },
    ]);
    const { user, router } = render();
    await requestLink(user, ' Member@Roslis.test ');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(calls[0]!.body).toEqual({ email: 'member@roslis.test' });
    expect(screen.getByText('member@roslis.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('Member@Roslis.test');

    await requestLink(user, '');
    await screen.findByRole('heading', { name: 'Check your email' });
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows "Error" with the server message, or "Failed to send reset link"', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/forgot-password',
        status: 429,
        body: { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
      },
    ]);
    const { user, unmount } = render();
    await requestLink(user, 'member@roslis.test');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    unmount();

    mockFetch([{ method: 'POST', path: '/api/auth/forgot-password', status: 502 }]);
    const second = render();
    await requestLink(second.user, 'member@roslis.test');
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
  });

  it('says "Network error. Please try again." when the request cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = render();
    await requestLink(user, 'member@roslis.test');
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
