import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberCard } from '#contracts/membership';
import { apiJson } from '../../../lib/api-client';

export const CARD_PATH = '/api/membership/card';

export const cardQueryOptions = () =>
  queryOptions({
    queryKey: [CARD_PATH] as const,
    queryFn: ({ signal }) => apiJson<MemberCard>('GET', CARD_PATH, undefined, { signal }),
  });

/** The member's digital card (number, holder, tier, status, the QR code's signed link). */
export function useMemberCard(enabled = true) {
  return useQuery({ ...cardQueryOptions(), enabled });
}

/** Reissue the card: the server answers the card with a new link; older QR codes stop working. */
export function useReissueCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<MemberCard>('POST', `${CARD_PATH}/reissue`),
    onSuccess: (card) => client.setQueryData(cardQueryOptions().queryKey, card),
  });
}
