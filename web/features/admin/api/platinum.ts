import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatinumCandidates } from '#contracts/membership';
import { apiJson } from '../../../lib/api-client';

export const PLATINUM_CANDIDATES_PATH = '/api/admin/membership/platinum-candidates';
export const INVITATIONS_PATH = '/api/admin/membership/invitations';

/** Members with the card rules' number of Signature purchases in 12 months, not Platinum yet (admins). */
export const platinumCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: [PLATINUM_CANDIDATES_PATH] as const,
    queryFn: ({ signal }) =>
      apiJson<PlatinumCandidates>('GET', PLATINUM_CANDIDATES_PATH, undefined, { signal }),
  });

export function usePlatinumCandidates() {
  return useQuery(platinumCandidatesQueryOptions());
}

/** The Platinum invitation: an e-mail with a single-use link to pay (POST /api/admin/membership/invitations). */
export function useInviteToPlatinum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ id: string; userId: string; expiresAt: string }>('POST', INVITATIONS_PATH, { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PLATINUM_CANDIDATES_PATH] }),
  });
}
