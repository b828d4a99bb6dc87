import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../shell/ThemeProvider';
import { Toaster } from '../shell/Toaster';

export interface MockRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

/** Stubs fetch with a list of answers (the last matching route wins, so tests can override). */
export function mockFetch(routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, init });
    const path = url.split('?')[0]!;
    const route = [...routes]
      .reverse()
      .find(
        (r) =>
          (r.method ?? 'GET').toUpperCase() === method &&
          (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
      );
    if (!route)
      return new Response(JSON.stringify({ message: 'Not mocked', code: 'NOT_FOUND' }), { status: 404 });
    const status = route.status ?? 200;
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...route.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, routes };
}

/** Renders routes in a memory router with a fresh query client, the theme and the toaster. */
export function renderRoutes(routes: RouteObject[], { initialPath = '/' }: { initialPath?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export function renderAt(element: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], { initialPath });
}

export function signInStorage(userId = '11111111-1111-4111-8111-111111111111', token = 'test-token') {
  window.localStorage.setItem('userId', userId);
  window.localStorage.setItem('authToken', token);
  return { userId, token };
}

/**
 * A menu's button once Radix's menu stands behind it (the page's first frame draws a plain button alike,
 * then Radix's replaces it: components/ui/MenuButtonBeforePaint): a test holding the plain one could
 * press a button already gone. A person presses whatever is on screen at that moment.
 */
export async function menuButton(name: string | RegExp) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-state', 'closed');
    return button;
  });
}
