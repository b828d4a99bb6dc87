import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes } from '../test/utils';
import { AppLayout } from './AppLayout';

const routes = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { path: 'about', element: <h1>About Roslis</h1> },
      { path: 'loops/studio', element: <h1>Loops</h1> },
    ],
  },
];

beforeEach(() => {
  vi.useFakeTimers();
  mockFetch([]);
});
afterEach(() => vi.useRealTimers());

describe('AppLayout', () => {
  it('draws the page first and the footer once that frame is painted (it is below every fold)', () => {
    renderRoutes(routes, { initialPath: '/about' });
    expect(screen.getByRole('heading', { name: 'About Roslis' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('draws no footer on the full-screen loops, painted or not', () => {
    renderRoutes(routes, { initialPath: '/loops/studio' });
    expect(screen.getByRole('heading', { name: 'Loops' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
