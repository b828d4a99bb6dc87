import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '#contracts/advisor-stats';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { OverviewTab } from './OverviewTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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

const overview = (over: Partial<AdminOverview> = {}): AdminOverview => ({
  totalAdvisors: 4,
  activeAdvisors: 3,
  totalRevenue: '250000.00',
  averageRevenue: '62500.00',
  totalRegistrations: 12,
  registrationsThisMonth: 5,
  conversions: 9,
  conversionsPerAdvisor: 2.3,
  conversionRate: 0.75,
  topPerformers: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Meera Pillai',
      code: 'FAMEERAPILLA4821',
      isActive: true,
      totalRevenue: '150000.00',
      totalRegistrations: 6,
      conversions: 5,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Anil Menon',
      code: 'FAANILMENON12345',
      isActive: false,
      totalRevenue: '100000.00',
      totalRegistrations: 6,
      conversions: 4,
    },
  ],
  ...over,
});

function open(role: 'admin' | 'subadmin', body: unknown = overview(), status = 200) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/auth/me', body: me(role) },
    { path: '/api/admin/overview', body, status },
  ]);
  renderAt(<OverviewTab />);
  return mock;
}

describe('Overview tab', () => {
  it("shows the API's numbers on the cards, money in rupees", async () => {
    open('admin');
    const totals = await screen.findByLabelText('Totals');
    expect(totals).toHaveTextContent('Advisors4');
    expect(totals).toHaveTextContent('3 active');
    expect(totals).toHaveTextContent('₹2,50,000');
    expect(totals).toHaveTextContent('₹62,500 average per advisor');
    expect(totals).toHaveTextContent('Registrations12');
    expect(totals).toHaveTextContent('5 this month');
    expect(totals).toHaveTextContent('Conversions9');
    expect(totals).toHaveTextContent('2.3 per advisor · 75% of registrations');
  });

  it('lists the top performers in order with revenue and conversions', async () => {
    open('admin');
    const list = await screen.findByRole('list', { name: 'Top performers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Meera Pillai');
    expect(items[0]).toHaveTextContent('FAMEERAPILLA4821');
    expect(items[0]).toHaveTextContent('₹1,50,000');
    expect(items[0]).toHaveTextContent('5 of 6');
    expect(items[1]).toHaveTextContent('Anil Menon');
    expect(items[1]).toHaveTextContent('Inactive');
    expect(screen.getByRole('link', { name: /See performance/ })).toHaveAttribute(
      'href',
      '/admin/performance',
    );
  });

  it('says so when nobody has registered yet, and words the page for a sub-admin', async () => {
    open('subadmin', overview({ topPerformers: [], totalRegistrations: 0, conversions: 0 }));
    expect(await screen.findByText(/No registrations yet/)).toBeInTheDocument();
    expect(screen.getByText(/The advisors assigned to you/)).toBeInTheDocument();
  });

  it('shows the server message when the numbers cannot load', async () => {
    open('admin', { message: 'The database is busy, try again.', code: 'UNAVAILABLE' }, 503);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy, try again.');
  });
});
