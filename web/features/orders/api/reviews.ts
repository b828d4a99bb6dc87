import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewBody } from '#contracts/orders';
import { apiJson } from '../../../lib/api-client';
import { ORDERS_PATH } from './orders';

const reviewsPath = (slug: string) => `/api/products/${encodeURIComponent(slug)}/reviews`;

export function postReview(slug: string, body: ReviewBody): Promise<Review> {
  return apiJson<Review>('POST', reviewsPath(slug), body);
}

/** Rate a received piece; the order and the product's reviews are read again. */
export function usePostReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => postReview(slug, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [ORDERS_PATH] }),
        client.invalidateQueries({ queryKey: [reviewsPath(slug)] }),
        client.invalidateQueries({ queryKey: [`/api/products/${slug}`] }),
      ]),
  });
}
