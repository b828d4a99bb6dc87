import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { DEFAULT_DIAL_CODE, DIAL_CODES } from '../lib/dial-codes';
import { readRegistrationContact, readStoredPlan } from '../lib/registration-storage';
import { RegisterForm } from './RegisterForm';

const ADVISOR_MESSAGE =
  'This Fashion Advisor Code is not valid. Please check it with your Fashion Advisor and try again.';

function setup(initialPath = '/register') {
  const utils = renderRoutes(
    [
      { path: '/register', element: <RegisterForm /> },
      { path: '/register/verify', element: <p>Verify page</p> },
    ],
    { initialPath },
  );
  return { ...utils, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: 'Send Verification Code' });
const form = () => screen.getByRole('form', { name: 'Apply for membership' });

/** The toast whose title is `title`, with its description (validation runs async: wait for the newest). */
async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const toastRoot = screen.getByText(title).closest('li');
    expect(toastRoot).not.toBeNull();
    expect(within(toastRoot as HTMLElement).getByText(description)).toBeInTheDocument();
  });
}

/** The form's own calls (the screen also reads GET /api/site for whether it offers a phone). */
const formCalls = <T extends { url: string }>(calls: T[]) => calls.filter((c) => c.url !== '/api/site');

const okRoutes = () => [
  {
    method: 'POST',
    path: '/api/auth/send-verification',
    body: { success: true, message: 'Verification sent' },
  },
];

describe('dial codes', () => {
  it('has about 240 entries sorted by country with India (+91) first and unique ids', () => {
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(235);
    expect(DEFAULT_DIAL_CODE).toMatchObject({ iso: 'IN', code: '+91', country: 'India', flag: '🇮🇳' });
    const rest = DIAL_CODES.slice(1).map((d) => d.country);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(DIAL_CODES.map((d) => d.iso)).size).toBe(DIAL_CODES.length);
    for (const d of DIAL_CODES) expect(d.code).toMatch(/^\+\d{1,4}$/);
  });
});

describe('RegisterForm', () => {
  it('offers e-mail only when the shop has phone sign-up off (PHONE_SIGNUP=false)', async () => {
    const { calls } = mockFetch([
      { path: '/api/site', body: { hrEmail: 'careers@roslis.test', phoneSignup: false } },
      ...okRoutes(),
    ]);
    const { user } = setup('/register?advisor=FADEMOADVISOR001');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/site'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Phone' })).toBeNull());
    expect(screen.queryByText('Verify with')).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'asha@example.test');
    await user.click(submitButton());
    await screen.findByText('Verify page');
    const sent = calls.find((c) => c.url === '/api/auth/send-verification');
    expect(sent?.body).toMatchObject({ contactMethod: 'email', contact: 'asha@example.test' });
  });

  it('offers e-mail and phone by default', async () => {
    mockFetch([{ path: '/api/site', body: { hrEmail: 'careers@roslis.test', phoneSignup: true } }]);
    setup();
    expect(await screen.findByRole('radio', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('keeps Send Verification Code disabled until contact and advisor code are filled', async () => {
    mockFetch([]);
    const { user } = setup();
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), 'asha@example.test');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/Fashion Advisor Code/), ' fa demo ');
    expect(screen.getByLabelText(/Fashion Advisor Code/)).toHaveValue('FADEMO');
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Email address'));
    expect(submitButton()).toBeDisabled();
  });

  it('fills the advisor code from ?advisor= and stores ?plan= for the payment step', () => {
    mockFetch([]);
    setup('/register?advisor=fademoadvisor001&plan=gold');
    expect(screen.getByLabelText(/Fashion Advisor Code/)).toHaveValue('FADEMOADVISOR001');
    expect(readStoredPlan()).toBe('gold');
  });

  it('ignores an unknown ?plan=', () => {
    mockFetch([]);
    setup('/register?plan=diamond');
    expect(readStoredPlan()).toBeNull();
  });

  it('switches to phone: a dial-code picker defaulting to +91 and a digits-only field of at most 15', async () => {
    mockFetch([]);
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveValue('IN');
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('India (+91)');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '98a47-00 (00)01');
    expect(phone).toHaveValue('9847000001');
    await user.type(phone, '1234567890');
    expect(phone).toHaveValue('984700000112345');
  });

  it('shows each validation toast and sends nothing', async () => {
    const { calls } = mockFetch([]);
    const { user } = setup();

    fireEvent.submit(form());
    await expectToast('Contact Required', 'Please enter your email.');

    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    fireEvent.submit(form());
    await expectToast('Contact Required', 'Please enter your phone.');

    await user.type(screen.getByLabelText('Phone number'), '98470');
    fireEvent.submit(form());
    await expectToast('Fashion Advisor Code Required', 'Please enter your Fashion Advisor Code to continue.');
    // The field is marked in the render after the toast: wait for it (a busy machine renders later).
    await waitFor(() =>
      expect(screen.getByLabelText(/Fashion Advisor Code/)).toHaveAttribute('aria-invalid', 'true'),
    );

    await user.type(screen.getByLabelText(/Fashion Advisor Code/), 'FADEMOADVISOR001');
    await user.click(submitButton());
    await expectToast('Invalid Phone Number', 'Please enter a valid phone number (6-15 digits).');
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(formCalls(calls)).toHaveLength(0);
  });

  it('checks the contact, sends the code, stores the contact and goes to /register/verify', async () => {
    const { calls } = mockFetch(okRoutes());
    const { user, router } = setup('/register?advisor=FADEMOADVISOR001');
    await user.type(screen.getByLabelText('Email address'), ' Asha@Example.test ');
    await user.click(submitButton());
    expect(await screen.findByText('Verify page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/verify');
    expect(formCalls(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/auth/send-verification',
        { contactMethod: 'email', contact: 'asha@example.test', referralCode: 'FADEMOADVISOR001' },
      ],
    ]);
    expect(readRegistrationContact()).toEqual({
      method: 'email',
      value: 'asha@example.test',
      referralCode: 'FADEMOADVISOR001',
      verificationToken: undefined,
    });
    await expectToast('Verification sent', 'We sent a 6-digit code to asha@example.test.');
  });

  it('sends a phone as the dial code plus the digits', async () => {
    const { calls } = mockFetch(okRoutes());
    const { user } = setup('/register?advisor=FADEMOADVISOR001');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'AE');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(submitButton());
    await screen.findByText('Verify page');
    expect(formCalls(calls)[0]!.body).toMatchObject({ contactMethod: 'phone', contact: '+971501234567' });
    expect(readRegistrationContact()).toMatchObject({ method: 'phone', value: '+971501234567' });
  });

  it('asks nothing that would tell whether the address has an account: it sends the code like any other', async () => {
    const { calls } = mockFetch(okRoutes());
    const { user } = setup('/register?advisor=FADEMOADVISOR001');
    await user.type(screen.getByLabelText('Email address'), 'member@roslis.test');
    await user.click(submitButton());
    expect(await screen.findByText('Verify page')).toBeInTheDocument();
    expect(formCalls(calls).map((c) => c.url)).toEqual(['/api/auth/send-verification']);
  });

  it('shows the server message for an unknown Fashion Advisor Code', async () => {
    mockFetch([
      ...okRoutes(),
      {
        method: 'POST',
        path: '/api/auth/send-verification',
        status: 400,
        body: {
          message: ADVISOR_MESSAGE,
          code: 'BAD_REQUEST',
          fieldErrors: { referralCode: [ADVISOR_MESSAGE] },
        },
      },
    ]);
    const { user, router } = setup('/register?advisor=NOPE');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.test');
    await user.click(submitButton());
    await expectToast('Invalid Fashion Advisor Code', ADVISOR_MESSAGE);
    expect(screen.getByLabelText(/Fashion Advisor Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/register');
    expect(readRegistrationContact()).toBeNull();
  });

  it('says sending failed, or passes on the wait from a 429', async () => {
    mockFetch([
      ...okRoutes(),
      {
        method: 'POST',
        path: '/api/auth/send-verification',
        status: 503,
        body: { message: 'Mail is down', code: 'UNAVAILABLE' },
      },
    ]);
    const { user } = setup('/register?advisor=FADEMOADVISOR001');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.test');
    await user.click(submitButton());
    await expectToast('Error', 'Failed to send verification. Please try again.');
    expect(submitButton()).toBeEnabled();

    mockFetch([
      ...okRoutes(),
      {
        method: 'POST',
        path: '/api/auth/send-verification',
        status: 429,
        body: { message: 'Please wait 12 seconds before requesting a new code.', code: 'RATE_LIMITED' },
      },
    ]);
    await user.click(submitButton());
    await expectToast('Error', 'Please wait 12 seconds before requesting a new code.');
  });

  it('shows a spinner while working', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
    );
    const { user } = setup('/register?advisor=FADEMOADVISOR001');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.test');
    await user.click(submitButton());
    const busy = screen.getByRole('button', { name: 'Sending code' });
    expect(busy).toBeDisabled();
    release(new Response(JSON.stringify({ success: true, message: 'Verification sent' }), { status: 200 }));
    expect(await screen.findByText('Verify page')).toBeInTheDocument();
  });

  it('opens each policy in a dialog and closes it', async () => {
    mockFetch([]);
    const { user } = setup();
    expect(screen.getByText(/By applying you agree to our/)).toBeInTheDocument();
    for (const [label, title] of [
      ['Terms of Service', 'Terms & Conditions'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Design Protection Policy', 'Design Protection Policy'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('article', { name: title })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: `Close ${title}` }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
