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
  mockFetch([
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
  ]);
  renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], { initialPath: '/dashboard' });
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
});
