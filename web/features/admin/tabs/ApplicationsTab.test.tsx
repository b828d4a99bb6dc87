import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '#contracts/applications';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
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
    gender: 'Female',
    city: 'Kochi',
    state: 'Kerala',
    profession: 'Student',
    styles: ['Casual', 'Ethnic'],
    colours: ['Maroon'],
    occasions: ['Festival'],
    budget: '₹1,000 - ₹5,000',
    frequency: 'Monthly',
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

function open(routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  const mock = mockFetch([
    { path: '/api/auth/me', body: { id: '1', role: 'admin', email: 'admin@roslis.test' } },
    { path: '/api/admin/applications', body: [app()] },
    ...routes,
  ]);
  renderAt(<ApplicationsTab />);
  return mock;
}

describe('Applications tab', () => {
  it('shows the queue and, in the panel, everything a reviewer weighs with the under-18 call', async () => {
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Diya Menon' });
    expect(card).toHaveTextContent('Pending review');
    expect(card).toHaveTextContent('Under 18');
    expect(card).toHaveTextContent('Premium · ₹5,000');
    await user.click(within(card).getByRole('button', { name: /Review/ }));
    const panel = await screen.findByRole('dialog', { name: 'Application' });
    for (const text of [
      'diya@example.test',
      'E-mail code',
      'FADEMOADVISOR001',
      'Demo Advisor',
      'Casual, Ethnic',
      'Kochi, Kerala',
      '₹1,000 - ₹5,000',
      'parental consent is needed by a customer-care call',
    ])
      expect(panel).toHaveTextContent(text);
  });

  it('rejects only with a reason, sends it, toasts and updates the panel', async () => {
    const user = userEvent.setup();
    const mock = open([
      {
        method: 'POST',
        path: `/api/admin/applications/${ID}/reject`,
        body: app({ status: 'rejected', refunded: true, reviewNote: 'Incomplete details.' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Review Diya Menon' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Application' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    const form = await screen.findByRole('form', { name: 'Reject application' });
    await user.click(within(form).getByRole('button', { name: 'Reject and refund' }));
    expect(
      await within(form).findByText(
        'Please give a reason for the rejection: it is sent to the applicant in the e-mail.',
      ),
    ).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Reason/), 'Incomplete details.');
    await user.click(within(form).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Incomplete details.' }),
    );
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Application' })).toHaveTextContent('Incomplete details.');
  });

  it('approves after a confirm, and shows the server’s 409 when someone else decided first', async () => {
    const user = userEvent.setup();
    const mock = open([
      {
        method: 'POST',
        path: `/api/admin/applications/${ID}/approve`,
        status: 409,
        body: { message: 'This application has already been reviewed.', code: 'CONFLICT' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Review Diya Menon' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Application' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(confirm).toHaveTextContent('approve only after the parental-consent call');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application has already been reviewed.')).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // The queue is read again.
    await waitFor(() =>
      expect(
        mock.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/admin/applications')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const mock = open();
    await screen.findByRole('article', { name: 'Diya Menon' });
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url.includes('/api/admin/applications?status=rejected'))).toBe(true),
    );
  });

  it('shows a flagged registration and releases its held commission', async () => {
    const user = userEvent.setup();
    const flagged = app({
      referralFlag: 'self_referral',
      referralFlagDetail: "The applicant's phone is the advisor's own.",
      commissionStatus: 'held',
    });
    const mock = open([
      { path: '/api/admin/applications', body: [flagged] },
      {
        method: 'POST',
        path: '/api/admin/commissions/77777777-7777-4777-8777-777777777777/decision',
        body: {
          id: '77777777-7777-4777-8777-777777777777',
          advisorId: flagged.advisorId,
          paymentId: 'order_ABC',
          kind: 'joining_fee',
          amount: '5000.00',
          rate: '10.00',
          commission: '500.00',
          status: 'pending',
          flag: 'self_referral',
          flagDetail: "The applicant's phone is the advisor's own.",
          payoutId: null,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Diya Menon' });
    expect(card).toHaveTextContent('Self-referral');
    await user.click(within(card).getByRole('button', { name: /Review/ }));
    const panel = await screen.findByRole('dialog', { name: 'Application' });
    const note = within(panel).getByRole('note', { name: 'Referral check' });
    expect(note).toHaveTextContent("The applicant's phone is the advisor's own.");
    expect(note).toHaveTextContent('held until you decide');
    await user.click(within(note).getByRole('button', { name: 'Release commission' }));
    expect(await screen.findByText('Commission released')).toBeInTheDocument();
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({ release: true });
    expect(note).toHaveTextContent('Decided: the commission is pending approval.');
  });
});
