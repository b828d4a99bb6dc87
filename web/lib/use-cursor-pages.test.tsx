import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/utils';
import { createQueryClient } from './query-client';
import { useCursorPages } from './use-cursor-pages';

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useCursorPages', () => {
  it('reads the first page, follows X-Next-Cursor to the next, and appends it', async () => {
    const mock = mockFetch([
      { path: '/api/things', body: [{ id: 1 }, { id: 2 }], headers: { 'X-Next-Cursor': 'cursor-2' } },
    ]);
    const { result } = renderHook(
      () => useCursorPages<{ id: number }>('/api/things', { status: 'open', limit: 2 }),
      {
        wrapper: wrapper(),
      },
    );
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1 }, { id: 2 }]));
    expect(mock.calls[0]!.url).toBe('/api/things?status=open&limit=2');
    expect(result.current.hasNextPage).toBe(true);

    // The last page: no header.
    mock.routes.push({ path: '/api/things', body: [{ id: 3 }] });
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]));
    expect(mock.calls[1]!.url).toBe('/api/things?status=open&limit=2&cursor=cursor-2');
    expect(result.current.hasNextPage).toBe(false);
  });

  it('a first page without the header is the only one', async () => {
    mockFetch([{ path: '/api/things', body: [] }]);
    const { result } = renderHook(() => useCursorPages<{ id: number }>('/api/things'), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('a refused read is an error, not a page', async () => {
    mockFetch([{ path: '/api/things', status: 403, body: { message: 'Admins only.', code: 'FORBIDDEN' } }]);
    const { result } = renderHook(() => useCursorPages<{ id: number }>('/api/things'), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
