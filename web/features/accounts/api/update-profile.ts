import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, ProfileWithPreferences } from '#contracts/profile';
import { apiJson } from '../../../lib/api-client';
import { accountQueryOptions } from '../../../lib/session/get-account';
import { profilePath, profileQueryOptions } from '../../../lib/session/get-profile';

/** PUT /api/auth/profile/{userId}: the whole Edit Profile form; answers the saved profile. */
export function updateProfile(userId: string, body: ProfileUpdateBody): Promise<ProfileWithPreferences> {
  return apiJson<ProfileWithPreferences>('PUT', profilePath(userId), body);
}

/** Saves the profile, shows the answer at once and refreshes both GETs (account and profile). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(userId, body),
    onSuccess: (saved) => {
      const profileKey = profileQueryOptions(userId).queryKey;
      queryClient.setQueryData(profileKey, saved);
      // Not awaited: the saved answer is already shown; the refetches (the header's name too) follow.
      void queryClient.invalidateQueries({ queryKey: profileKey });
      void queryClient.invalidateQueries({ queryKey: accountQueryOptions(userId).queryKey });
    },
  });
}
