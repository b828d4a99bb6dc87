import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, type QueryParams, withQuery } from './api-client';

/** The response header that carries the next page's cursor; absent (or empty) on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface CursorPage<T> {
  rows: T[];
  /** The cursor to ask for the page after this one, or null on the last page. */
  next: string | null;
}

/** GET one page of a keyset-paged list: the JSON array, and the next cursor from the header. */
export async function fetchCursorPage<T>(
  path: string,
  params: QueryParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<T>> {
  const res = await apiRequest('GET', withQuery(path, { ...params, cursor }), undefined, { signal });
  return { rows: (await res.json()) as T[], next: res.headers.get(NEXT_CURSOR_HEADER) || null };
}

export interface CursorPagesOptions {
  /** The cache key; by default the path and the params (so a list's prefix [path] invalidates it). */
  queryKey?: QueryKey;
  /** Keep showing the rows of the last filters while the new ones load (a search as you type). */
  keepPrevious?: boolean;
}

/**
 * A keyset-paged list (newest first, "Load more"): every page read so far as one array in `data`, and
 * `hasNextPage` / `fetchNextPage` for the next one. `data` is undefined until the first page arrives, so
 * the result fits QueryState like any query. The params come first in the URL, the cursor last.
 */
export function useCursorPages<T>(path: string, params: QueryParams = {}, options: CursorPagesOptions = {}) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey ?? [path, params],
    queryFn: ({ pageParam, signal }) => fetchCursorPage<T>(path, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const data = useMemo(() => query.data?.pages.flatMap((p) => p.rows), [query.data]);
  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    isPlaceholderData: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

export type CursorPages<T> = ReturnType<typeof useCursorPages<T>>;
