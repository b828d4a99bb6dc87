import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalesPerson, SalesRegistration, SalesStats } from '#contracts/sales';
import { setLanguage } from '../../../lib/i18n';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { SalesDashboardPage } from './SalesDashboardPage';

afterEach(() => {
  localStorage.clear();
  resetToasts();
});

const PRIYA = '22222222-2222-4222-8222-222222222222';
const person: SalesPerson = {
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
};
const registration: SalesRegistration = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: null,
  lastName: null,
  email: 'a***@e***.com',
  plan: 'gold',
  amount: '20000.00',
  paymentStatus: 'refunded',
  createdAt: '2026-11-21T10:00:00.000Z',
  salesPerson: { id: PRIYA, name: 'Priya Nair', referralCode: 'SPPRIYANAIR12345' },
};
const stats: SalesStats = {
  salesPerson: person,
  year: 2026,
  years: [2026],
  totals: { registrations: 3, revenue: '150000.00', commission: '15000.00' },
  months: Array.from({ length: 12 }, (_, i) => ({
    key: `2026-${String(i + 1).padStart(2, '0')}`,
    label: 'x',
    registrations: i === 10 ? 3 : 0,
    revenue: i === 10 ? '150000.00' : '0.00',
    commission: i === 10 ? '15000.00' : '0.00',
  })),
};

/** The Latin words left once names, codes, e-mails and the phone example are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  let text = element.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}

describe('the sales dashboard in Malayalam', () => {
  it('totals, the team, recent registrations and a person’s months with no English left', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([
      {
        path: '/api/auth/me',
        body: {
          id: '1',
          email: 'admin@roslis.test',
          role: 'admin',
          firstName: 'A',
          lastName: null,
          currentPlan: 'none',
          cardStatus: 'none',
        },
      },
      { path: '/api/sales-people', body: [person] },
      { path: '/api/registrations', body: [registration] },
      { path: `/api/sales-people/${PRIYA}/stats`, body: stats },
    ]);
    const { container } = renderAt(<SalesDashboardPage />, `/sales-dashboard?person=${PRIYA}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'സെയിൽസ് ഡാഷ്ബോർഡ്' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'ആകെ കണക്ക്' });
    expect(await within(totals).findByText('1 ആക്ടീവ്')).toBeInTheDocument();
    expect(within(totals).getByText('₹1,50,000')).toBeInTheDocument();
    const team = await screen.findByRole('list', { name: 'സെയിൽസ് ടീം' });
    expect(within(team).getByText('കേരളം')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'പുതിയ രജിസ്ട്രേഷനുകൾ' });
    expect(within(table).getByText('ഗോൾഡ്')).toBeInTheDocument();
    expect(within(table).getByText('റീഫണ്ട് ചെയ്തു')).toBeInTheDocument();
    expect(within(table).getByText('പ്രൊഫൈൽ പൂർത്തിയാക്കിയിട്ടില്ല')).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Priya Nair' });
    const months = await within(panel).findByRole('table', { name: /2026-ലെ രജിസ്ട്രേഷനുകളും/ });
    expect(within(within(months).getByRole('row', { name: /നവം/ })).getByText('₹15,000')).toBeInTheDocument();
    // The chart's rupee axis in lakhs by their word, not Intl's K and L.
    expect((await within(panel).findAllByText(/ലക്ഷം$/, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(
      englishIn(container, ['Priya Nair', 'priya@example.test', 'SPPRIYANAIR12345', 'a***@e***.com']),
    ).toEqual([]);
  });

  it('the add form’s checks in Malayalam', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([
      {
        path: '/api/auth/me',
        body: {
          id: '1',
          email: 'admin@roslis.test',
          role: 'admin',
          firstName: 'A',
          lastName: null,
          currentPlan: 'none',
          cardStatus: 'none',
        },
      },
      { path: '/api/sales-people', body: [] },
      { path: '/api/registrations', body: [] },
    ]);
    renderAt(<SalesDashboardPage />, '/sales-dashboard');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'സെയിൽസ് ആളെ ചേർക്കൂ' });
    await user.type(within(form).getByLabelText('ഫോൺ (വേണമെങ്കിൽ)'), '12345');
    await user.click(within(form).getByRole('button', { name: 'ചേർക്കൂ' }));
    expect(await within(form).findByText('സെയിൽസ് ആളുടെ പേര് നൽകൂ.')).toBeInTheDocument();
    expect(within(form).getByText(/^പ്രദേശം തിരഞ്ഞെടുക്കൂ: കേരളം/)).toBeInTheDocument();
    expect(within(form).getByText(/^10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ/)).toBeInTheDocument();
    expect(screen.getByText('സെയിൽസ് റഫറൽ കോഡ് വഴി ഇതുവരെ രജിസ്ട്രേഷനുകളില്ല.')).toBeInTheDocument();
  });
});
