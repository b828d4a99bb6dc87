import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardLife, CardPaymentCheckout } from '#contracts/membership';
import { apiJson } from '../../../lib/api-client';

export const CARD_LIFE_PATH = '/api/membership/card-life';

export const cardLifeQueryOptions = () =>
  queryOptions({
    queryKey: [CARD_LIFE_PATH] as const,
    queryFn: ({ signal }) => apiJson<CardLife>('GET', CARD_LIFE_PATH, undefined, { signal }),
  });

/** Where the card stands with the Terms: this month's piece, Platinum's year, what would reactivate it. */
export function useCardLife(enabled: boolean) {
  return useQuery({ ...cardLifeQueryOptions(), enabled });
}

/** Opens the re-entry fee or the Platinum renewal (the server sets the amount). */
export function openCardPayment(kind: CardPaymentCheckout['kind']) {
  return apiJson<CardPaymentCheckout>('POST', '/api/membership/card-payment', { kind });
}
