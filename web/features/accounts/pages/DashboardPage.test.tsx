import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tier } from '#contracts/membership';
import { EMPTY_PREFERENCES } from '#contracts/profile';
import { account, profile, USER_ID } from '../../../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tier = (id: Tier['id'], price: string, invitationOnly = false): Tier => ({
  id,
  name: id,
  price,
  annualFee: null,
  validity: 'lifetime',
  purchasable: !invitationOnly,
  invitationOnly,
  sandboxOnly: false,
  tagline: '',
  benefits: [],
});

function setup(over: Parameters<typeof account>[0] = {}, accountStatus = 200) {
  signInStorage();
  const mock = mockFetch([
    {
      path: `/api/auth/account/${USER_ID}`,
      status: accountStatus,
      body: accountStatus === 200 ? account(over) : { message: 'x', code: 'UNAUTHENTICATED' },
    },
    { path: `/api/auth/profile/${USER_ID}`, body: { ...profile(), ...EMPTY_PREFERENCES, updatedAt: null } },
    {
      path: '/api/membership/tiers',
      body: [tier('premium', '5000.00'), tier('gold', '20000.00'), tier('platinum', '25000.00', true)],
    },
    { path: '/api/user/points', body: { balance: 0, activity: [] } },
    { path: '/api/auth/signout', body: { success: true } },
  ]);
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialPath: '/dashboard' },
  );
  return { ...mock, ...view };
}

describe('DashboardPage', () => {
  it('shows Profile, Membership with upgrade cards above the current plan, and Settings', async () => {
    const user = userEvent.setup();
    setup({ currentPlan: 'premium', cardStatus: 'active', hasPassword: true });
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Create a password' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    const cards = await screen.findByRole('region', { name: 'Upgrade your card' });
    expect(within(cards).getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute(
      'href',
      '/upgrade?plan=gold&from=premium',
    );
    expect(within(cards).getByText('By invitation')).toBeInTheDocument();
    expect(within(cards).queryByText(/Premium/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('asks an account without a password to create one, with Password Mismatch and Weak Password', async () => {
    const user = userEvent.setup();
    setup({ hasPassword: false });
    const form = await screen.findByRole('form', { name: 'Create a password' });
    await user.type(within(form).getByLabelText('Password'), 'Kasavu@2026');
    await user.type(within(form).getByLabelText('Confirm password'), 'Kasavu@2027');
    await user.click(within(form).getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Password'));
    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Password'), 'weak');
    await user.type(within(form).getByLabelText('Confirm password'), 'weak');
    await user.click(within(form).getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('Weak Password')).toBeInTheDocument();
  });

  it("says 'Session expired. Please login again.' when no account loads", async () => {
    setup({}, 401);
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('Logout ends the server session, clears the stored sign-in and goes home', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup({ hasPassword: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/signout')).toBe(true);
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a waiting applicant her application under review and what happens next, not a member card', async () => {
    const user = userEvent.setup();
    setup({ currentPlan: 'premium', cardStatus: 'pending_review', hasPassword: true });
    const state = await screen.findByRole('region', { name: 'Your application is under review' });
    expect(within(state).getByText(/within 3-5 business days/)).toBeInTheDocument();
    expect(within(state).getByText(/We may reach out by a call or an e-mail/)).toBeInTheDocument();
    expect(within(state).getByText(/Once you are approved, your card is activated/)).toBeInTheDocument();
    expect(screen.getByText(/Premium card · Application pending review/)).toBeInTheDocument();
    expect(screen.queryByText(/Lifetime \(no expiry\)/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    await screen.findByRole('heading', { name: 'My Membership' });
    expect(screen.queryByText('Member since')).toBeNull();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.queryByText(/Lifetime \(no expiry\)/)).toBeNull();
  });

  it('says a rejected application was not approved', async () => {
    setup({ currentPlan: 'gold', cardStatus: 'rejected', hasPassword: true });
    expect(
      await screen.findByRole('region', { name: 'Your application was not approved' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Gold card · Application not approved/)).toBeInTheDocument();
  });

  it('an approved member sees her active card and its expiry, and no application panel', async () => {
    setup({ currentPlan: 'premium', cardStatus: 'active', hasPassword: true });
    expect(await screen.findByText(/Premium card · Lifetime \(no expiry\)/)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your application/ })).toBeNull();
  });
});
