import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmiOffer } from '#contracts/emi';
import { apiJson } from '../../../lib/api-client';

export const EMI_OFFER_PATH = '/api/orders/emi';

/** Whether the member's next order may be paid by no-cost EMI: read afresh, as each paid order counts. */
export const emiOfferQuery = () =>
  queryOptions({
    queryKey: [EMI_OFFER_PATH] as const,
    queryFn: ({ signal }) => apiJson<EmiOffer>('GET', EMI_OFFER_PATH, undefined, { signal }),
    staleTime: 0,
  });

export function useEmiOffer(enabled = true) {
  return useQuery({ ...emiOfferQuery(), enabled });
}
