import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#contracts/site';
import { apiJson } from './api-client';

const PATH = '/api/site';

/** Configurable public facts from the server (the HR address for careers). */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: [PATH] as const,
    queryFn: ({ signal }) => apiJson<SiteInfo>('GET', PATH, undefined, { signal }),
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
