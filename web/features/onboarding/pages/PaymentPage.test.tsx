import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tier } from '#contracts/membership';
import type { RazorpayOptions } from '../../../lib/payments/razorpay-checkout';
import { type MockRoute, mockFetch, renderRoutes } from '../../../test/utils';
import {
  readLastOrderId,
  readPasswordSetup,
  readStoredPlan,
  storePlan,
  storeRegistrationContact,
} from '../lib/registration-storage';
import { PaymentPage } from './PaymentPage';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const CONTACT = {
  method: 'email' as const,
  value: 'asha@example.test',
  referralCode: 'FADEMOADVISOR001',
  verificationToken: 'vt-123',
};

const tier = (over: Partial<Tier> & Pick<Tier, 'id' | 'name' | 'price'>): Tier => ({
  annualFee: null,
  validity: 'lifetime',
  purchasable: true,
  invitationOnly: false,
  sandboxOnly: false,
  tagline: `${over.name} tagline`,
  benefits: [],
  ...over,
});

const TIERS: Tier[] = [
  tier({ id: 'basic', name: 'Basic', price: '1.00', sandboxOnly: true }),
  tier({ id: 'premium', name: 'Premium', price: '5000.00' }),
  tier({ id: 'gold', name: 'Gold', price: '20000.00' }),
  tier({
    id: 'platinum',
    name: 'Platinum',
    price: '25000.00',
    annualFee: '2000.00',
    validity: 'annual',
    purchasable: false,
    invitationOnly: true,
  }),
];

const ORDER = {
  id: 'order_1',
  amount: 500_000,
  currency: 'INR',
  price: '5000.00',
  plan: 'premium',
  provider: 'sandbox',
  keyId: null,
};
const TRIPLE = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig_1',
};

const routes = [
  { path: '/register', element: <p>Register screen</p> },
  { path: '/register/payment', element: <PaymentPage /> },
  { path: '/register/setup-password', element: <p>Setup password screen</p> },
  { path: '/register/profile', element: <p>Profile screen</p> },
  { path: '/auth', element: <p>Auth screen</p> },
];

function api(provider: 'sandbox' | 'razorpay' = 'sandbox', extra: MockRoute[] = []) {
  return mockFetch([
    { path: '/api/membership/tiers', body: TIERS },
    { path: '/api/payment/config', body: { provider, keyId: provider === 'razorpay' ? 'rzp_test_1' : null } },
    {
      method: 'POST',
      path: '/api/payment/create-order',
      body: provider === 'razorpay' ? { ...ORDER, provider, keyId: 'rzp_test_1' } : ORDER,
    },
    { method: 'POST', path: '/api/payment/sandbox/complete', body: TRIPLE },
    {
      method: 'POST',
      path: '/api/payment/verify',
      body: { success: true, needsPasswordSetup: true, userId: USER_ID, token: 'setup-token' },
    },
    ...extra,
  ]);
}

function setup({ contact = CONTACT as typeof CONTACT | null } = {}) {
  if (contact) storeRegistrationContact(contact);
  return { ...renderRoutes(routes, { initialPath: '/register/payment' }), user: userEvent.setup() };
}

async function expectToast(title: string, description: string) {
  const heading = await screen.findByText(title);
  const toastRoot = heading.closest('li');
  expect(toastRoot).not.toBeNull();
  expect(within(toastRoot as HTMLElement).getByText(description)).toBeInTheDocument();
}

const proceedButton = () => screen.getByRole('button', { name: /Proceed to Payment|Processing payment/ });
const bodyOf = (calls: { url: string; body: unknown }[], path: string) =>
  calls.find((c) => c.url === path)?.body;

async function openSandbox(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('radio', { name: 'Premium' });
  await user.click(proceedButton());
  return screen.findByRole('dialog', { name: 'Test payment' });
}

afterEach(() => {
  delete window.Razorpay;
});

describe('PaymentPage', () => {
  it('goes back to /register without a verified registration contact', async () => {
    api();
    storeRegistrationContact({ ...CONTACT, verificationToken: undefined });
    const { router } = renderRoutes(routes, { initialPath: '/register/payment' });
    expect(await screen.findByText('Register screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the cards with rupee prices, Premium chosen by default, Platinum by invitation only', async () => {
    api('razorpay');
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your CARD' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Premium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gold' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Basic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Platinum' })).not.toBeInTheDocument();
    expect(screen.getByText(/Platinum is extended by invitation only/)).toBeInTheDocument();
    expect(screen.getByText('₹20,000')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('₹5,000')).toBeInTheDocument();
    expect(within(summary).getByText('one-time, lifetime')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Registration progress' })).toHaveTextContent(
      /Verify.*Payment.*Password.*Profile/,
    );
  });

  it('preselects the stored plan, and offers the ₹1 Basic test tier only with the sandbox', async () => {
    api('sandbox');
    storePlan('gold');
    const { user } = setup();
    expect(await screen.findByRole('radio', { name: 'Gold' })).toBeChecked();
    const basic = screen.getByRole('radio', { name: 'Basic' });
    expect(screen.getByText('Test tier')).toBeInTheDocument();
    await user.click(basic);
    expect(basic).toBeChecked();
    expect(
      within(screen.getByRole('complementary', { name: 'Summary' })).getByText('₹1'),
    ).toBeInTheDocument();
  });

  it('never preselects the ₹1 test tier: Premium stays the choice, the test card comes last, plain', async () => {
    api('sandbox');
    storePlan('basic');
    setup();
    expect(await screen.findByRole('radio', { name: 'Premium' })).toBeChecked();
    const radios = screen.getAllByRole('radio');
    expect(radios.at(-1)).toHaveAccessibleName('Basic');
    expect(radios.at(-1)).not.toBeChecked();
    expect(screen.getByText('Test card')).toBeInTheDocument();
  });

  it('creates the order for the chosen plan and stores the order id and plan', async () => {
    const { calls } = api();
    const { user } = setup();
    await openSandbox(user);
    expect(bodyOf(calls, '/api/payment/create-order')).toEqual({
      plan: 'premium',
      amount: 5000,
      verificationToken: 'vt-123',
      referralCode: 'FADEMOADVISOR001',
    });
    expect(readLastOrderId()).toBe('order_1');
    expect(readStoredPlan()).toBe('premium');
  });

  it('opens the sandbox checkout; Pay verifies and goes on to set the password', async () => {
    const { calls } = api();
    const { user, router } = setup();
    const dialog = await openSandbox(user);
    expect(within(dialog).getByText(/No money moves/)).toBeInTheDocument();
    expect(within(dialog).getByText('₹5,000')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fail payment' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹5,000' }));

    expect(await screen.findByText('Setup password screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/setup-password');
    expect(bodyOf(calls, '/api/payment/sandbox/complete')).toEqual({
      orderId: 'order_1',
      outcome: 'success',
    });
    // She has no session yet: her verification token proves she is the payer.
    const complete = calls.find((c) => c.url === '/api/payment/sandbox/complete')!;
    expect(new Headers(complete.init?.headers).get('x-verification-token')).toBe(CONTACT.verificationToken);
    expect(bodyOf(calls, '/api/payment/verify')).toEqual({
      ...TRIPLE,
      plan: 'premium',
      contactData: { method: 'email', value: 'asha@example.test', referralCode: 'FADEMOADVISOR001' },
    });
    expect(readPasswordSetup()).toEqual({ userId: USER_ID, token: 'setup-token' });
    expect(readStoredPlan()).toBe('premium');
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  });

  it('goes to the profile step when the account needs no password', async () => {
    api('sandbox', [
      {
        method: 'POST',
        path: '/api/payment/verify',
        body: { success: true, needsPasswordSetup: false, userId: USER_ID, token: null },
      },
    ]);
    const { user } = setup();
    const dialog = await openSandbox(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹5,000' }));
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    expect(readPasswordSetup()).toBeNull();
  });

  it('says verification failed and stops loading', async () => {
    api('sandbox', [
      {
        method: 'POST',
        path: '/api/payment/verify',
        status: 400,
        body: { message: 'Bad signature', code: 'BAD_REQUEST' },
      },
    ]);
    const { user } = setup();
    const dialog = await openSandbox(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹5,000' }));
    await expectToast('Verification Error', 'Payment verification failed. Please contact support.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(proceedButton()).toHaveAccessibleName('Proceed to Payment');
    expect(proceedButton()).toBeEnabled();
  });

  it('Fail payment shows the gateway reason and stops loading', async () => {
    const { calls } = api('sandbox', [
      {
        method: 'POST',
        path: '/api/payment/sandbox/complete',
        body: { status: 'failed', error: { description: 'Payment failed. No money was taken.' } },
      },
    ]);
    const { user } = setup();
    const dialog = await openSandbox(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await expectToast('Payment failed', 'Payment failed. No money was taken.');
    expect(bodyOf(calls, '/api/payment/sandbox/complete')).toEqual({
      orderId: 'order_1',
      outcome: 'failure',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(proceedButton()).toBeEnabled();
    expect(calls.some((c) => c.url === '/api/payment/verify')).toBe(false);
  });

  it('closing the checkout stops loading; with no stored order, Check Payment Status says so', async () => {
    api();
    const { user } = setup();
    const dialog = await openSandbox(user);
    // The page behind the modal checkout is hidden from the accessibility tree while it is open.
    expect(screen.getByRole('button', { name: 'Processing payment', hidden: true })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close test payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(proceedButton()).toHaveAccessibleName('Proceed to Payment');
    expect(proceedButton()).toBeEnabled();

    window.localStorage.removeItem('lastPaymentOrderId');
    await user.click(screen.getByRole('button', { name: 'Check Payment Status' }));
    await expectToast('No payment to check', 'Please initiate a payment first.');
  });

  it('Check Payment Status goes on when the stored order is paid', async () => {
    const { calls } = api('sandbox', [
      {
        path: '/api/payment/status/order_9',
        body: { status: 'paid', plan: 'gold', needsPasswordSetup: true, userId: USER_ID, token: 'st-9' },
      },
    ]);
    window.localStorage.setItem('lastPaymentOrderId', 'order_9');
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Premium' });
    await user.click(screen.getByRole('button', { name: 'Check Payment Status' }));
    expect(await screen.findByText('Setup password screen')).toBeInTheDocument();
    const status = calls.find((c) => c.url === '/api/payment/status/order_9');
    expect(new Headers(status?.init?.headers).get('x-verification-token')).toBe('vt-123');
    expect(readStoredPlan()).toBe('gold');
    expect(readPasswordSetup()).toEqual({ userId: USER_ID, token: 'st-9' });
  });

  it('shows Payment Error when the order cannot be created', async () => {
    api('sandbox', [
      {
        method: 'POST',
        path: '/api/payment/create-order',
        status: 503,
        body: { message: 'Gateway down', code: 'UNAVAILABLE' },
      },
    ]);
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Premium' });
    await user.click(proceedButton());
    await expectToast('Payment Error', 'Failed to initiate payment. Please try again.');
    expect(proceedButton()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers login when the account already exists (409)', async () => {
    const message = 'You already have an account. Please login to upgrade your membership.';
    api('sandbox', [
      {
        method: 'POST',
        path: '/api/payment/create-order',
        status: 409,
        body: { message, code: 'CONFLICT' },
      },
    ]);
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Premium' });
    await user.click(proceedButton());
    await expectToast('Account Already Exists', message);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText(message)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/auth?mode=login',
    );
  });

  it("opens Razorpay's checkout with the order, and its handler verifies the payment", async () => {
    const { calls } = api('razorpay');
    let options: RazorpayOptions | undefined;
    const open = vi.fn();
    window.Razorpay = vi.fn(function (this: unknown, o: RazorpayOptions) {
      options = o;
      return { open, on: vi.fn() };
    }) as unknown as typeof window.Razorpay;
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Premium' });
    await user.click(proceedButton());
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(options).toMatchObject({
      key: 'rzp_test_1',
      amount: 500_000,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Roslis',
      description: 'Premium membership card',
      prefill: { email: 'asha@example.test' },
    });
    expect(screen.getByRole('button', { name: 'Check Payment Status' })).toBeInTheDocument();

    options!.handler(TRIPLE);
    expect(await screen.findByText('Setup password screen')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/payment/verify')).toMatchObject(TRIPLE);
  });

  it("stops loading when Razorpay's checkout is dismissed", async () => {
    api('razorpay');
    let options: RazorpayOptions | undefined;
    window.Razorpay = vi.fn(function (this: unknown, o: RazorpayOptions) {
      options = o;
      return { open: vi.fn() };
    }) as unknown as typeof window.Razorpay;
    const { user } = setup();
    await screen.findByRole('radio', { name: 'Premium' });
    await user.click(proceedButton());
    await waitFor(() => expect(options).toBeDefined());
    expect(proceedButton()).toBeDisabled();
    options!.modal!.ondismiss!();
    await waitFor(() => expect(proceedButton()).toBeEnabled());
  });
});
