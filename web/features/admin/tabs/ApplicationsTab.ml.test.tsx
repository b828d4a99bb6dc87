import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '#contracts/applications';
import { setLanguage } from '../../../lib/i18n';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, renderRoutes, signInStorage } from '../../../test/utils';
import { AdminPage } from '../pages/AdminPage';
import { ApplicationsTab } from './ApplicationsTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const ID = '44444444-4444-4444-8444-444444444444';
const app = (over: Partial<Application> = {}): Application => ({
  id: ID,
  userId: '55555555-5555-4555-8555-555555555555',
  email: 'diya@example.test',
  phone: null,
  firstName: 'Diya',
  lastName: 'Menon',
  dateOfBirth: '2010-02-03',
  plan: 'premium',
  amount: '5000.00',
  amountPaise: 500_000,
  status: 'pending_review',
  advisorId: '66666666-6666-4666-8666-666666666666',
  advisorCode: 'FADEMOADVISOR001',
  advisorName: 'Demo Advisor',
  salesPerson: null,
  verifiedBy: 'email',
  profile: {
    gender: null,
    city: null,
    state: null,
    profession: null,
    styles: [],
    colours: [],
    occasions: [],
    budget: null,
    frequency: null,
  },
  commission: '500.00',
  commissionId: '77777777-7777-4777-8777-777777777777',
  commissionStatus: 'pending',
  referralFlag: null,
  referralFlagDetail: null,
  referralFlagDecision: null,
  needsParentalConsent: true,
  profileCompleted: true,
  orderId: 'order_ABC',
  refunded: false,
  reviewNote: null,
  reviewedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/**
 * Latin words left in a Malayalam screen, less what the applicant and the advisor typed or were given,
 * and Intl's AM/PM, which ml-IN times keep.
 */
const english = (el: HTMLElement, kept: string[]) => {
  let text = el.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== 'AM' && w !== 'PM');
};

describe('the back office in Malayalam', () => {
  it('names its tabs and its pages in Malayalam', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([
      { path: '/api/auth/me', body: { id: '1', role: 'admin', email: 'admin@roslis.test' } },
      { path: '/api/admin/overview', status: 503, body: { message: 'Later', code: 'X' } },
    ]);
    renderRoutes(
      [
        { path: '/admin', element: <AdminPage /> },
        { path: '/admin/:tab', element: <AdminPage /> },
      ],
      { initialPath: '/admin' },
    );
    expect(await screen.findByRole('heading', { name: 'അവലോകനം', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'അഡ്മിൻ ഡാഷ്ബോർഡ്', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ബാക്ക് ഓഫീസ്' });
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links.slice(0, 4)).toEqual(['അവലോകനം', 'പ്രവർത്തനങ്ങൾ', 'അപേക്ഷകൾ', 'ഓർഡറുകൾ']);
    expect(links).toContain('Dynamo Deal');
  });

  it('reviews and approves an application in Malayalam, with no English but names and codes', async () => {
    await setLanguage('ml');
    const user = userEvent.setup();
    signInStorage();
    mockFetch([
      { path: '/api/auth/me', body: { id: '1', role: 'admin', email: 'admin@roslis.test' } },
      { path: '/api/admin/applications', body: [app()] },
      {
        method: 'POST',
        path: `/api/admin/applications/${ID}/approve`,
        body: app({
          status: 'approved',
          reviewedAt: '2026-11-21T10:00:00.000Z',
          commissionStatus: 'payable',
        }),
      },
    ]);
    renderAt(<ApplicationsTab />);
    const card = await screen.findByRole('article', { name: 'Diya Menon' });
    expect(card).toHaveTextContent('പരിശോധന ബാക്കി');
    expect(card).toHaveTextContent('18 വയസ്സിൽ താഴെ');
    expect(card).toHaveTextContent('പ്രീമിയം · ₹5,000');
    expect(english(card, ['Diya Menon', 'diya@example.test', 'Demo Advisor'])).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Diya Menon - പരിശോധിക്കൂ' }));
    const panel = await screen.findByRole('dialog', { name: 'അപേക്ഷ' });
    expect(panel).toHaveTextContent('രക്ഷിതാവിന്റെ സമ്മതം');
    expect(panel).toHaveTextContent('ഇ-മെയിൽ കോഡ്');
    expect(panel).toHaveTextContent('അംഗീകാരം കാത്തിരിക്കുന്നു');
    expect(
      english(panel, ['Diya Menon', 'diya@example.test', 'Demo Advisor', 'FADEMOADVISOR001', 'order_ABC']),
    ).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'അംഗീകരിക്കൂ' }));
    const confirm = await screen.findByRole('dialog', { name: 'ഈ അപേക്ഷ അംഗീകരിക്കണോ?' });
    expect(confirm).toHaveTextContent('Diya Menon-യുടെ പ്രീമിയം കാർഡ് ആക്ടീവാകും');
    expect(confirm).toHaveTextContent('രക്ഷിതാവിന്റെ സമ്മതത്തിനുള്ള കോൾ');
    await user.click(within(confirm).getByRole('button', { name: 'അംഗീകരിക്കൂ' }));
    expect(await screen.findByText('അപേക്ഷ അംഗീകരിച്ചു')).toBeInTheDocument();
    expect(within(panel).getByText('അംഗീകരിച്ചു', { exact: true })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'അടയ്ക്കൂ' })).toBeInTheDocument();
  });
});
