import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '#contracts/orders';
import { apiJson } from '../../../lib/api-client';
import { productApiPath } from './get-product';

/** GET /api/products/{slug}/reviews: what members who received the piece said, newest first. */
export const reviewsApiPath = (slug: string) => `${productApiPath(slug)}/reviews`;

export function getReviews(slug: string, signal?: AbortSignal): Promise<Review[]> {
  return apiJson<Review[]>('GET', reviewsApiPath(slug), undefined, { signal });
}

/** Keyed by its own path: posting a review (orders feature) invalidates exactly this key. */
export const reviewsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [reviewsApiPath(slug)] as const,
    queryFn: ({ signal }) => getReviews(slug, signal),
  });

/** Read when the Reviews tab opens (the tab panel mounts the list only then). */
export function useReviews(slug: string) {
  return useQuery(reviewsQueryOptions(slug));
}
