import { useQuery } from '@tanstack/react-query';
import type { FitAnswer, SizeChart } from '#contracts/fit';
import { apiJson, errorStatus } from './api-client';

/**
 * "Your size" and the size guide. The member's sizes are her own small answer (GET /api/fit, never
 * cached), asked beside the shared, cached product answer; the chart is the same for everyone.
 */
export const FIT_PATH = '/api/fit';
export const SIZE_CHARTS_PATH = '/api/size-charts';

export const fitQueryKey = (ids: readonly string[]) =>
  [FIT_PATH, [...new Set(ids)].sort().join(',')] as const;

/** Each product's suggested size for each of the member's people (ids sorted: one answer per set). */
export function useFit(ids: readonly string[], enabled = true) {
  const key = fitQueryKey(ids);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiJson<FitAnswer>('GET', `${FIT_PATH}?ids=${key[1]}`, undefined, { signal }),
    enabled: enabled && key[1] !== '',
  });
}

/** A category's chart; a category without one is a 404, not an error to retry. */
export function useSizeChart(slug: string, enabled = true) {
  return useQuery({
    queryKey: [SIZE_CHARTS_PATH, slug] as const,
    queryFn: ({ signal }) =>
      apiJson<SizeChart>('GET', `${SIZE_CHARTS_PATH}/${encodeURIComponent(slug)}`, undefined, { signal }),
    enabled: enabled && slug !== '',
    staleTime: 5 * 60_000,
    retry: (count, error) => errorStatus(error) !== 404 && count < 2,
  });
}
