import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_MESSAGES } from '#contracts/membership';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { UpgradePage } from './UpgradePage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const QUOTE = {
  from: 'premium',
  to: 'gold',
  fromPrice: '5000.00',
  toPrice: '20000.00',
  difference: '15000.00',
};

function setup(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const fetch = mockFetch([
    { path: '/api/membership/upgrade', body: QUOTE },
    { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
    ...routes,
  ]);
  renderRoutes(
    [
      { path: '/upgrade', element: <UpgradePage /> },
      { path: '/profile/:section', element: <p>Profile page</p> },
    ],
    { initialPath: '/upgrade?plan=gold&from=premium' },
  );
  return fetch;
}

describe('UpgradePage', () => {
  it('shows both cards and the difference, pays it and shows the upgrade done without asking for the quote again', async () => {
    const user = userEvent.setup();
    const { calls } = setup([
      {
        method: 'POST',
        path: '/api/membership/upgrade',
        body: {
          ...QUOTE,
          id: 'order_up_1',
          amount: 1_500_000,
          currency: 'INR',
          provider: 'sandbox',
          keyId: null,
        },
      },
      {
        method: 'POST',
        path: '/api/payment/sandbox/complete',
        body: { razorpay_order_id: 'order_up_1', razorpay_payment_id: 'pay_1', razorpay_signature: 's' },
      },
      {
        method: 'POST',
        path: '/api/payment/verify',
        body: {
          success: true,
          needsPasswordSetup: false,
          userId: '11111111-1111-4111-8111-111111111111',
          token: null,
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Premium to Gold' })).toBeInTheDocument();
    expect(screen.getByText('₹15,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay ₹15,000/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₹15,000$/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Gold' })).toBeInTheDocument();
    // The quote was asked for once: after the payment it no longer applies (she holds Gold now).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/membership/upgrade')),
    ).toHaveLength(1);
    expect(screen.queryByText('This upgrade is not available')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'See your Gold card' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/membership/upgrade')?.body).toEqual({
      plan: 'gold',
    });
  });

  it('says the card is already hers when she opens the upgrade to the plan she holds', async () => {
    setup([
      {
        path: '/api/membership/upgrade',
        status: 400,
        body: { code: 'BAD_REQUEST', message: UPGRADE_MESSAGES.same },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'You already hold the Gold card' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This upgrade is not available')).toBeNull();
    expect(screen.getByRole('link', { name: 'My Membership' })).toHaveAttribute(
      'href',
      '/profile/membership',
    );
  });

  it('says why when the upgrade is refused', async () => {
    setup([
      {
        path: '/api/membership/upgrade',
        status: 400,
        body: { code: 'BAD_REQUEST', message: UPGRADE_MESSAGES.invitationOnly },
      },
    ]);
    expect(await screen.findByText(UPGRADE_MESSAGES.invitationOnly)).toBeInTheDocument();
  });
});

describe('UpgradePage with a Platinum invitation', () => {
  it('asks for the quote with the invitation and pays Platinum’s price through it', async () => {
    signInStorage();
    const { calls } = mockFetch([
      {
        path: '/api/membership/upgrade',
        body: {
          from: 'gold',
          to: 'platinum',
          fromPrice: '20000.00',
          toPrice: '25000.00',
          difference: '25000.00',
          byInvitation: true,
        },
      },
      { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
      {
        method: 'POST',
        path: '/api/membership/upgrade',
        body: {
          from: 'gold',
          to: 'platinum',
          fromPrice: '20000.00',
          toPrice: '25000.00',
          difference: '25000.00',
          id: 'order_pl',
          amount: 2_500_000,
          currency: 'INR',
          provider: 'sandbox',
          keyId: null,
        },
      },
    ]);
    renderRoutes([{ path: '/upgrade', element: <UpgradePage /> }], {
      initialPath: '/upgrade?plan=platinum&from=gold&invite=tok_abcdefghijklmnopqrstuvwxyz',
    });
    expect(await screen.findByText('By invitation: the Platinum card')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(
      '/api/membership/upgrade?plan=platinum&invite=tok_abcdefghijklmnopqrstuvwxyz',
    );
    const user = userEvent.setup();
    const pay = screen.getByRole('button', { name: /Pay ₹25,000/ });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/membership/upgrade')?.body).toEqual({
      plan: 'platinum',
      invite: 'tok_abcdefghijklmnopqrstuvwxyz',
    });
  });
});
