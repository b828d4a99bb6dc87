import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '#contracts/auth';
import { apiJson } from '../api-client';
import { memberLanguageSeen } from '../i18n/bridge';

export const accountPath = (userId: string) => `/api/auth/account/${encodeURIComponent(userId)}`;

/** The account; its saved language applies on a device without a choice of its own (lib/i18n). */
export async function getAccount(userId: string, signal?: AbortSignal): Promise<Account> {
  const account = await apiJson<Account>('GET', accountPath(userId), undefined, { signal });
  memberLanguageSeen(account.locale);
  return account;
}

export const accountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [accountPath(userId)] as const,
    queryFn: ({ signal }) => getAccount(userId, signal),
  });

export function useAccount(userId: string | null) {
  return useQuery({ ...accountQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
