import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdvisorMonthlyPerformance, AdvisorRegistration } from '#contracts/advisor-portal';
import { apiJson, apiRequest, withQuery } from '../../../lib/api-client';

export const ADVISOR_REGISTRATIONS_PATH = '/api/advisor/registrations';
export const ADVISOR_MONTHLY_PATH = '/api/advisor/performance/monthly';
const PAGE = 20;

/** The advisor's registrations, newest first, a page at a time (the next page's cursor in X-Next-Cursor). */
export function useAdvisorRegistrations() {
  return useInfiniteQuery({
    queryKey: ['advisor', 'registrations'],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const res = await apiRequest(
        'GET',
        withQuery(ADVISOR_REGISTRATIONS_PATH, { limit: PAGE, cursor: pageParam }),
        undefined,
        {
          signal,
        },
      );
      return {
        items: (await res.json()) as AdvisorRegistration[],
        next: res.headers.get('X-Next-Cursor') ?? undefined,
      };
    },
    getNextPageParam: (last) => last.next,
  });
}

/** Registrations, revenue and commission per month of `year` (the server's year when none). */
export function useAdvisorMonthly(year: number | undefined) {
  return useQuery({
    queryKey: ['advisor', 'monthly', year ?? 'current'],
    queryFn: ({ signal }) =>
      apiJson<AdvisorMonthlyPerformance>('GET', withQuery(ADVISOR_MONTHLY_PATH, { year }), undefined, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
