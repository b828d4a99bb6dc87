import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubAdmin } from '#contracts/staff';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { SubAdminsTab } from './SubAdminsTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const ADVISOR = '22222222-2222-4222-8222-222222222222';

const sub = (over: Partial<SubAdmin> = {}): SubAdmin => ({
  id: '33333333-3333-4333-8333-333333333333',
  subAdmin: { id: '33333333-3333-4333-8333-333333333333', email: 'priya@roslis.test' },
  email: 'priya@roslis.test',
  createdAt: '2026-11-01T00:00:00.000Z',
  isActive: true,
  assignedAdvisors: [{ id: ADVISOR, code: 'FAMEERAPILLA4821', name: 'Meera Pillai' }],
  assignedAdvisorsCount: 1,
  ...over,
});

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/admin/sub-admins', body: [sub()] },
    {
      path: '/api/admin/advisor-codes',
      body: [
        {
          id: ADVISOR,
          code: 'FAMEERAPILLA4821',
          name: 'Meera Pillai',
          email: 'meera@example.test',
          phone: null,
          commissionRate: '10.00',
          isActive: true,
          assignedTo: null,
          totalRevenue: '0.00',
          totalRegistrations: 0,
          conversions: 0,
          commissionEarned: '0.00',
          commissionPending: '0.00',
          commissionPayable: '0.00',
          commissionPaid: '0.00',
          commissionHeld: '0.00',
          flaggedRegistrations: 0,
          flaggedUndecided: 0,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    ...routes,
  ]);
  renderAt(<SubAdminsTab />);
  return mock;
}

describe('Sub Admins tab', () => {
  it('lists e-mail, created, assigned advisors count and status', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Sub-admins' });
    const row = within(table).getByRole('row', { name: /priya@roslis.test/ });
    expect(row).toHaveTextContent('1');
    expect(row).toHaveTextContent('FAMEERAPILLA4821');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('2026');
  });

  it('creates a sub-admin in two steps: the e-mail code, then code, password and advisors', async () => {
    const user = userEvent.setup();
    const mock = open([
      {
        method: 'POST',
        path: '/api/admin/sub-admins/verify-email',
        body: { success: true, message: 'sent' },
      },
      { method: 'POST', path: '/api/admin/sub-admins', status: 201, body: sub({ email: 'new@roslis.test' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: /Create Sub Admin/ }));
    const step1 = await screen.findByRole('form', { name: "Verify the sub-admin's e-mail" });
    await user.type(within(step1).getByLabelText('Email'), 'New@Roslis.test');
    await user.click(within(step1).getByRole('button', { name: 'Send Verification Code' }));
    const step2 = await screen.findByRole('form', { name: 'Create the sub-admin' });
    expect(within(step2).getByText('new@roslis.test')).toBeInTheDocument();
    await user.type(within(step2).getByLabelText('Verification code'), '123456');
    await user.type(within(step2).getByLabelText('Password'), 'weak');
    expect(within(step2).getByText('At least 8 characters')).toHaveTextContent('(not yet)');
    await user.click(within(step2).getByRole('button', { name: 'Create Sub Admin' }));
    expect(await within(step2).findByText(/Password must be at least 8 characters/)).toBeInTheDocument();
    expect(mock.calls.some((c) => c.url === '/api/admin/sub-admins' && c.method === 'POST')).toBe(false);

    await user.clear(within(step2).getByLabelText('Password'));
    await user.type(within(step2).getByLabelText('Password'), 'Staff@2026!');
    await user.click(within(step2).getByRole('button', { name: 'FAMEERAPILLA4821' }));
    await user.click(within(step2).getByRole('button', { name: 'Create Sub Admin' }));
    expect(await screen.findByText('Sub-admin created')).toBeInTheDocument();
    const create = mock.calls.find((c) => c.url === '/api/admin/sub-admins' && c.method === 'POST')!;
    expect(create.body).toEqual({
      email: 'new@roslis.test',
      verificationCode: '123456',
      password: 'Staff@2026!',
      assignedAdvisors: [ADVISOR],
    });
    expect(mock.calls.find((c) => c.url.endsWith('/verify-email'))!.body).toEqual({
      email: 'new@roslis.test',
    });
  });

  it('shows the server’s words when the code cannot be sent, and the spec’s when there are none', async () => {
    const user = userEvent.setup();
    open([
      {
        method: 'POST',
        path: '/api/admin/sub-admins/verify-email',
        status: 409,
        body: {
          message: 'This e-mail already belongs to a Roslis account.',
          code: 'CONFLICT',
          fieldErrors: { email: ['This e-mail already belongs to a Roslis account.'] },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Create Sub Admin/ }));
    const step1 = await screen.findByRole('form', { name: "Verify the sub-admin's e-mail" });
    await user.type(within(step1).getByLabelText('Email'), 'member@roslis.test');
    await user.click(within(step1).getByRole('button', { name: 'Send Verification Code' }));
    expect(
      await within(step1).findByText('This e-mail already belongs to a Roslis account.'),
    ).toBeInTheDocument();
  });

  it('deactivates after a confirmation', async () => {
    const user = userEvent.setup();
    const mock = open([
      { method: 'POST', path: /\/api\/admin\/sub-admins\/.+\/status$/, body: sub({ isActive: false }) },
    ]);
    const table = await screen.findByRole('table', { name: 'Sub-admins' });
    await user.click(within(table).getByRole('button', { name: /Deactivate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this sub-admin?' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Sub-admin deactivated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({ active: false });
  });
});
