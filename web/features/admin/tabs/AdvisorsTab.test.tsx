import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAdvisor } from '#contracts/advisor-codes';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { AdvisorsTab } from './AdvisorsTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const SUB = '33333333-3333-4333-8333-333333333333';

const advisor = (over: Partial<AdminAdvisor> = {}): AdminAdvisor => ({
  id: '22222222-2222-4222-8222-222222222222',
  code: 'FAMEERAPILLA4821',
  name: 'Meera Pillai',
  email: 'meera@example.test',
  phone: null,
  commissionRate: '10.00',
  isActive: true,
  assignedTo: { id: SUB, email: 'sub@roslis.test', isActive: true },
  totalRevenue: '150000.00',
  totalRegistrations: 4,
  conversions: 3,
  commissionEarned: '15000.00',
  commissionPending: '5000.00',
  commissionPayable: '10000.00',
  commissionPaid: '5000.00',
  commissionHeld: '0.00',
  flaggedRegistrations: 0,
  flaggedUndecided: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const me = (role: string) => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: `${role}@roslis.test`,
  role,
  firstName: 'Staff',
  lastName: null,
  currentPlan: 'none',
  cardStatus: 'none',
});

function open(role: 'admin' | 'subadmin', routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/auth/me', body: me(role) },
    { path: '/api/admin/advisor-codes', body: [advisor()] },
    {
      path: '/api/admin/sub-admins',
      body: [
        {
          id: SUB,
          subAdmin: { id: SUB, email: 'sub@roslis.test' },
          email: 'sub@roslis.test',
          createdAt: '2026-11-01T00:00:00.000Z',
          isActive: true,
          assignedAdvisors: [],
          assignedAdvisorsCount: 0,
        },
      ],
    },
    ...routes,
  ]);
  renderAt(<AdvisorsTab />);
  return mock;
}

describe('Fashion Advisors tab', () => {
  it('lists code, name, e-mail, revenue in rupees, conversions, status and assignee', async () => {
    open('admin');
    const table = await screen.findByRole('table', { name: 'Fashion advisors' });
    const row = within(table).getByRole('row', { name: /FAMEERAPILLA4821/ });
    expect(row).toHaveTextContent('Meera Pillai');
    expect(row).toHaveTextContent('meera@example.test');
    expect(row).toHaveTextContent('₹1,50,000');
    expect(row).toHaveTextContent('3 of 4');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('sub@roslis.test');
    // The phone layout has the same advisor as a card.
    expect(
      within(screen.getByRole('list', { name: 'Fashion advisors' })).getByText('Meera Pillai'),
    ).toBeVisible();
  });

  it('creates a code with the default rate 10.00 and the chosen sub-admin, then toasts it', async () => {
    const user = userEvent.setup();
    const mock = open('admin', [
      {
        method: 'POST',
        path: '/api/admin/advisor-codes',
        status: 201,
        body: advisor({ code: 'FAASHA0000000001', name: 'Asha' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Create Advisor Code/ }));
    const form = await screen.findByRole('form', { name: 'Create Advisor Code' });
    expect(within(form).getByLabelText('Commission rate (%)')).toHaveValue(10);
    expect(within(form).getByLabelText('Commission rate (%)')).toHaveAttribute('step', '0.01');
    await user.type(within(form).getByLabelText('Name'), 'Asha');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.test');
    await user.selectOptions(await within(form).findByLabelText('Assign to a sub-admin'), SUB);
    await user.click(within(form).getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Advisor code created')).toBeInTheDocument();
    expect(screen.getByText('FAASHA0000000001 for Asha.')).toBeInTheDocument();
    const post = mock.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Asha',
      email: 'asha@example.test',
      phone: null,
      commissionRate: '10.00',
      assignedTo: SUB,
    });
  });

  it('checks the rate in the browser, and shows the spec’s toast when the server fails', async () => {
    const user = userEvent.setup();
    const mock = open('admin', [{ method: 'POST', path: '/api/admin/advisor-codes', status: 500, body: {} }]);
    await user.click(await screen.findByRole('button', { name: /Create Advisor Code/ }));
    const form = await screen.findByRole('form', { name: 'Create Advisor Code' });
    await user.type(within(form).getByLabelText('Name'), 'Asha');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.test');
    const rate = within(form).getByLabelText('Commission rate (%)');
    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(within(form).getByRole('button', { name: 'Create Code' }));
    expect(
      await within(form).findByText(
        'Commission rate must be a number from 0 to 100 with at most two decimals.',
      ),
    ).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Failed to create advisor code.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('a sub-admin creates advisors for itself (no assignee choice)', async () => {
    const user = userEvent.setup();
    open('subadmin');
    await user.click(await screen.findByRole('button', { name: /Create Advisor Code/ }));
    const form = await screen.findByRole('form', { name: 'Create Advisor Code' });
    expect(within(form).queryByLabelText('Assign to a sub-admin')).not.toBeInTheDocument();
    expect(within(form).getByText('The new advisor will be assigned to you.')).toBeInTheDocument();
  });

  it('deactivates after a confirmation', async () => {
    const user = userEvent.setup();
    const mock = open('admin', [
      {
        method: 'POST',
        path: /\/api\/admin\/advisor-codes\/.+\/status$/,
        body: advisor({ isActive: false }),
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Fashion advisors' });
    await user.click(within(table).getByRole('button', { name: /Deactivate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this advisor?' });
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Advisor deactivated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({ active: false });
  });

  it('shows commission by status and the flagged registrations', async () => {
    open('admin', [
      {
        path: '/api/admin/advisor-codes',
        body: [advisor({ commissionHeld: '625.00', flaggedRegistrations: 2, flaggedUndecided: 1 })],
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Fashion advisors' });
    const row = within(table).getByRole('row', { name: /FAMEERAPILLA4821/ });
    expect(row).toHaveTextContent('Payable₹10,000');
    expect(row).toHaveTextContent('Pending₹5,000');
    expect(row).toHaveTextContent('Paid₹5,000');
    expect(row).toHaveTextContent('Held₹625');
    expect(row).toHaveTextContent('2 flagged, 1 to decide');
    expect(within(row).getByTitle(/₹625 of commission is held/)).toBeInTheDocument();
  });

  it('records a payout for an admin with the reference and date, then toasts it', async () => {
    const user = userEvent.setup();
    const mock = open('admin', [
      { path: '/api/admin/advisor-codes/22222222-2222-4222-8222-222222222222/payouts', body: [] },
      {
        method: 'POST',
        path: '/api/admin/advisor-codes/22222222-2222-4222-8222-222222222222/payouts',
        status: 201,
        body: {
          id: '44444444-4444-4444-8444-444444444444',
          advisorId: '22222222-2222-4222-8222-222222222222',
          amount: '10000.00',
          commissions: 3,
          reference: 'NEFT123',
          paidOn: '2026-01-15',
          createdBy: { id: SUB, email: 'admin@roslis.test' },
          createdAt: '2026-01-15T10:00:00.000Z',
        },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Fashion advisors' });
    await user.click(await within(table).findByRole('button', { name: /Record payout/ }));
    const form = await screen.findByRole('form', { name: 'Record payout' });
    expect(within(form).getByTestId('payout-amount')).toHaveTextContent('₹10,000');
    // The reference is required.
    await user.click(within(form).getByRole('button', { name: 'Pay ₹10,000' }));
    expect(
      await within(form).findByText(
        'Enter the payment reference (1 to 100 characters), e.g. the bank transfer id.',
      ),
    ).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText(/Payment reference/), 'NEFT123');
    const date = within(form).getByLabelText(/Paid on/);
    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.click(within(form).getByRole('button', { name: 'Pay ₹10,000' }));
    expect(await screen.findByText('Payout recorded')).toBeInTheDocument();
    expect(screen.getByText('₹10,000 to Meera Pillai, reference NEFT123.')).toBeInTheDocument();
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({
      reference: 'NEFT123',
      paidOn: '2026-01-15',
    });
  });

  it('offers no payout to a sub-admin', async () => {
    open('subadmin');
    const table = await screen.findByRole('table', { name: 'Fashion advisors' });
    expect(within(table).queryByRole('button', { name: /Record payout/ })).toBeNull();
  });

  it('disables Record payout when nothing is payable', async () => {
    open('admin', [{ path: '/api/admin/advisor-codes', body: [advisor({ commissionPayable: '0.00' })] }]);
    const table = await screen.findByRole('table', { name: 'Fashion advisors' });
    expect(await within(table).findByRole('button', { name: /Record payout/ })).toBeDisabled();
  });
});
