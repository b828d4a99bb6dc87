import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePreferenceProfileBody,
  PreferenceProfile,
  UpdatePreferenceProfileBody,
} from '#contracts/preferences';
import { apiJson } from '../../../lib/api-client';

export const PREFERENCE_PROFILES_PATH = '/api/preference-profiles';
const profilePath = (id: string) => `${PREFERENCE_PROFILES_PATH}/${encodeURIComponent(id)}`;

export function getPreferenceProfiles(signal?: AbortSignal): Promise<PreferenceProfile[]> {
  return apiJson<PreferenceProfile[]>('GET', PREFERENCE_PROFILES_PATH, undefined, { signal });
}

export function createPreferenceProfile(body: CreatePreferenceProfileBody): Promise<PreferenceProfile> {
  return apiJson<PreferenceProfile>('POST', PREFERENCE_PROFILES_PATH, body);
}

export function updatePreferenceProfile({
  id,
  ...body
}: UpdatePreferenceProfileBody & { id: string }): Promise<PreferenceProfile> {
  return apiJson<PreferenceProfile>('PUT', profilePath(id), body);
}

export function deletePreferenceProfile(id: string): Promise<{ success: true }> {
  return apiJson<{ success: true }>('DELETE', profilePath(id));
}

/** The signed-in user's profiles, the primary ('Me') first. */
export const preferenceProfilesQueryOptions = () =>
  queryOptions({
    queryKey: [PREFERENCE_PROFILES_PATH] as const,
    queryFn: ({ signal }) => getPreferenceProfiles(signal),
  });

export function usePreferenceProfiles() {
  return useQuery(preferenceProfilesQueryOptions());
}

/** Puts a saved profile into the cached list at once (so the screen never shows stale details). */
function useStoreProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = preferenceProfilesQueryOptions();
  return {
    store: (saved: PreferenceProfile) =>
      queryClient.setQueryData(queryKey, (list) => {
        if (!list) return list;
        return list.some((p) => p.id === saved.id)
          ? list.map((p) => (p.id === saved.id ? saved : p))
          : [...list, saved];
      }),
    remove: (id: string) => queryClient.setQueryData(queryKey, (list) => list?.filter((p) => p.id !== id)),
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}

export function useCreatePreferenceProfile() {
  const cache = useStoreProfile();
  return useMutation({
    mutationFn: createPreferenceProfile,
    onSuccess: cache.store,
    onSettled: cache.refresh,
  });
}

export function useUpdatePreferenceProfile() {
  const cache = useStoreProfile();
  return useMutation({
    mutationFn: updatePreferenceProfile,
    onSuccess: cache.store,
    onSettled: cache.refresh,
  });
}

export function useDeletePreferenceProfile() {
  const cache = useStoreProfile();
  return useMutation({
    mutationFn: deletePreferenceProfile,
    onSuccess: (_answer, id) => cache.remove(id),
    onSettled: cache.refresh,
  });
}
