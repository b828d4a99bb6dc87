import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewBody } from '#contracts/orders';
import { apiJson } from '../../../lib/api-client';
import { ORDERS_PATH } from './orders';

const PRODUCTS_PATH = '/api/products';
const reviewsPath = (slug: string) => `${PRODUCTS_PATH}/${encodeURIComponent(slug)}/reviews`;

export function postReview(slug: string, body: ReviewBody): Promise<Review> {
  return apiJson<Review>('POST', reviewsPath(slug), body);
}

/**
 * Rate a received piece; the orders (canReview), the product's reviews and the product itself (its
 * rating and count; the catalogue keys it [PRODUCTS_PATH, slug]) are read again.
 */
export function usePostReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => postReview(slug, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [ORDERS_PATH] }),
        client.invalidateQueries({ queryKey: [reviewsPath(slug)] }),
        client.invalidateQueries({ queryKey: [PRODUCTS_PATH, slug] }),
      ]),
  });
}
