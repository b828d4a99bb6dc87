import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { ResetPasswordPage } from './ResetPasswordPage';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth', element: <p>Auth page</p> },
  { path: '/forgot-password', element: <p>Forgot password page</p> },
];

const CHECK = '/api/auth/reset-password/check';
/** The link checks out when the page opens, unless a test says otherwise. */
const LIVE = { method: 'POST', path: CHECK, body: { valid: true } } as const;
const withLiveLink = (routes: Parameters<typeof mockFetch>[0] = []) => mockFetch([LIVE, ...routes]);
const sent = <T extends { url: string }>(calls: T[]) => calls.filter((c) => c.url !== CHECK);

const STRONG = 'Roslis@2026';

async function render(path = '/reset-password?token=reset-token-1') {
  const user = userEvent.setup();
  const view = renderRoutes(routes, { initialPath: path });
  if (path.includes('token=')) await screen.findByRole('form', { name: 'Reset your password' });
  return { user, ...view };
}

const submitButton = () => screen.getByRole('button', { name: 'Reset Password' });
const form = () => screen.getByRole('form', { name: 'Reset your password' });

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('ResetPasswordPage', () => {
  it('without a token says "Invalid Link" and goes to /auth', async () => {
    mockFetch([]);
    const { router } = await render('/reset-password');
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText('Invalid Link')).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  });

  it('ticks the requirements, hints a mismatch and enables submit only when valid and matching', async () => {
    withLiveLink();
    const { user } = await render();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(checklist.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    expect(submitButton()).toBeDisabled();

    await fill(user, 'weakpass', 'weakpass');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('One uppercase letter').closest('li')).toHaveAttribute('data-met', 'false');
    expect(submitButton()).toBeDisabled();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, STRONG, 'Roslis@20');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(submitButton()).toBeDisabled();

    await user.type(confirm, '26');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(checklist.querySelectorAll('[data-met="false"]')).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it('guards the submit itself: "Missing Information", "Passwords Don\'t Match", "Invalid Password"', async () => {
    const { calls } = withLiveLink();
    const { user } = await render();
    fireEvent.submit(form());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();

    await fill(user, STRONG, 'Roslis@2025');
    fireEvent.submit(form());
    expect(await screen.findByText("Passwords Don't Match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, 'password', 'password');
    fireEvent.submit(form());
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(screen.getByText('Please ensure your password meets all requirements.')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });

  it('resets with the token, signs this browser out and shows Continue to Login', async () => {
    signInStorage();
    const { calls } = withLiveLink([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { success: true, message: 'Your password has been reset.' },
      },
    ]);
    const { user, router } = await render();
    await fill(user, STRONG, STRONG);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toHaveFocus();
    expect(calls[0]!.body).toEqual({ token: 'reset-token-1' });
    expect(sent(calls)[0]!.body).toEqual({ token: 'reset-token-1', newPassword: STRONG });
    expect(localStorage.getItem('authToken')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Continue to Login' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows "Reset Failed" with the server message, or "Failed to reset password"', async () => {
    withLiveLink([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        status: 400,
        body: { message: 'This reset link has expired. Please request a new one.', code: 'BAD_REQUEST' },
      },
    ]);
    const first = await render();
    await fill(first.user, STRONG, STRONG);
    await first.user.click(submitButton());
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Password updated' })).not.toBeInTheDocument();
    first.unmount();

    withLiveLink([{ method: 'POST', path: '/api/auth/reset-password', status: 500 }]);
    const second = await render();
    await fill(second.user, STRONG, STRONG);
    await second.user.click(submitButton());
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('says "Network error. Please try again." when the request cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = await render();
    await fill(user, STRONG, STRONG);
    await user.click(submitButton());
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('says at once that a used or unknown link has expired, with the way to a new one, and no form', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: CHECK, body: { valid: false } }]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { initialPath: '/reset-password?token=bogus' });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: CHECK, body: { token: 'bogus' } }),
    ]);
    await user.click(screen.getByRole('link', { name: 'Send a new reset link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('keeps the form when the check itself cannot answer (the reset then says why)', async () => {
    mockFetch([
      { method: 'POST', path: CHECK, status: 429, body: { message: 'Too many', code: 'RATE_LIMITED' } },
    ]);
    await render();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
