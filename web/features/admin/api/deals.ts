import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeal, DealBody, DealClaim, GiftablePiece } from '#contracts/deals';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const DEALS_PATH = '/api/admin/deals';

/** Upcoming deals (today on, soonest first) or past ones (newest first), page by page. */
export function useDeals(when: 'upcoming' | 'past') {
  return useCursorPages<AdminDeal>(DEALS_PATH, { when });
}

/** The pieces a free-piece deal may give (products in stock, by size). */
export function useGiftablePieces(enabled: boolean) {
  return useQuery({
    queryKey: [DEALS_PATH, 'pieces'],
    queryFn: ({ signal }) => apiJson<GiftablePiece[]>('GET', `${DEALS_PATH}/pieces`, undefined, { signal }),
    enabled,
  });
}

export function useDealClaims(id: string | null) {
  return useQuery({
    queryKey: [DEALS_PATH, id, 'claims'],
    queryFn: ({ signal }) => apiJson<DealClaim[]>('GET', `${DEALS_PATH}/${id}/claims`, undefined, { signal }),
    enabled: id !== null,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [DEALS_PATH] });
}

export function useSaveDeal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DealBody }) =>
      id
        ? apiJson<AdminDeal>('PUT', `${DEALS_PATH}/${id}`, body)
        : apiJson<AdminDeal>('POST', DEALS_PATH, body),
    onSuccess: invalidate,
  });
}

export function useCancelDeal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${DEALS_PATH}/${id}`),
    onSuccess: invalidate,
  });
}

/** Staff sent a claimed free piece: the server keeps the first mark (a second answers it as it is). */
export function useMarkClaimSent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => apiJson<DealClaim>('POST', `${DEALS_PATH}/claims/${claimId}/sent`),
    onSuccess: () => client.invalidateQueries({ queryKey: [DEALS_PATH] }),
  });
}
