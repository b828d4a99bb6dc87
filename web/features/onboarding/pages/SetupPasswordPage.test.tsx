import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredAuth } from '../../../lib/session/auth-storage';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { readPasswordSetup, storePasswordSetup } from '../lib/registration-storage';
import { SetupPasswordPage } from './SetupPasswordPage';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const SETUP_PATH = `/api/auth/setup-password/${USER_ID}`;
const STRONG = 'Roslis@2026';

const routes = [
  { path: '/register', element: <p>Register screen</p> },
  { path: '/register/setup-password', element: <SetupPasswordPage /> },
  { path: '/setup-password', element: <SetupPasswordPage /> },
  { path: '/register/profile', element: <p>Profile step</p> },
  { path: '/profile', element: <p>Account profile</p> },
  { path: '/forgot-password', element: <p>Forgot password screen</p> },
];

function setup(path = '/register/setup-password') {
  return { ...renderRoutes(routes, { initialPath: path }), user: userEvent.setup() };
}

async function expectToast(title: string, description: string) {
  const heading = await screen.findByText(title);
  const toastRoot = heading.closest('li');
  expect(toastRoot).not.toBeNull();
  expect(within(toastRoot as HTMLElement).getByText(description)).toBeInTheDocument();
}

const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm password');
const item = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(name)
    .closest('li');

describe('SetupPasswordPage', () => {
  it('goes back to /register when no new account is stored', async () => {
    mockFetch([]);
    const { router } = setup();
    expect(await screen.findByText('Register screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('ticks the checklist live and toggles the fields between hidden and shown', async () => {
    mockFetch([]);
    storePasswordSetup(USER_ID, 'setup-token');
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your password' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Registration progress' })).toBeInTheDocument();
    expect(item(/At least 8 characters/)).toHaveAttribute('data-met', 'false');

    await user.type(newPassword(), 'roslis');
    expect(item(/At least 8 characters/)).toHaveAttribute('data-met', 'false');
    expect(item(/One lowercase letter/)).toHaveAttribute('data-met', 'true');
    expect(item(/One uppercase letter/)).toHaveAttribute('data-met', 'false');
    await user.clear(newPassword());
    await user.type(newPassword(), STRONG);
    for (const rule of [/At least 8/, /uppercase/, /lowercase/, /One number/, /special character/]) {
      expect(item(rule)).toHaveAttribute('data-met', 'true');
    }
    expect(item(/Passwords match/)).toHaveAttribute('data-met', 'false');
    await user.type(confirmPassword(), STRONG);
    expect(item(/Passwords match/)).toHaveAttribute('data-met', 'true');

    expect(newPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
  });

  it('says when the passwords differ, and when the password is weak', async () => {
    const { calls } = mockFetch([]);
    storePasswordSetup(USER_ID, 'setup-token');
    const { user } = setup();
    await user.type(newPassword(), STRONG);
    await user.type(confirmPassword(), 'Roslis@2025');
    expect(screen.getByText('Passwords do not match', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    await expectToast('Password Mismatch', 'Passwords do not match');

    await user.clear(newPassword());
    await user.clear(confirmPassword());
    await user.type(newPassword(), 'password1');
    await user.type(confirmPassword(), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    await expectToast('Weak Password', 'Please meet all password requirements');
    expect(calls).toHaveLength(0);
  });

  it('sets the password, signs the member in and goes to the profile step', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: SETUP_PATH, body: { success: true, token: 'session-token' } },
    ]);
    storePasswordSetup(USER_ID, 'setup-token');
    const { user, router } = setup();
    await user.type(newPassword(), STRONG);
    await user.type(confirmPassword(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Create Password' }));

    expect(await screen.findByText('Profile step')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/profile');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: SETUP_PATH,
      body: { password: STRONG, setupToken: 'setup-token' },
    });
    expect(readStoredAuth()).toEqual({ userId: USER_ID, authToken: 'cookie-session' });
    expect(readPasswordSetup()).toBeNull();
    expect(await screen.findByText('Account Created Successfully')).toBeInTheDocument();
  });

  it("shows the server's message when setup fails, or a default", async () => {
    const { routes: answers } = mockFetch([
      {
        method: 'POST',
        path: SETUP_PATH,
        status: 400,
        body: { message: 'This setup link has expired.', code: 'BAD_REQUEST' },
      },
    ]);
    storePasswordSetup(USER_ID, 'setup-token');
    const { user } = setup();
    await user.type(newPassword(), STRONG);
    await user.type(confirmPassword(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    await expectToast('Setup Failed', 'This setup link has expired.');
    expect(readStoredAuth().userId).toBeNull();

    answers.push({ method: 'POST', path: SETUP_PATH, status: 500 });
    await user.click(screen.getByRole('button', { name: 'Create Password' }));
    await expectToast('Setup Failed', 'Failed to set up password');
  });

  it('explains what to do when the setup token is gone', async () => {
    mockFetch([]);
    storePasswordSetup(USER_ID, null);
    setup('/setup-password');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your password link has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('on /setup-password, lets a signed-in account without a password set one', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/setup-password', body: { success: true } },
    ]);
    signInStorage(USER_ID, 'session');
    const { user, router } = setup('/setup-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    await user.type(newPassword(), 'short');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await expectToast('Password Too Short', 'Password must be at least 8 characters long.');
    await user.clear(newPassword());
    await user.type(newPassword(), STRONG);
    await user.type(confirmPassword(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Account profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls[0]).toMatchObject({
      url: '/api/auth/setup-password',
      body: { userId: USER_ID, password: STRONG },
    });
  });

  it('/register/setup-password never falls back to the signed-in variant', async () => {
    mockFetch([]);
    signInStorage(USER_ID, 'session');
    setup('/register/setup-password');
    expect(await screen.findByText('Register screen')).toBeInTheDocument();
  });
});
