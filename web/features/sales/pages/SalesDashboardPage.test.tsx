import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesPerson, SalesRegistration, SalesStats } from '#contracts/sales';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { SalesDashboardPage } from './SalesDashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const PRIYA = '22222222-2222-4222-8222-222222222222';

const person = (over: Partial<SalesPerson> = {}): SalesPerson => ({
  id: PRIYA,
  name: 'Priya Nair',
  email: 'priya@example.test',
  phone: null,
  region: 'kerala',
  commissionRate: '10.00',
  referralCode: 'SPPRIYANAIR12345',
  isActive: true,
  registrations: 3,
  totalRevenue: '150000.00',
  commission: '15000.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const registration = (over: Partial<SalesRegistration> = {}): SalesRegistration => ({
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Ananya',
  lastName: 'Menon',
  email: 'a***@e***.com',
  plan: 'premium',
  amount: '5000.00',
  paymentStatus: 'paid',
  createdAt: '2026-11-21T10:00:00.000Z',
  salesPerson: { id: PRIYA, name: 'Priya Nair', referralCode: 'SPPRIYANAIR12345' },
  ...over,
});

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const stats: SalesStats = {
  salesPerson: person(),
  year: 2026,
  years: [2026, 2025],
  totals: { registrations: 3, revenue: '150000.00', commission: '15000.00' },
  months: months.map((label, i) => ({
    key: `2026-${String(i + 1).padStart(2, '0')}`,
    label,
    registrations: label === 'Nov' ? 3 : 0,
    revenue: label === 'Nov' ? '150000.00' : '0.00',
    commission: label === 'Nov' ? '15000.00' : '0.00',
  })),
};

const me = (role: string) => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: `${role}@roslis.test`,
  role,
  firstName: 'Staff',
  lastName: null,
  currentPlan: 'none',
  cardStatus: 'none',
});

function open(role = 'admin', routes: Parameters<typeof mockFetch>[0] = [], path = '/sales-dashboard') {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/auth/me', body: me(role) },
    {
      path: '/api/sales-people',
      body: [
        person(),
        person({
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Ravi Kumar',
          referralCode: 'SPRAVIKUMAR00001',
          region: 'telangana',
          registrations: 1,
          totalRevenue: '20000.00',
          commission: '2000.00',
          isActive: false,
        }),
      ],
    },
    {
      path: '/api/registrations',
      body: [
        registration(),
        registration({
          id: '66666666-6666-4666-8666-666666666666',
          firstName: 'Devi',
          lastName: 'R',
          paymentStatus: 'refunded',
          plan: 'gold',
          amount: '20000.00',
        }),
      ],
    },
    { path: `/api/sales-people/${PRIYA}/stats`, body: stats },
    ...routes,
  ]);
  renderAt(<SalesDashboardPage />, path);
  return mock;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Name'), 'Asha Thomas');
  await user.type(within(form).getByLabelText('Email'), 'asha@example.test');
  await user.selectOptions(within(form).getByLabelText('Region'), 'karnataka');
}

describe('Sales dashboard', () => {
  it('shows the totals, a card per person and the 5 most recent registrations', async () => {
    const mock = open();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Sales people2'));
    expect(totals).toHaveTextContent('1 active');
    expect(totals).toHaveTextContent('Registrations4');
    expect(totals).toHaveTextContent('₹1,70,000');
    expect(totals).toHaveTextContent('₹17,000');

    const team = screen.getByRole('list', { name: 'Sales team' });
    const priya = within(team).getByText('Priya Nair').closest('li')!;
    expect(priya).toHaveTextContent('SPPRIYANAIR12345');
    expect(priya).toHaveTextContent('Kerala');
    expect(priya).toHaveTextContent('Registrations3');
    expect(priya).toHaveTextContent('₹1,50,000');
    expect(within(team).getByText('Ravi Kumar').closest('li')).toHaveTextContent('Inactive');

    const table = await screen.findByRole('table', { name: 'Recent registrations' });
    const paid = within(table).getByRole('row', { name: /Ananya Menon/ });
    expect(paid).toHaveTextContent('a***@e***.com');
    expect(paid).toHaveTextContent('Premium');
    expect(paid).toHaveTextContent('₹5,000');
    expect(paid).toHaveTextContent('Paid');
    expect(within(table).getByRole('row', { name: /Devi R/ })).toHaveTextContent('Refunded');
    expect(mock.calls.find((c) => c.url.startsWith('/api/registrations'))!.url).toBe(
      '/api/registrations?limit=5',
    );
    // Stats are fetched only when a person is selected.
    expect(mock.calls.some((c) => c.url.includes('/stats'))).toBe(false);
  });

  it('adds a sales person with the default rate 10.00 and the chosen region, then toasts the code', async () => {
    const user = userEvent.setup();
    const mock = open('admin', [
      {
        method: 'POST',
        path: '/api/sales-people',
        status: 201,
        body: person({ id: PRIYA, name: 'Asha Thomas', referralCode: 'SPASHATHOMAS1234' }),
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Add Sales Person' });
    const rate = within(form).getByLabelText('Commission rate (%)');
    expect(rate).toHaveValue(10);
    expect(rate).toHaveAttribute('step', '0.01');
    await fillForm(user, form);
    await user.type(within(form).getByLabelText('Phone (optional)'), '98470 12345');
    await user.click(within(form).getByRole('button', { name: 'Add Sales Person' }));
    expect(await screen.findByText('Sales person added')).toBeInTheDocument();
    expect(screen.getByText('Asha Thomas: referral code SPASHATHOMAS1234.')).toBeInTheDocument();
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Asha Thomas',
      email: 'asha@example.test',
      phone: '+919847012345',
      region: 'karnataka',
      commissionRate: '10.00',
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('checks the form in the browser before anything is sent', async () => {
    const user = userEvent.setup();
    const mock = open();
    const form = await screen.findByRole('form', { name: 'Add Sales Person' });
    await user.type(within(form).getByLabelText('Name'), 'Asha');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.test');
    const rate = within(form).getByLabelText('Commission rate (%)');
    await user.clear(rate);
    await user.type(rate, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Add Sales Person' }));
    expect(
      await within(form).findByText(
        'Choose a region: Kerala, Karnataka, Tamil Nadu, Andhra Pradesh or Telangana.',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Commission rate must be a number from 0 to 100 with at most two decimals.'),
    ).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the spec’s toast when adding fails, and the server’s word under the field', async () => {
    const user = userEvent.setup();
    open('admin', [
      {
        method: 'POST',
        path: '/api/sales-people',
        status: 409,
        body: {
          message: 'A sales person with this e-mail already exists.',
          code: 'CONFLICT',
          fieldErrors: { email: ['A sales person with this e-mail already exists.'] },
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Add Sales Person' });
    await fillForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add Sales Person' }));
    expect(await screen.findByText('Failed to add sales person. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(form).getByText('A sales person with this e-mail already exists.')).toBeInTheDocument();
  });

  it('shows a selected person’s monthly stats as a chart and a table', async () => {
    const user = userEvent.setup();
    const mock = open();
    const team = await screen.findByRole('list', { name: 'Sales team' });
    await user.click(within(team).getByRole('button', { name: 'View stats for Priya Nair' }));
    const panel = await screen.findByRole('region', { name: 'Priya Nair' });
    const table = await within(panel).findByRole('table', {
      name: /Priya Nair: registrations, revenue and commission per month, 2026/,
    });
    const nov = within(table).getByRole('row', { name: /Nov/ });
    expect(nov).toHaveTextContent('3');
    expect(nov).toHaveTextContent('₹1,50,000');
    expect(nov).toHaveTextContent('₹15,000');
    expect(within(panel).getByRole('img', { name: /Revenue per month in 2026/ })).toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText('Year'), '2025');
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url === `/api/sales-people/${PRIYA}/stats?year=2025`)).toBe(true),
    );
    await user.click(within(panel).getByRole('button', { name: 'Close the stats' }));
    expect(screen.queryByRole('region', { name: 'Priya Nair' })).not.toBeInTheDocument();
  });

  it('opens on the person named in the URL (?person=id)', async () => {
    open('admin', [], `/sales-dashboard?person=${PRIYA}`);
    const panel = await screen.findByRole('region', { name: 'Priya Nair' });
    expect(await within(panel).findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide stats for Priya Nair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('copies a referral code', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    open();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const team = await screen.findByRole('list', { name: 'Sales team' });
    await user.click(within(team).getByRole('button', { name: 'Copy SPPRIYANAIR12345' }));
    expect(writeText).toHaveBeenCalledWith('SPPRIYANAIR12345');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it.each(['customer', 'subadmin'])(
    'refuses a signed-in %s and asks nothing of the sales API',
    async (role) => {
      const mock = open(role);
      expect(
        await screen.findByRole('heading', { name: 'This page is for Roslis admins' }),
      ).toBeInTheDocument();
      expect(
        mock.calls.some(
          (c) => c.url.startsWith('/api/sales-people') || c.url.startsWith('/api/registrations'),
        ),
      ).toBe(false);
    },
  );
});
