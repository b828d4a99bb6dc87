import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatinumCandidate } from '#contracts/membership';
import { resetToasts } from '../../../lib/toast';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { PlatinumTab } from './PlatinumTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const candidate = (over: Partial<PlatinumCandidate> = {}): PlatinumCandidate => ({
  userId: '44444444-4444-4444-8444-444444444444',
  name: 'Leela Nair',
  email: 'leela@example.test',
  plan: 'gold',
  cardStatus: 'active',
  purchases: 3,
  lastPurchaseAt: '2027-03-12T05:30:00.000Z',
  ...over,
});

describe('PlatinumTab', () => {
  it('lists the candidates with their Signature purchases and invites one with the Platinum invitation', async () => {
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/admin/membership/platinum-candidates', body: { atLeast: 3, candidates: [candidate()] } },
      {
        path: '/api/admin/membership/invitations',
        method: 'POST',
        status: 201,
        body: {
          id: '55555555-5555-4555-8555-555555555555',
          userId: candidate().userId,
          expiresAt: '2027-04-01T00:00:00.000Z',
        },
      },
    ]);
    const { container } = renderAt(<PlatinumTab />);
    const view = within(container);
    expect(
      await view.findByText(/3 or more paid Signature purchases in the last 12 months/),
    ).toBeInTheDocument();
    const table = view.getByRole('table', { name: 'Platinum candidates' });
    expect(within(table).getByText('leela@example.test')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: /^Leela Nair/ })).toBeInTheDocument();
    expect(within(table).getByText('Gold')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Invite to Platinum\s*Leela Nair/ }));
    await waitFor(() => expect(within(table).getByText('Invited')).toBeInTheDocument());
    const post = calls.find((c) => c.url === '/api/admin/membership/invitations');
    expect(post?.body).toEqual({ email: 'leela@example.test' });
  });

  it('says so when no member qualifies', async () => {
    signInStorage();
    mockFetch([{ path: '/api/admin/membership/platinum-candidates', body: { atLeast: 3, candidates: [] } }]);
    const { container } = renderAt(<PlatinumTab />);
    expect(
      await within(container).findByText(/No candidates yet: no member has made enough Signature purchases/),
    ).toBeInTheDocument();
  });
});
