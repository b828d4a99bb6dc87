import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductCard, ProductWithSpecs } from '#contracts/catalog';
import { fullProduct, productQueryOptions } from '../../api/get-product';

/**
 * The full product of the slide on screen (GET /api/products/{slug}, the product page's query and
 * cache) for the info panel's description and sizes, and the next slide's fetched ahead, so swiping on
 * finds it ready. The slides themselves show the card at once.
 */
export function useLoopsFullProduct(
  current: Pick<ProductCard, 'id' | 'slug'>,
  next: Pick<ProductCard, 'slug'> | undefined,
): { full: ProductWithSpecs | undefined; pending: boolean } {
  const queryClient = useQueryClient();
  const query = useQuery(productQueryOptions(current.slug));
  const nextSlug = next?.slug;
  useEffect(() => {
    if (nextSlug) void queryClient.prefetchQuery(productQueryOptions(nextSlug));
  }, [queryClient, nextSlug]);
  const full = query.data?.id === current.id ? fullProduct(query.data) : undefined;
  return { full, pending: query.isPending };
}
