import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VotedProduct, VoteResponse } from '#contracts/votes';
import { apiJson } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { PRODUCTS_PATH } from './get-products';
import { setCachedVoteCount } from './product-cache';

export const VOTED_PRODUCTS_PATH = '/api/user/voted-products';

export type { VotedProduct, VoteResponse } from '#contracts/votes';

export function getVotedProducts(signal?: AbortSignal): Promise<VotedProduct[]> {
  return apiJson<VotedProduct[]>('GET', VOTED_PRODUCTS_PATH, undefined, { signal });
}

export const votedProductsQueryOptions = () =>
  queryOptions({
    queryKey: [VOTED_PRODUCTS_PATH] as const,
    queryFn: ({ signal }) => getVotedProducts(signal),
    select: (list) => new Set(list.map((v) => v.productId)),
  });

/** The person's votes with their products, newest first (the profile's Votelist). */
export function useVotelist() {
  const { select: _ids, ...options } = votedProductsQueryOptions();
  return useQuery(options);
}

/** The ids of the products this person has voted for. */
export function useVotedProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...votedProductsQueryOptions(), enabled });
}

/** Whether the signed-in person has voted for this product: their voted list (the products carry no flag). */
export function useHasVoted(productId: string): boolean {
  const { signedIn } = useAuthSession();
  const voted = useVotedProducts({ enabled: signedIn });
  return Boolean(voted.data?.has(productId));
}

export const votePath = (productId: string) => `${PRODUCTS_PATH}/${encodeURIComponent(productId)}/vote`;

/**
 * POST /api/products/{id}/vote, no body (an empty body with a JSON content type is a 400 on Fastify);
 * `success: false` means already voted.
 */
export function voteForProduct(productId: string): Promise<VoteResponse> {
  return apiJson<VoteResponse>('POST', votePath(productId));
}

/**
 * Votes, then refetches the voted list and marks every product list stale. The
 * answer's vote count shows at once in every cached list and product page (the lists are shared by
 * everyone who may see them, so the count is the only thing in them a vote changes). The lists on screen
 * are not refetched at once: another server process may answer from its catalogue cache for up to
 * CATALOG_STALE_MS and would put the old count back; they refetch when next shown.
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteForProduct,
    onSuccess: (result, productId) => setCachedVoteCount(queryClient, productId, result),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [VOTED_PRODUCTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [PRODUCTS_PATH], refetchType: 'none' }),
      ]);
    },
  });
}
