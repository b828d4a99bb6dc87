import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAdvisor, CreateAdvisorBody, UpdateAdvisorBody } from '#contracts/advisor-codes';
import { apiJson } from '../../../lib/api-client';

export const ADVISORS_PATH = '/api/admin/advisors';

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
      client.invalidateQueries({ queryKey: ['/api/admin/subadmins'] }),
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
