import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdvisorDashboardProfile, AdvisorRegistration } from '#contracts/advisor-portal';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { AdvisorDashboardPage } from './AdvisorDashboardPage';

const routes = [
  { path: '/advisor-dashboard', element: <AdvisorDashboardPage /> },
  { path: '/advisor-dashboard/:tab', element: <AdvisorDashboardPage /> },
  { path: '/advisor-auth', element: <p>Advisor login page</p> },
];

const registration = (over: Partial<AdvisorRegistration> = {}): AdvisorRegistration => ({
  id: '00000000-0000-4000-8000-00000000000a',
  customerName: 'Meera Nair',
  customerEmail: 'm***@e***.com',
  customerPhone: null,
  membershipTier: 'gold',
  joinedWithPlan: 'gold',
  registrationDate: '2026-11-20T06:30:00.000Z',
  applicationStatus: 'approved',
  revenue: '20000.00',
  commission: '2000.00',
  commissionStatus: 'payable',
  ...over,
});

const profile: AdvisorDashboardProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'FADEMOADVISOR001',
  name: 'Demo Advisor',
  email: 'advisor@roslis.test',
  commissionRate: '10.00',
  memberSince: '2026-01-01T00:00:00.000Z',
  totals: {
    registrations: 8,
    conversions: 6,
    revenue: '70000.00',
    commissionPending: '500.00',
    commissionPayable: '2000.00',
    commissionPaid: '4500.00',
    commissionHeld: '0.00',
    averageRevenuePerCustomer: '8750.00',
    averageCommissionPerCustomer: '875.00',
  },
  recent: [
    registration(),
    registration({
      id: '00000000-0000-4000-8000-00000000000b',
      customerName: null,
      customerEmail: null,
      customerPhone: '+91******3210',
      applicationStatus: 'pending_review',
      commissionStatus: 'pending',
      membershipTier: 'premium',
      joinedWithPlan: 'premium',
      revenue: '5000.00',
      commission: '500.00',
    }),
  ],
};

function render(path = '/advisor-dashboard', extra: Parameters<typeof mockFetch>[0] = []) {
  const fetch = mockFetch([{ path: '/api/advisor/profile', body: profile }, ...extra]);
  return { user: userEvent.setup(), ...fetch, ...renderRoutes(routes, { initialPath: path }) };
}

describe('AdvisorDashboardPage', () => {
  it('signed out: Access Denied with a link to /advisor-auth', async () => {
    mockFetch([
      {
        path: '/api/advisor/profile',
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Please sign in with your advisor code.' },
      },
    ]);
    renderRoutes(routes, { initialPath: '/advisor-dashboard/registrations' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Advisor Login' })).toHaveAttribute(
      'href',
      '/advisor-auth',
    );
  });

  it('Overview: the totals, commission earned against paid out, and the recent registrations', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Advisor' })).toBeInTheDocument();
    const totals = screen.getByLabelText('Your totals');
    expect(within(totals).getByText('8')).toBeInTheDocument();
    expect(within(totals).getByText('6 approved')).toBeInTheDocument();
    expect(within(totals).getByText('₹70,000')).toBeInTheDocument();
    // Earned = payable + paid; paid out with what is still to be paid and pending.
    expect(within(totals).getByText('₹6,500')).toBeInTheDocument();
    expect(within(totals).getByText('₹4,500')).toBeInTheDocument();
    expect(within(totals).getByText('₹2,000 to be paid · ₹500 pending')).toBeInTheDocument();
    expect(screen.getByText('Meera Nair')).toBeInTheDocument();
    expect(screen.getByText('m***@e***.com')).toBeInTheDocument();
    expect(screen.getAllByText('+91******3210').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/advisor-dashboard/registrations',
    );
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('Registrations: the full list, a page at a time', async () => {
    const { user } = render('/advisor-dashboard/registrations', [
      {
        path: '/api/advisor/registrations',
        body: [registration()],
        headers: { 'X-Next-Cursor': 'next-page' },
      },
    ]);
    // The table (wide screens) and the cards (phones, shown by CSS below 768 px) hold the same rows.
    const name = 'Registrations made with your code, newest first';
    const table = await screen.findByRole('table', { name });
    expect(within(table).getByText('Meera Nair')).toBeInTheDocument();
    expect(within(table).getByText('To be paid')).toBeInTheDocument();
    mockFetch([
      { path: '/api/advisor/profile', body: profile },
      {
        path: '/api/advisor/registrations',
        body: [registration({ id: '00000000-0000-4000-8000-00000000000c', customerName: 'Asha Thomas' })],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Asha Thomas')).toBeInTheDocument();
    expect(within(table).getByText('Meera Nair')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByText(/Meera Nair|Asha Thomas/).textContent)).toEqual([
      'Meera Nair',
      'Asha Thomas',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('Registrations: the plan she holds now, and the one she joined with after an upgrade', async () => {
    render('/advisor-dashboard/registrations', [
      {
        path: '/api/advisor/registrations',
        body: [
          registration({ membershipTier: 'gold', joinedWithPlan: 'premium' }),
          registration({
            id: '00000000-0000-4000-8000-00000000000d',
            customerName: 'Asha Thomas',
            membershipTier: 'premium',
            joinedWithPlan: 'premium',
          }),
        ],
      },
    ]);
    const upgraded = (await screen.findAllByText('Meera Nair'))[0]!.closest('tr, li')!;
    expect(within(upgraded as HTMLElement).getByText('Gold (joined Premium)')).toBeInTheDocument();
    const same = screen.getAllByText('Asha Thomas')[0]!.closest('tr, li')!;
    expect(within(same as HTMLElement).getByText('Premium')).toBeInTheDocument();
    expect(within(same as HTMLElement).queryByText(/joined/)).toBeNull();
  });

  it('Performance: the months as charts and a table', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      key: `2026-${String(i + 1).padStart(2, '0')}`,
      label: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][i]!,
      registrations: i === 10 ? 3 : 0,
      revenue: i === 10 ? '25000.00' : '0.00',
      commission: i === 10 ? '2500.00' : '0.00',
    }));
    const { calls } = render('/advisor-dashboard/performance', [
      {
        path: '/api/advisor/performance/monthly',
        body: {
          year: 2026,
          years: [2026, 2025],
          months,
          totals: { registrations: 3, revenue: '25000.00', commission: '2500.00' },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Registrations per month' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Commission per month in 2026: ₹2,500 in all/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /per month, 2026/ });
    const november = within(table).getByRole('row', { name: /November/ });
    expect(within(november).getByText('₹25,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2026');
    await userEvent.setup().selectOptions(screen.getByLabelText('Year'), '2025');
    expect(calls.some((c) => c.url === '/api/advisor/performance/monthly?year=2025')).toBe(true);
  });

  it('Share Code: the code, the registration link and the QR code to download', async () => {
    render('/advisor-dashboard/share');
    const codeCard = await screen.findByRole('region', { name: 'Your advisor code' });
    expect(within(codeCard).getByText('FADEMOADVISOR001')).toBeInTheDocument();
    expect(within(codeCard).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(codeCard).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const link = `${window.location.origin}/register?advisor=FADEMOADVISOR001`;
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByRole('img', { name: 'QR code of your registration link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SVG' })).toBeInTheDocument();
  });

  it('Copy link puts the registration link on the clipboard and says so', async () => {
    const { user } = render('/advisor-dashboard/share');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/register?advisor=FADEMOADVISOR001`,
    );
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('Logout ends the session and goes to /advisor-auth', async () => {
    const { user, calls, router } = render('/advisor-dashboard', [
      { method: 'POST', path: '/api/advisor/logout', body: { success: true } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Advisor login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advisor-auth');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/advisor/logout')).toBe(true);
  });
});
