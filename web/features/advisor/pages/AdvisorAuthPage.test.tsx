import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADVISOR_PORTAL_MESSAGES } from '#contracts/advisor-portal';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { AdvisorAuthPage } from './AdvisorAuthPage';

const routes = [
  { path: '/advisor-auth', element: <AdvisorAuthPage /> },
  { path: '/advisor-dashboard', element: <p>Advisor dashboard</p> },
];
const sent = { otpSent: true, message: ADVISOR_PORTAL_MESSAGES.codeSent };
const advisor = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'FADEMOADVISOR001',
  name: 'Demo Advisor',
  email: 'advisor@roslis.test',
  commissionRate: '10.00',
  memberSince: '2026-01-01T00:00:00.000Z',
};

function render() {
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, { initialPath: '/advisor-auth' }) };
}

describe('AdvisorAuthPage', () => {
  it('forces the code to upper case, then asks for the e-mailed code and opens the dashboard', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/api/advisor/login', body: sent }]);
    const { user, router } = render();
    expect(screen.getByText(ADVISOR_PORTAL_MESSAGES.helpText)).toBeInTheDocument();
    const field = screen.getByLabelText('Advisor Code');
    await user.type(field, 'fademoadvisor001');
    expect(field).toHaveValue('FADEMOADVISOR001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const otp = await screen.findByLabelText('Code from the e-mail');
    expect(otp).toHaveFocus();
    expect(calls[0]!.body).toEqual({ code: 'FADEMOADVISOR001' });

    // A short code is caught before the server.
    await user.type(otp, '12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    mockFetch([
      {
        method: 'POST',
        path: '/api/advisor/login',
        body: { advisor, expiresAt: '2026-11-25T22:00:00.000Z' },
      },
    ]);
    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Advisor dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advisor-dashboard');
  });

  it("says 'Login Failed' / 'Invalid credentials' for a wrong e-mailed code, and clears it", async () => {
    mockFetch([{ method: 'POST', path: '/api/advisor/login', body: sent }]);
    const { user } = render();
    await user.type(screen.getByLabelText('Advisor Code'), 'FANOSUCHCODE0000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const otp = await screen.findByLabelText('Code from the e-mail');
    mockFetch([
      {
        method: 'POST',
        path: '/api/advisor/login',
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: ADVISOR_PORTAL_MESSAGES.invalidCredentials },
      },
    ]);
    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(ADVISOR_PORTAL_MESSAGES.loginFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(ADVISOR_PORTAL_MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(otp).toHaveValue('');
    // Another code can be tried.
    await user.click(screen.getByRole('button', { name: 'Use another advisor code' }));
    expect(screen.getByLabelText('Advisor Code')).toBeInTheDocument();
  });

  it('asks for a code before calling the server', async () => {
    const { calls } = mockFetch([]);
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your advisor code.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
