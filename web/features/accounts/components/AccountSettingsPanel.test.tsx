import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '#contracts/constants';
import { NOTIFICATION_MESSAGES } from '#contracts/notifications';
import { CHANGE_PASSWORD_MESSAGES } from '#contracts/passwords';
import { account } from '../../../test/fixtures';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { AccountSettingsPanel } from './AccountSettingsPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const device = (id: string, current: boolean) => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  userAgent: current
    ? 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36'
    : 'Mozilla/5.0 (Macintosh; Mac OS X 14_0) Safari/605.1.15',
  current,
});

describe('AccountSettingsPanel', () => {
  it('checks the new password before sending, then changes it with the current one', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/auth/sessions', body: [device('11111111-1111-4111-8111-111111111111', true)] },
      {
        method: 'POST',
        path: '/api/auth/change-password',
        body: { success: true, message: CHANGE_PASSWORD_MESSAGES.done, signedOut: 1 },
      },
    ]);
    renderAt(<AccountSettingsPanel />);
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Member@12345');
    await user.type(within(form).getByLabelText('New password'), 'Kasavu@2026');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Kasavu@2027');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(CHANGE_PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/change-password')).toBe(false);
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'Kasavu@2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.done)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/change-password')?.body).toMatchObject({
      currentPassword: 'Member@12345',
    });
  });

  it('lists the devices, marks this one, and signs out everywhere else', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      {
        path: '/api/auth/sessions',
        body: [
          device('11111111-1111-4111-8111-111111111111', true),
          device('22222222-2222-4222-8222-222222222222', false),
        ],
      },
      { method: 'POST', path: '/api/auth/sessions/sign-out-others', body: { signedOut: 1 } },
    ]);
    renderAt(<AccountSettingsPanel />);
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Safari on macOS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/sign-out-others'))).toBe(true));
    expect(await screen.findByText('1 other device(s) signed out.')).toBeInTheDocument();
  });

  it('Notifications: loads the choices, saves a change, and shows the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/user/notifications', body: NOTIFICATION_DEFAULTS },
      {
        method: 'PUT',
        path: '/api/user/notifications',
        body: { ...NOTIFICATION_DEFAULTS, offers: { email: true, sms: false, push: false, whatsapp: false } },
      },
    ]);
    renderAt(<AccountSettingsPanel />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const offers = await screen.findByRole('group', { name: 'Offers' });
    const email = within(offers).getByRole('switch', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-checked', 'false');
    // No phone on the account: SMS cannot be switched on.
    expect(within(offers).getByRole('switch', { name: 'SMS' })).toBeDisabled();
    expect(screen.getByText(NOTIFICATION_MESSAGES.noPhone)).toBeInTheDocument();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      offers: { email: true, sms: false, push: false, whatsapp: false },
    });
  });

  it('Notifications: a refused save says why', async () => {
    const user = userEvent.setup();
    signInStorage();
    mockFetch([
      { path: '/api/user/notifications', body: NOTIFICATION_DEFAULTS },
      {
        method: 'PUT',
        path: '/api/user/notifications',
        status: 400,
        body: { message: NOTIFICATION_MESSAGES.noEmail, code: 'BAD_REQUEST' },
      },
    ]);
    renderAt(<AccountSettingsPanel />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const launches = await screen.findByRole('group', { name: 'Launches and votes' });
    await user.click(within(launches).getByRole('switch', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.noEmail)).toBeInTheDocument();
  });
});

describe('Account Settings, Language', () => {
  it('shows the panel in Malayalam at once, saves the choice on her account and says so', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: /^\/api\/auth\/account\//, body: account() },
      { method: 'PUT', path: '/api/user/language', body: { locale: 'ml' } },
    ]);
    renderAt(<AccountSettingsPanel />);
    const language = await screen.findByRole('region', { name: 'Language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(language).getByRole('radio', { name: 'മലയാളം' }));
    expect(await screen.findByRole('heading', { name: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ' })).toBeInTheDocument();
    expect(await screen.findByText('ഭാഷ സേവ് ചെയ്തു')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/user/language')?.body).toEqual({ locale: 'ml' });
    expect(screen.getByRole('tab', { name: 'പാസ്‌വേഡ്' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ml-IN');
  });

  it('keeps the language on this device and says the account did not save it when the server refuses', async () => {
    const user = userEvent.setup();
    signInStorage();
    mockFetch([
      { path: /^\/api\/auth\/account\//, body: account() },
      {
        method: 'PUT',
        path: '/api/user/language',
        status: 429,
        body: {
          message: 'Too many requests. Please wait a moment and try again.',
          code: 'RATE_LIMITED',
          key: 'rateLimited.moment',
        },
      },
    ]);
    renderAt(<AccountSettingsPanel />);
    const language = await screen.findByRole('region', { name: 'Language' });
    await user.click(within(language).getByRole('radio', { name: 'മലയാളം' }));
    expect(await screen.findByText('ഭാഷ സേവ് ചെയ്യാനായില്ല')).toBeInTheDocument();
    expect(screen.getByText('ഒരുപാട് ശ്രമങ്ങളായി. അൽപ്പനേരം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('ml');
  });
});
