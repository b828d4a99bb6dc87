import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview, Performance, PerformancePeriod } from '#contracts/advisor-stats';
import type { MessageStats } from '#contracts/messages';
import { apiJson } from '../../../lib/api-client';

export const OVERVIEW_PATH = '/api/admin/overview';
export const PERFORMANCE_PATH = '/api/admin/performance';
export const MESSAGE_STATS_PATH = '/api/admin/messages/stats';

/** Overview's cards and top performers (an admin: every advisor; a sub-admin: its own). */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: [OVERVIEW_PATH] as const,
    queryFn: ({ signal }) => apiJson<AdminOverview>('GET', OVERVIEW_PATH, undefined, { signal }),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}

/** The query string of a Performance request: year, then month and advisor when chosen. */
export function performanceSearch({ year, month, advisor }: PerformancePeriod) {
  const params = new URLSearchParams({ year: String(year) });
  if (month) params.set('month', String(month));
  if (advisor) params.set('advisor', advisor);
  return params.toString();
}

/** Registrations and revenue per bucket for a year (or one month of it), for every advisor or one. */
export const performanceQueryOptions = (query: PerformancePeriod) =>
  queryOptions({
    queryKey: [PERFORMANCE_PATH, query] as const,
    queryFn: ({ signal }) =>
      apiJson<Performance>('GET', `${PERFORMANCE_PATH}?${performanceSearch(query)}`, undefined, { signal }),
  });

/** Keeps the last answer on screen while another period loads (the charts do not jump to empty). */
export function usePerformance(query: PerformancePeriod) {
  return useQuery({ ...performanceQueryOptions(query), placeholderData: keepPreviousData });
}

/** Messages per channel (sent, failed, queued): admins only, so a sub-admin's Overview never asks. */
export function useMessageStats(enabled: boolean) {
  return useQuery({
    queryKey: [MESSAGE_STATS_PATH] as const,
    queryFn: ({ signal }) => apiJson<MessageStats>('GET', MESSAGE_STATS_PATH, undefined, { signal }),
    enabled,
  });
}
