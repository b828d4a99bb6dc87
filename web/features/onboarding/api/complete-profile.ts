import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteProfileBody } from '#contracts/registration-profile';
import { apiJson } from '../../../lib/api-client';

export const COMPLETE_PROFILE_PATH = '/api/auth/complete-profile';

export interface CompleteProfileResponse {
  success: true;
}

/** Saves the registration's style profile for the signed-in applicant (the session cookie). */
export function completeProfile(body: CompleteProfileBody): Promise<CompleteProfileResponse> {
  return apiJson<CompleteProfileResponse>('POST', COMPLETE_PROFILE_PATH, body);
}

/** The account's profile and account answers change: anything cached under those paths is refetched. */
const TOUCHED_PATHS = ['/api/auth/profile', '/api/auth/account'];

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && TOUCHED_PATHS.some((path) => key.startsWith(path));
        },
      }),
  });
}
