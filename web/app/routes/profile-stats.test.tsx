import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../test/utils';
import { ProfileStats } from './profile-stats';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const summary = (n: number) => ({
  id: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  number: `RS-2026-${String(n).padStart(6, '0')}`,
  status: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  total: '2499.00',
  itemCount: 1,
  items: [],
  trackingNumber: null,
  carrier: null,
});

function stat(label: string) {
  return screen.getByText(label).closest('div')!.querySelector('dd')!;
}

describe('ProfileStats', () => {
  it("counts the member's orders from My Orders' list", async () => {
    signInStorage();
    mockFetch([
      { path: '/api/orders', body: [summary(1), summary(2), summary(3)] },
      { path: '/api/wishlist', body: [] },
      { path: '/api/user/voted-products', body: [] },
      { path: '/api/user/points', body: { balance: 750, entries: [] } },
    ]);
    renderRoutes([{ path: '*', element: <ProfileStats /> }]);
    expect(await screen.findByText('750')).toBeInTheDocument();
    expect(stat('Orders')).toHaveTextContent('3');
  });

  it('says 20+ while older orders remain on the server', async () => {
    signInStorage();
    mockFetch([
      {
        path: '/api/orders',
        body: Array.from({ length: 20 }, (_, i) => summary(i + 1)),
        headers: { 'X-Next-Cursor': 'next' },
      },
    ]);
    renderRoutes([{ path: '*', element: <ProfileStats /> }]);
    expect(await screen.findByText('20+')).toBeInTheDocument();
  });
});
