import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { readRegistrationContact, storeRegistrationContact } from '../lib/registration-storage';
import { VerifyPage } from './VerifyPage';

const routes = [
  { path: '/register', element: <p>Register page</p> },
  { path: '/register/verify', element: <VerifyPage /> },
  { path: '/register/payment', element: <p>Payment page</p> },
  { path: '/auth', element: <p>Sign-in page</p> },
];

const CONTACT = { method: 'email' as const, value: 'asha@example.test', referralCode: 'FADEMOADVISOR001' };

function setup() {
  storeRegistrationContact(CONTACT);
  return { ...renderRoutes(routes, { initialPath: '/register/verify' }), user: userEvent.setup() };
}

async function expectToast(title: string, description: string) {
  const heading = await screen.findByText(title);
  const toastRoot = heading.closest('li');
  expect(toastRoot).not.toBeNull();
  expect(within(toastRoot as HTMLElement).getByText(description)).toBeInTheDocument();
}

const codeInput = () => screen.getByLabelText('Verification code');
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyPage', () => {
  it('goes back to /register when no registration contact is stored', async () => {
    mockFetch([]);
    const { router } = renderRoutes(routes, { initialPath: '/register/verify' });
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('says where the code went and enables Verify only with 6 digits', async () => {
    mockFetch([]);
    const { user } = setup();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to asha@example.test.',
    );
    const input = codeInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(verifyButton()).toBeDisabled();
    await user.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(input, '67');
    expect(input).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Change email' })).toHaveAttribute(
      'href',
      '/register?advisor=FADEMOADVISOR001',
    );
  });

  it('verifies, keeps the token with the contact and goes to /register/payment', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/verify-code',
        body: { success: true, verificationToken: 'proof-123' },
      },
    ]);
    const { user, router } = setup();
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());
    expect(await screen.findByText('Payment page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/payment');
    expect(calls[0]!.body).toEqual({ contact: 'asha@example.test', method: 'email', code: '123456' });
    expect(readRegistrationContact()).toEqual({
      ...CONTACT,
      verificationToken: 'proof-123',
      verifiedAt: expect.any(Number),
    });
    expect(await screen.findByText('Verification successful')).toBeInTheDocument();
  });

  it('says the account already exists only once the code is right, and sends the person to sign in', async () => {
    const message = 'You already have an account. Please login to upgrade your membership.';
    mockFetch([
      { method: 'POST', path: '/api/auth/verify-code', status: 409, body: { message, code: 'CONFLICT' } },
    ]);
    const { user, router } = setup();
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=login');
    await expectToast('Account Already Exists', message);
    expect(readRegistrationContact()).toBeNull();
  });

  it('uses method "phone" for a phone number', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/verify-code', body: { success: true, verificationToken: 't' } },
    ]);
    storeRegistrationContact({ method: 'phone', value: '+919847000001', referralCode: null });
    const { router } = renderRoutes(routes, { initialPath: '/register/verify' });
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Change number' })).toHaveAttribute('href', '/register');
    await user.type(codeInput(), '654321');
    await user.click(verifyButton());
    await screen.findByText('Payment page');
    expect(router.state.location.pathname).toBe('/register/payment');
    expect(calls[0]!.body).toEqual({ contact: '+919847000001', method: 'phone', code: '654321' });
  });

  it('says "Verification failed", with the server message only for an expired or dead code', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/verify-code',
        status: 400,
        body: { message: 'Verification failed: Please check your code and try again.', code: 'BAD_REQUEST' },
      },
    ]);
    const { user, router } = setup();
    await user.type(codeInput(), '000000');
    await user.click(verifyButton());
    await expectToast('Verification failed', 'Please check your code and try again.');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/register/verify');
    expect(readRegistrationContact()?.verificationToken).toBeUndefined();

    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/verify-code',
        status: 400,
        body: { message: 'This code has expired. Please request a new code.', code: 'BAD_REQUEST' },
      },
    ]);
    await user.click(verifyButton());
    await expectToast('Verification failed', 'This code has expired. Please request a new code.');
  });

  it('lets Resend Code wait 30 s, then resends and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/send-verification',
        body: { success: true, message: 'Verification sent' },
      },
    ]);
    storeRegistrationContact(CONTACT);
    renderRoutes(routes, { initialPath: '/register/verify' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const waiting = screen.getByRole('button', { name: 'Resend Code in 30s' });
    expect(waiting).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('button', { name: 'Resend Code in 28s' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(28_000);
    });
    const ready = screen.getByRole('button', { name: 'Resend Code' });
    expect(ready).toBeEnabled();
    await user.click(ready);
    await expectToast('Code resent', 'We sent a new 6-digit code to asha@example.test.');
    expect(calls.at(-1)).toMatchObject({
      url: '/api/auth/send-verification',
      body: { contactMethod: 'email', contact: 'asha@example.test' },
    });
    expect(screen.getByRole('button', { name: 'Resend Code in 30s' })).toBeDisabled();
  });

  it('says when resending fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/send-verification',
        status: 503,
        body: { message: 'Failed to send verification. Please try again.', code: 'UNAVAILABLE' },
      },
    ]);
    storeRegistrationContact(CONTACT);
    renderRoutes(routes, { initialPath: '/register/verify' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expectToast('Error', 'Failed to resend code.');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('Back from the payment step shows the contact verified and continues to payment without a new code', async () => {
    const { calls } = mockFetch([]);
    storeRegistrationContact({ ...CONTACT, verificationToken: 'proof-123', verifiedAt: Date.now() });
    const user = userEvent.setup();
    renderRoutes(routes, { initialPath: '/register/verify' });
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.getByText(/Verify/, { selector: 'li span' })).toHaveTextContent('Verify (done)');
    await user.click(screen.getByRole('link', { name: 'Continue to payment' }));
    expect(await screen.findByText('Payment page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(readRegistrationContact()?.verificationToken).toBe('proof-123');
  });

  it('asks for a new code once the verification has outlived its token', async () => {
    mockFetch([]);
    storeRegistrationContact({ ...CONTACT, verificationToken: 'old', verifiedAt: Date.now() - 31 * 60_000 });
    renderRoutes(routes, { initialPath: '/register/verify' });
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email verified' })).toBeNull();
  });
});
