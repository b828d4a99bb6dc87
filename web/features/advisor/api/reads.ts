import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdvisorMonthlyPerformance, AdvisorRegistration } from '#contracts/advisor-portal';
import { apiJson, withQuery } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const ADVISOR_REGISTRATIONS_PATH = '/api/advisor/registrations';
export const ADVISOR_MONTHLY_PATH = '/api/advisor/performance/monthly';

/** The advisor's registrations, newest first, a page at a time (the sign-out clears every ['advisor'] key). */
export function useAdvisorRegistrations() {
  return useCursorPages<AdvisorRegistration>(
    ADVISOR_REGISTRATIONS_PATH,
    { limit: 20 },
    { queryKey: ['advisor', 'registrations'] },
  );
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
