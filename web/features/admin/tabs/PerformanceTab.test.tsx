import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAdvisor } from '#contracts/advisor-codes';
import type { Performance } from '#contracts/advisor-stats';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { PerformanceTab } from './PerformanceTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const MEERA = '22222222-2222-4222-8222-222222222222';
const ANIL = '33333333-3333-4333-8333-333333333333';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const me = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'admin@roslis.test',
  role: 'admin',
  firstName: 'Staff',
  lastName: null,
  currentPlan: 'none',
  cardStatus: 'none',
};

const advisor = (id: string, name: string, code: string): AdminAdvisor => ({
  id,
  code,
  name,
  email: `${code.toLowerCase()}@example.test`,
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
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A year by month: March has 3 registrations (Meera 2, Anil 1) and ₹45,000. */
const byMonth = (year: number): Performance => ({
  year,
  month: null,
  advisor: null,
  granularity: 'month',
  years: [2026, 2025],
  buckets: MONTHS.map((label, i) => ({
    key: `${year}-${String(i + 1).padStart(2, '0')}`,
    label,
    registrations: i === 2 ? 3 : 0,
    revenue: i === 2 ? '45000.00' : '0.00',
  })),
  totals: { registrations: 3, revenue: '45000.00' },
  advisors: [
    {
      id: MEERA,
      name: 'Meera Pillai',
      code: 'FAMEERAPILLA4821',
      registrations: 2,
      revenue: '40000.00',
      buckets: MONTHS.map((_, i) => ({
        registrations: i === 2 ? 2 : 0,
        revenue: i === 2 ? '40000.00' : '0.00',
      })),
    },
    {
      id: ANIL,
      name: 'Anil Menon',
      code: 'FAANILMENON12345',
      registrations: 1,
      revenue: '5000.00',
      buckets: MONTHS.map((_, i) => ({
        registrations: i === 2 ? 1 : 0,
        revenue: i === 2 ? '5000.00' : '0.00',
      })),
    },
  ],
});

function open(initialPath = '/admin/performance?year=2026') {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/auth/me', body: me },
    {
      path: '/api/admin/advisor-codes',
      body: [
        advisor(MEERA, 'Meera Pillai', 'FAMEERAPILLA4821'),
        advisor(ANIL, 'Anil Menon', 'FAANILMENON12345'),
      ],
    },
    { path: '/api/admin/performance', body: byMonth(2026) },
  ]);
  renderAt(<PerformanceTab />, initialPath);
  return mock;
}

const performanceCalls = (mock: ReturnType<typeof mockFetch>) =>
  mock.calls.filter((c) => c.url.startsWith('/api/admin/performance')).map((c) => c.url);

describe('Performance tab', () => {
  it('asks for the year in the URL and offers the years that have data and "Whole year"', async () => {
    const mock = open();
    await screen.findByRole('heading', { name: 'Registrations per month' });
    expect(performanceCalls(mock)).toEqual(['/api/admin/performance?year=2026']);
    const year = screen.getByLabelText('Year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['2026', '2025']));
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('Whole year');
    expect(
      within(screen.getByLabelText('Advisor'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All advisors', 'Meera Pillai (FAMEERAPILLA4821)', 'Anil Menon (FAANILMENON12345)']);
    expect(screen.getByText('3 in 2026')).toBeInTheDocument();
    expect(screen.getByText('₹45,000 in 2026')).toBeInTheDocument();
  });

  it('changing the month, the year and the advisor changes the query', async () => {
    const mock = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Registrations per month' });
    await user.selectOptions(screen.getByLabelText('Month'), 'March');
    await waitFor(() => expect(performanceCalls(mock)).toContain('/api/admin/performance?year=2026&month=3'));
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    await waitFor(() => expect(performanceCalls(mock)).toContain('/api/admin/performance?year=2025&month=3'));
    await user.selectOptions(screen.getByLabelText('Advisor'), 'Anil Menon (FAANILMENON12345)');
    await waitFor(() =>
      expect(performanceCalls(mock)).toContain(`/api/admin/performance?year=2025&month=3&advisor=${ANIL}`),
    );
    await user.selectOptions(screen.getByLabelText('Month'), 'Whole year');
    await waitFor(() =>
      expect(performanceCalls(mock)).toContain(`/api/admin/performance?year=2025&advisor=${ANIL}`),
    );
  });

  it('each chart has a table with the numbers per month, in total and per advisor', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Revenue per month, 2026' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Month', 'Total', 'Meera Pillai', 'Anil Menon']);
    const march = within(table).getByRole('row', { name: /March/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹45,000', '₹40,000', '₹5,000']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const registrations = screen.getByRole('table', { name: 'Registrations per month, 2026' });
    expect(within(registrations).getByRole('row', { name: /March/ })).toHaveTextContent('321');
    // The chart itself is described for screen readers, and the table is one click away for everyone.
    expect(
      screen.getByRole('img', { name: /Revenue per month in 2026, in total: ₹45,000/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Show the numbers as a table')).toHaveLength(2);
  });

  it('shows the advisors as lines on request', async () => {
    open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Revenue per month' });
    const card = screen.getByRole('region', { name: 'Revenue per month' });
    await user.click(within(card).getByRole('button', { name: 'By advisor' }));
    expect(within(card).getByRole('button', { name: 'By advisor' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('img', { name: /by advisor/ })).toBeInTheDocument();
  });

  it('shows the server message when a period cannot load', async () => {
    signInStorage();
    mockFetch([
      { path: '/api/auth/me', body: me },
      { path: '/api/admin/advisor-codes', body: [] },
      {
        path: '/api/admin/performance',
        status: 404,
        body: { message: 'No advisor with this id among yours.', code: 'NOT_FOUND' },
      },
    ]);
    renderAt(<PerformanceTab />, `/admin/performance?year=2026&advisor=${ANIL}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No advisor with this id among yours.');
  });
});
