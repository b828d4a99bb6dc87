import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardLife } from '#contracts/membership';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { CardStanding } from './CardStanding';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const base: CardLife = {
  plan: 'premium',
  status: 'active',
  inactiveSince: null,
  monthly: null,
  renewal: null,
  payment: null,
  platinumWaiver: null,
  birthdayGift: null,
  events: [],
};

function show(life: CardLife, routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const fetch = mockFetch([
    { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
    ...routes,
  ]);
  renderRoutes([{ path: '/profile', element: <CardStanding life={life} /> }], { initialPath: '/profile' });
  return fetch;
}

describe('CardStanding', () => {
  it("reminds an active member of this month's Limited Edition piece, or thanks her", async () => {
    show({
      ...base,
      monthly: {
        month: 'November 2026',
        deadline: '30 November 2026',
        monthStartsOn: '2026-11-01',
        deadlineOn: '2026-11-30',
        bought: false,
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose your November 2026 design' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/One Limited Edition piece by 30 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Limited Edition' })).toHaveAttribute(
      'href',
      '/limited-edition',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an inactive card pays the re-entry fee in the sandbox and is told it is active again', async () => {
    const user = userEvent.setup();
    const { calls } = show(
      {
        ...base,
        status: 'inactive',
        inactiveSince: '2026-11-01T00:00:00.000Z',
        payment: { kind: 're_entry', fee: '1000.00' },
      },
      [
        {
          method: 'POST',
          path: '/api/membership/card-payment',
          body: {
            id: 'order_re_1',
            kind: 're_entry',
            amount: 100_000,
            currency: 'INR',
            provider: 'sandbox',
            keyId: null,
          },
        },
        {
          method: 'POST',
          path: '/api/payment/sandbox/complete',
          body: { razorpay_order_id: 'order_re_1', razorpay_payment_id: 'pay_1', razorpay_signature: 's' },
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
      ],
    );
    expect(await screen.findByRole('heading', { name: 'Your card is inactive' })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /Reactivate for ₹1,000/ });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₹1,000$/ }));
    expect(await screen.findByText('Card reactivated')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/membership/card-payment')?.body).toEqual({ kind: 're_entry' });
    expect(calls.some((c) => c.url === '/api/payment/verify')).toBe(true);
  });

  it("shows Platinum's next renewal and the Signature waiver", async () => {
    show({
      ...base,
      plan: 'platinum',
      renewal: { endsAt: '2027-03-12T04:30:00.000Z', fee: '2000.00', canRenew: false },
    });
    expect(await screen.findByRole('heading', { name: /Next renewal: 12 Mar 2027/ })).toBeInTheDocument();
    expect(screen.getByText(/₹2,000, waived when you buy from the Signature collection/)).toBeInTheDocument();
  });
});
