import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdvisorDashboardProfile,
  AdvisorLoginInput,
  advisorCodeSent,
  advisorSignedIn,
} from '#contracts/advisor-portal';
import { apiJson, errorStatus } from '../../../lib/api-client';
import { clearAdvisorSignedIn, markAdvisorSignedIn } from '../../../lib/session/advisor-hint';

export const ADVISOR_LOGIN_PATH = '/api/advisor/login';
export const ADVISOR_PROFILE_PATH = '/api/advisor/profile';
export const advisorProfileKey = ['advisor', 'profile'] as const;

type CodeSent = z.infer<typeof advisorCodeSent>;
type SignedIn = z.infer<typeof advisorSignedIn>;

/** Step 1: the code alone; a one-time code goes to the advisor's e-mail (the same answer for any code). */
export function useRequestAdvisorCode() {
  return useMutation({
    mutationFn: (code: string) =>
      apiJson<CodeSent>('POST', ADVISOR_LOGIN_PATH, { code } satisfies AdvisorLoginInput),
  });
}

/** Step 2: the code and the one-time code open the advisor's session (an httpOnly cookie). */
export function useAdvisorSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Required<AdvisorLoginInput>) => apiJson<SignedIn>('POST', ADVISOR_LOGIN_PATH, body),
    // The dashboard reads the profile with its totals: fetch it fresh for the new session.
    onSuccess: () => {
      markAdvisorSignedIn();
      client.removeQueries({ queryKey: ['advisor'] });
    },
  });
}

/** The signed-in advisor with totals and recent registrations; a 401 (no session) is an answer, not a retry. */
export function useAdvisorProfile() {
  return useQuery({
    queryKey: advisorProfileKey,
    queryFn: ({ signal }) =>
      apiJson<AdvisorDashboardProfile>('GET', ADVISOR_PROFILE_PATH, undefined, { signal }).catch(
        (error: unknown) => {
          // The portal session ended: the header goes back to Login.
          if (errorStatus(error) === 401) clearAdvisorSignedIn();
          throw error;
        },
      ),
    retry: false,
  });
}

export function useAdvisorLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: true }>('POST', '/api/advisor/logout'),
    onSettled: () => {
      clearAdvisorSignedIn();
      client.removeQueries({ queryKey: ['advisor'] });
    },
  });
}
