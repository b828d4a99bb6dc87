import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '#contracts/advisor-stats';
import type { MessageStats } from '#contracts/messages';
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

const outcome = (sent: number, failed: number) => ({ sent, failed });
const messageStats: MessageStats = {
  channels: [
    {
      channel: 'email',
      today: outcome(12, 0),
      last7Days: outcome(80, 2),
      last30Days: outcome(1250, 3),
      queued: 1,
    },
    {
      channel: 'sms',
      today: outcome(4, 1),
      last7Days: outcome(20, 1),
      last30Days: outcome(61, 1),
      queued: 0,
    },
    {
      channel: 'whatsapp',
      today: outcome(3, 0),
      last7Days: outcome(9, 0),
      last30Days: outcome(9, 0),
      queued: 2,
    },
  ],
  generatedAt: '2026-11-29T10:00:00.000Z',
};

function open(role: 'admin' | 'subadmin', body: unknown = overview(), status = 200) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/auth/me', body: me(role) },
    { path: '/api/admin/overview', body, status },
    { path: '/api/admin/messages/stats', body: messageStats },
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

  it('shows an admin the messages per channel: sent and failed today, in 7 and 30 days, and waiting', async () => {
    open('admin');
    const table = await screen.findByRole('table', { name: 'Messages' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Channel.*Today.*7 days.*30 days.*Waiting$/),
      'E-mail12 · 080 · 21,250 · 31',
      'SMS4 · 120 · 161 · 10',
      'WhatsApp3 · 09 · 09 · 02',
    ]);
  });

  it('never asks for the message counts as a sub-admin', async () => {
    const mock = open('subadmin');
    await screen.findByLabelText('Totals');
    expect(screen.queryByRole('table', { name: 'Messages' })).not.toBeInTheDocument();
    expect(mock.calls.some((c) => c.url.includes('/api/admin/messages/stats'))).toBe(false);
  });
});
