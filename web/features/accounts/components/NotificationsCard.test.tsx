import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '#contracts/constants';
import { NOTIFICATION_MESSAGES } from '#contracts/notifications';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { NotificationsCard } from './NotificationsCard';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

const subscription = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser with the Push API: permission granted on asking, and a service worker ready. */
function pushBrowser() {
  const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  return { subscribe };
}

describe('NotificationsCard', () => {
  it('has E-mail, SMS, Push and WhatsApp for every kind; without the Push API, Push says it is not available', async () => {
    signInStorage();
    mockFetch([{ path: '/api/user/notifications', body: NOTIFICATION_DEFAULTS }]);
    renderAt(<NotificationsCard hasPhone={false} />);
    for (const kind of NOTIFICATION_KINDS) {
      const group = await screen.findByRole('group', { name: NOTIFICATION_KIND_LABELS[kind].label });
      expect(within(group).getAllByRole('switch')).toHaveLength(4);
      for (const name of ['E-mail', 'SMS', 'Push', 'WhatsApp']) {
        expect(within(group).getByRole('switch', { name })).toBeInTheDocument();
      }
      expect(within(group).getByRole('switch', { name: 'Push' })).toBeDisabled();
      // No phone: WhatsApp, like SMS, cannot be switched on.
      expect(within(group).getByRole('switch', { name: 'WhatsApp' })).toBeDisabled();
    }
    expect(screen.getByText(NOTIFICATION_MESSAGES.pushUnavailable)).toBeInTheDocument();
  });

  it('turning Push on asks permission, subscribes through the service worker, saves the device, then the choice', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { subscribe } = pushBrowser();
    const saved = {
      ...NOTIFICATION_DEFAULTS,
      launches: { ...NOTIFICATION_DEFAULTS.launches, push: true },
    };
    const { calls } = mockFetch([
      { path: '/api/user/notifications', body: NOTIFICATION_DEFAULTS },
      { path: '/api/push/key', body: { publicKey: KEY } },
      { method: 'POST', path: '/api/push/subscriptions', body: { success: true } },
      { method: 'PUT', path: '/api/user/notifications', body: saved },
    ]);
    renderAt(<NotificationsCard hasPhone />);
    const launches = await screen.findByRole('group', { name: 'Launches and votes' });
    const push = within(launches).getByRole('switch', { name: 'Push' });
    expect(push).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(NOTIFICATION_MESSAGES.pushUnavailable)).not.toBeInTheDocument();
    await user.click(push);
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'true'));
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/push/subscriptions'))?.body).toEqual(
      subscription,
    );
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      launches: { email: true, sms: false, push: true, whatsapp: false },
    });
  });

  it('permission refused: Push stays off and says how to allow it', async () => {
    const user = userEvent.setup();
    signInStorage();
    pushBrowser();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'denied') });
    mockFetch([{ path: '/api/user/notifications', body: NOTIFICATION_DEFAULTS }]);
    renderAt(<NotificationsCard hasPhone />);
    const offers = await screen.findByRole('group', { name: 'Offers' });
    const push = within(offers).getByRole('switch', { name: 'Push' });
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.pushDenied);
    expect(push).toHaveAttribute('aria-checked', 'false');
  });
});
