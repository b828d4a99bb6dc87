import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreferenceProfile } from '#contracts/preferences';
import { apiJson } from '../../../lib/api-client';

/** The member's style profiles ('Me' first): who a bag line can be for. The same key as the account's. */
const PROFILES_PATH = '/api/preference-profiles';

export const bagProfilesQueryOptions = () =>
  queryOptions({
    queryKey: [PROFILES_PATH] as const,
    queryFn: ({ signal }) => apiJson<PreferenceProfile[]>('GET', PROFILES_PATH, undefined, { signal }),
    staleTime: 60_000,
  });

export function useBagProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bagProfilesQueryOptions(), enabled });
}
