import type { UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while React hydrates prerendered HTML, true once the root is live (and at
 * once in a root drawn in the browser). React draws the hydrating pass with the server's answer, then
 * draws again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A query as the prerendered HTML drew it (not yet answered) until the root has hydrated, then as it is.
 * The islands of a public page share one query client and hydrate one after another: an island that
 * hydrates after another's fetch has come back would otherwise draw the answer over HTML drawn without
 * it, and React would throw that HTML away (a hydration mismatch).
 */
export function useHydratedQuery<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  const hydrated = useHydrated();
  if (hydrated || query.isPending) return query;
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  } as UseQueryResult<T>;
}
