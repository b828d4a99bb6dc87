import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealToday } from '#contracts/deals';
import { apiJson } from '../../../lib/api-client';

export const DEAL_TODAY_PATH = '/api/deals/today';
/** The member's points (the Overview's card and the Membership tab's ledger) move with a points gift. */
const POINTS_PATH = '/api/user/points';

/** Today's Dynamo Deal as the server sees it for this member and this moment. */
export function useDealToday(enabled = true) {
  return useQuery({
    queryKey: [DEAL_TODAY_PATH],
    queryFn: ({ signal }) => apiJson<DealToday>('GET', DEAL_TODAY_PATH, undefined, { signal }),
    enabled,
    // The window opens and closes by the clock: look again now and then while the page is open.
    refetchInterval: 5 * 60 * 1000,
  });
}

export function useClaimDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DealToday>('POST', `${DEAL_TODAY_PATH}/claim`),
    onSuccess: (answer) => {
      client.setQueryData([DEAL_TODAY_PATH], answer);
      void client.invalidateQueries({ queryKey: [POINTS_PATH] });
    },
    onError: () => client.invalidateQueries({ queryKey: [DEAL_TODAY_PATH] }),
  });
}
