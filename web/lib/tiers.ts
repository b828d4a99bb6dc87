import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tier } from '#contracts/membership';
import { apiJson } from './api-client';

const PATH = '/api/membership/tiers';

/** Card tiers with their prices: every screen reads this table, so a price staff change shows everywhere. */
export function getTiers(signal?: AbortSignal): Promise<Tier[]> {
  return apiJson<Tier[]>('GET', PATH, undefined, { signal });
}

export const tiersQueryOptions = () =>
  queryOptions({
    queryKey: [PATH] as const,
    queryFn: ({ signal }) => getTiers(signal),
  });

export function useTiers() {
  return useQuery(tiersQueryOptions());
}
