import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { AdminPage } from './AdminPage';

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

function open(path: string, role: string, routes: Parameters<typeof mockFetch>[0] = []) {
  signInStorage();
  mockFetch([{ path: '/api/auth/me', body: me(role) }, ...routes]);
  renderRoutes(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/admin/:tab', element: <AdminPage /> },
    ],
    { initialPath: path },
  );
}

describe('AdminPage (/admin)', () => {
  it('refuses a member with a clear page', async () => {
    open('/admin', 'customer');
    expect(await screen.findByRole('heading', { name: 'This page is for Roslis staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('lands on Overview, the first tab, for an admin and a sub-admin', async () => {
    for (const role of ['admin', 'subadmin']) {
      open('/admin', role, [
        { path: '/api/admin/overview', status: 503, body: { message: 'Later', code: 'X' } },
      ]);
      expect(await screen.findByRole('heading', { name: 'Overview', level: 2 })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Back office' });
      const links = within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent);
      expect(links[0]).toBe('Overview');
      expect(links.indexOf('Performance')).toBe(links.indexOf('Fashion Advisors') + 1);
      expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      // The sales dashboard is for admins only: a sub-admin sees only what concerns its own advisors.
      const sales = screen.queryByRole('link', { name: 'Sales Dashboard' });
      if (role === 'admin') expect(sales).toHaveAttribute('href', '/sales-dashboard');
      else expect(sales).toBeNull();
      cleanup();
    }
  });

  it('lists the trail in Activity', async () => {
    open('/admin/activity', 'admin', [
      {
        path: '/api/admin/activity',
        body: [
          {
            id: '22222222-2222-4222-8222-222222222222',
            actor: { id: null, email: 'admin@roslis.test', role: 'admin' },
            action: 'invitation.create',
            subjectType: 'user',
            subjectId: 'u1',
            summary: 'Invited asha@example.test to Platinum',
            before: null,
            after: { plan: 'gold' },
            at: '2026-11-25T10:00:00.000Z',
          },
        ],
      },
    ]);
    expect(await screen.findByText('Invited asha@example.test to Platinum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  });
});
