import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedPiece } from '#contracts/catalog';
import { apiJson } from '../../../lib/api-client';
import { useHydratedQuery } from '../../../lib/use-hydrated';

const PATH = '/api/featured';

/**
 * The newest Studio pieces for the home page's imagery (hero and #RoslisStyle gallery): names,
 * categories and pictures, for everyone (the catalogue itself needs a session; this answer has no prices).
 */
export function getFeaturedPieces(signal?: AbortSignal): Promise<FeaturedPiece[]> {
  return apiJson<FeaturedPiece[]>('GET', PATH, undefined, { signal });
}

export const featuredPiecesQueryOptions = () =>
  queryOptions({
    queryKey: [PATH] as const,
    queryFn: ({ signal }) => getFeaturedPieces(signal),
  });

export function useFeaturedPieces() {
  // Drawn by prerendered public pages too: the answer shows once the page is live.
  return useHydratedQuery(useQuery(featuredPiecesQueryOptions()));
}
