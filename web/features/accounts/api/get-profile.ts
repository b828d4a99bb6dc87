import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#contracts/auth';
import { apiJson } from '../../../lib/api-client';

export const profilePath = (userId: string) => `/api/auth/profile/${encodeURIComponent(userId)}`;

export function getProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  return apiJson<Profile>('GET', profilePath(userId), undefined, { signal });
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [profilePath(userId)] as const,
    queryFn: ({ signal }) => getProfile(userId, signal),
  });

export function useProfile(userId: string | null) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
