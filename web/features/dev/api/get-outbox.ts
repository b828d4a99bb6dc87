import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '#contracts/onboarding';
import { apiJson, withQuery } from '../../../lib/api-client';

const PATH = '/api/dev/outbox';

/** Messages the shop "sent" outside production (nothing leaves the machine there), newest first. */
export function getOutbox(to: string | undefined, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiJson<OutboxMessage[]>('GET', withQuery(PATH, { to }), undefined, { signal });
}

export const outboxQueryOptions = (to?: string) =>
  queryOptions({
    queryKey: [PATH, { to }] as const,
    queryFn: ({ signal }) => getOutbox(to, signal),
  });

export function useOutbox(to?: string) {
  return useQuery(outboxQueryOptions(to));
}
