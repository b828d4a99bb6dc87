import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '#contracts/auth';
import { apiJson } from '../api-client';

export const accountPath = (userId: string) => `/api/auth/account/${encodeURIComponent(userId)}`;

export function getAccount(userId: string, signal?: AbortSignal): Promise<Account> {
  return apiJson<Account>('GET', accountPath(userId), undefined, { signal });
}

export const accountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [accountPath(userId)] as const,
    queryFn: ({ signal }) => getAccount(userId, signal),
  });

export function useAccount(userId: string | null) {
  return useQuery({ ...accountQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
