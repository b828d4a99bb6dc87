import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileWithPreferences } from '#contracts/profile';
import { apiJson } from '../api-client';

export const profilePath = (userId: string) => `/api/auth/profile/${encodeURIComponent(userId)}`;

/** The spec's Profile plus the Edit Profile extras (a superset of `Profile`). */
export function getProfile(userId: string, signal?: AbortSignal): Promise<ProfileWithPreferences> {
  return apiJson<ProfileWithPreferences>('GET', profilePath(userId), undefined, { signal });
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [profilePath(userId)] as const,
    queryFn: ({ signal }) => getProfile(userId, signal),
  });

export function useProfile(userId: string | null) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
