import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#contracts/auth';
import { apiJson } from '../../../lib/api-client';

export const ME_PATH = '/api/auth/me';

/** Who is signed in, with the role the back office is cut by (admin, sub-admin). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: [ME_PATH] as const,
    queryFn: ({ signal }) => apiJson<Me>('GET', ME_PATH, undefined, { signal }),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
