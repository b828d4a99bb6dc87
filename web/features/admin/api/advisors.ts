import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAdvisor, CreateAdvisorBody, UpdateAdvisorBody } from '#contracts/advisor-codes';
import type { Payout, PayoutInput } from '#contracts/commissions';
import { apiJson } from '../../../lib/api-client';

export const ADVISORS_PATH = '/api/admin/advisor-codes';

/** The Fashion Advisors list (an admin: all; a sub-admin: its own). */
export const advisorsQueryOptions = () =>
  queryOptions({
    queryKey: [ADVISORS_PATH] as const,
    queryFn: ({ signal }) => apiJson<AdminAdvisor[]>('GET', ADVISORS_PATH, undefined, { signal }),
  });

export function useAdvisors() {
  return useQuery(advisorsQueryOptions());
}

/** Every back-office list that counts advisors (Sub Admins', Overview, Performance) reads again after a change. */
function useInvalidateStaffLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADVISORS_PATH] }),
      client.invalidateQueries({ queryKey: ['/api/admin/sub-admins'] }),
      client.invalidateQueries({ queryKey: ['/api/admin/overview'] }),
      client.invalidateQueries({ queryKey: ['/api/admin/performance'] }),
    ]);
}

export function useCreateAdvisor() {
  const invalidate = useInvalidateStaffLists();
  return useMutation({
    mutationFn: (body: CreateAdvisorBody) => apiJson<AdminAdvisor>('POST', ADVISORS_PATH, body),
    onSuccess: invalidate,
  });
}

export function useUpdateAdvisor() {
  const invalidate = useInvalidateStaffLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdvisorBody }) =>
      apiJson<AdminAdvisor>('PUT', `${ADVISORS_PATH}/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetAdvisorActive() {
  const invalidate = useInvalidateStaffLists();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiJson<AdminAdvisor>('POST', `${ADVISORS_PATH}/${id}/status`, { active }),
    onSuccess: invalidate,
  });
}

/** An advisor's payouts, newest first (GET /api/admin/advisor-codes/{id}/payouts). */
export const payoutsQueryOptions = (advisorId: string) =>
  queryOptions({
    queryKey: [`${ADVISORS_PATH}/${advisorId}/payouts`] as const,
    queryFn: ({ signal }) =>
      apiJson<Payout[]>('GET', `${ADVISORS_PATH}/${advisorId}/payouts`, undefined, { signal }),
  });

export function usePayouts(advisorId: string | null) {
  return useQuery({ ...payoutsQueryOptions(advisorId ?? ''), enabled: advisorId !== null });
}

/** Record a payout: every payable commission of the advisor (admins only). */
export function useRecordPayout() {
  const invalidate = useInvalidateStaffLists();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, body }: { advisorId: string; body: PayoutInput }) =>
      apiJson<Payout>('POST', `${ADVISORS_PATH}/${advisorId}/payouts`, body),
    onSuccess: (_payout, { advisorId }) =>
      Promise.all([
        invalidate(),
        client.invalidateQueries({ queryKey: payoutsQueryOptions(advisorId).queryKey }),
      ]),
  });
}
