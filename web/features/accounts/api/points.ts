import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Points } from '#contracts/membership';
import { apiJson } from '../../../lib/api-client';

export const POINTS_PATH = '/api/user/points';

export const pointsQueryOptions = () =>
  queryOptions({
    queryKey: [POINTS_PATH] as const,
    queryFn: ({ signal }) => apiJson<Points>('GET', POINTS_PATH, undefined, { signal }),
  });

/** The member's reward points: the balance and the Membership Activity. */
export function usePoints() {
  return useQuery(pointsQueryOptions());
}
