import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdvisorDashboardProfile, AdvisorRegistration } from '#contracts/advisor-portal';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { AdvisorAuthPage } from './AdvisorAuthPage';
import { AdvisorDashboardPage } from './AdvisorDashboardPage';

const routes = [
  { path: '/advisor-dashboard', element: <AdvisorDashboardPage /> },
  { path: '/advisor-dashboard/:tab', element: <AdvisorDashboardPage /> },
  { path: '/advisor-auth', element: <AdvisorAuthPage /> },
];

const registration = (over: Partial<AdvisorRegistration> = {}): AdvisorRegistration => ({
  id: '00000000-0000-4000-8000-00000000000a',
  customerName: 'Meera Nair',
  customerEmail: 'm***@e***.com',
  customerPhone: null,
  membershipTier: 'gold',
  joinedWithPlan: 'premium',
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
    revenue: '150000.00',
    commissionPending: '500.00',
    commissionPayable: '2000.00',
    commissionPaid: '4500.00',
    commissionHeld: '300.00',
    averageRevenuePerCustomer: '18750.00',
    averageCommissionPerCustomer: '875.00',
  },
  recent: [registration()],
};

/** The Latin words left in a region once the names, code and masked contacts are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  let text = element.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}
const NAMES = [
  'Demo Advisor',
  'FADEMOADVISOR001',
  'Meera Nair',
  'm***@e***.com',
  'QR',
  'PNG',
  'SVG',
  'Roslis',
];

describe('the advisor dashboard in Malayalam', () => {
  it('Overview: the totals, rupees in lakhs, dates and statuses in Malayalam, no English left', async () => {
    await setLanguage('ml');
    mockFetch([{ path: '/api/advisor/profile', body: profile }]);
    const { container } = renderRoutes(routes, { initialPath: '/advisor-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Advisor' })).toBeInTheDocument();
    const totals = screen.getByLabelText('നിങ്ങളുടെ ആകെ കണക്ക്');
    expect(within(totals).getByText('6 അംഗീകരിച്ചു')).toBeInTheDocument();
    expect(within(totals).getByText('₹1,50,000')).toBeInTheDocument();
    expect(
      within(totals).getByText('₹2,000 കിട്ടാനുണ്ട് · ₹800 അംഗീകാരം കാത്ത് (₹300 തടഞ്ഞുവെച്ചത്)'),
    ).toBeInTheDocument();
    expect(screen.getByText('ഗോൾഡ് (പ്രീമിയം ആയി ചേർന്നു)')).toBeInTheDocument();
    expect(screen.getByText('2026 നവം 20')).toBeInTheDocument();
    expect(screen.getByText('കിട്ടാനുണ്ട്')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ചുരുക്കം' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'സൈൻ ഔട്ട്' })).toBeInTheDocument();
    expect(englishIn(container, NAMES)).toEqual([]);
  });

  it('Performance: the months by their Malayalam names in the charts and the table', async () => {
    await setLanguage('ml');
    const months = Array.from({ length: 12 }, (_, i) => ({
      key: `2026-${String(i + 1).padStart(2, '0')}`,
      label: 'x',
      registrations: i === 10 ? 3 : 0,
      revenue: i === 10 ? '25000.00' : '0.00',
      commission: i === 10 ? '2500.00' : '0.00',
    }));
    mockFetch([
      { path: '/api/advisor/profile', body: profile },
      {
        path: '/api/advisor/performance/monthly',
        body: {
          year: 2026,
          years: [2026],
          months,
          totals: { registrations: 3, revenue: '25000.00', commission: '2500.00' },
        },
      },
    ]);
    const { container } = renderRoutes(routes, { initialPath: '/advisor-dashboard/performance' });
    expect(await screen.findByRole('heading', { name: 'മാസം തോറുമുള്ള രജിസ്ട്രേഷനുകൾ' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /2026-ലെ മാസം തോറുമുള്ള കമ്മീഷൻ: ആകെ ₹2,500/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /2026-ലെ രജിസ്ട്രേഷനുകളും/ });
    expect(
      within(within(table).getByRole('row', { name: /നവംബർ/ })).getByText('₹25,000'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('വർഷം')).toHaveValue('2026');
    // The charts drawn: months and rupees on their axes in Malayalam (no Jan, no ₹2.5K).
    await waitFor(() => expect(container.querySelectorAll('[data-chart] svg').length).toBe(2));
    expect(englishIn(container, [...NAMES, 'Show the numbers as a table'])).toEqual([]);
  });

  it('Share Code: copying the link says so in Malayalam', async () => {
    await setLanguage('ml');
    mockFetch([{ path: '/api/advisor/profile', body: profile }]);
    const { container } = renderRoutes(routes, { initialPath: '/advisor-dashboard/share' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ലിങ്ക് കോപ്പി ചെയ്യൂ' }));
    expect(await screen.findByText('ലിങ്ക് കോപ്പി ചെയ്തു!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'നിങ്ങളുടെ രജിസ്ട്രേഷൻ ലിങ്കിന്റെ QR കോഡ്' })).toBeInTheDocument();
    const link = `${window.location.origin}/register?advisor=FADEMOADVISOR001`;
    expect(englishIn(container, [link, ...NAMES])).toEqual([]);
  });

  it('signed out: Access Denied, then the sign-in page with its checks in Malayalam', async () => {
    await setLanguage('ml');
    mockFetch([
      {
        path: '/api/advisor/profile',
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Please sign in with your advisor code.' },
      },
      { method: 'POST', path: '/api/advisor/login', body: { otpSent: true, message: 'sent' } },
    ]);
    renderRoutes(routes, { initialPath: '/advisor-dashboard' });
    expect(await screen.findByRole('heading', { name: 'പ്രവേശനമില്ല' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'അഡ്വൈസർ ലോഗിനിലേക്ക് പോകൂ' }));
    expect(await screen.findByRole('heading', { name: 'അഡ്വൈസർ ലോഗിൻ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'തുടരൂ' }));
    expect(await screen.findByText('നിങ്ങളുടെ അഡ്വൈസർ കോഡ് നൽകൂ.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('അഡ്വൈസർ കോഡ്'), 'fademo');
    await user.click(screen.getByRole('button', { name: 'തുടരൂ' }));
    expect(await screen.findByLabelText('ഇ-മെയിലിൽ വന്ന കോഡ്')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'സൈൻ ഇൻ' }));
    expect(await screen.findByText('ഇ-മെയിലിൽ വന്ന 6 അക്ക കോഡ് നൽകൂ.')).toBeInTheDocument();
  });
});
