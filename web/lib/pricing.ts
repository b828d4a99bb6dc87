import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartQuote, MemberPrices } from '#contracts/pricing';
import { apiJson } from './api-client';

/**
 * The server's prices for this member: the bag's quote (checkout and the bag) and the member's price of
 * the pieces a page shows. The browser computes none of them. The quote's key starts with the cart's
 * path, so whatever refreshes the bag refreshes its prices too.
 */
export const CART_QUOTE_KEY = ['/api/cart', 'quote'] as const;

export const cartQuoteOptions = (points = 0) =>
  queryOptions({
    queryKey: [...CART_QUOTE_KEY, points] as const,
    queryFn: ({ signal }) =>
      apiJson<CartQuote>('GET', `/api/cart/quote${points > 0 ? `?points=${points}` : ''}`, undefined, {
        signal,
      }),
  });

export function useCartQuote(points = 0, enabled = true) {
  return useQuery({ ...cartQuoteOptions(points), enabled, placeholderData: (previous) => previous });
}

export const MEMBER_PRICES_PATH = '/api/member-prices';

/** The member's price of each product (ids sorted, so the same set shares one answer). */
export function useMemberPrices(ids: readonly string[], enabled = true) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: [MEMBER_PRICES_PATH, sorted.join(',')] as const,
    queryFn: ({ signal }) =>
      apiJson<MemberPrices>('GET', `${MEMBER_PRICES_PATH}?ids=${sorted.join(',')}`, undefined, { signal }),
    enabled: enabled && sorted.length > 0,
    staleTime: 30_000,
  });
}

/** This month's pick on its own (the dashboard's Membership tab). */
export function useMonthlyPick(enabled = true) {
  return useQuery({
    queryKey: [MEMBER_PRICES_PATH, ''] as const,
    queryFn: ({ signal }) =>
      apiJson<MemberPrices>('GET', `${MEMBER_PRICES_PATH}?ids=`, undefined, { signal }),
    enabled,
    select: (answer) => answer.pick,
  });
}
