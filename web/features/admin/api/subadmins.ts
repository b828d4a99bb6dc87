import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSubAdminInput, SubAdmin } from '#contracts/staff';
import { apiJson } from '../../../lib/api-client';
import { ADVISORS_PATH } from './advisors';

export const SUBADMINS_PATH = '/api/admin/sub-admins';

/** Sub-admins (admins only): e-mail, created, assigned advisors, status. */
export const subAdminsQueryOptions = () =>
  queryOptions({
    queryKey: [SUBADMINS_PATH] as const,
    queryFn: ({ signal }) => apiJson<SubAdmin[]>('GET', SUBADMINS_PATH, undefined, { signal }),
  });

export function useSubAdmins(enabled = true) {
  return useQuery({ ...subAdminsQueryOptions(), enabled });
}

export function useSendSubAdminCode() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ success: true; message: string }>('POST', `${SUBADMINS_PATH}/verify-email`, { email }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [SUBADMINS_PATH] }),
      client.invalidateQueries({ queryKey: [ADVISORS_PATH] }),
    ]);
}

export function useCreateSubAdmin() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateSubAdminInput) => apiJson<SubAdmin>('POST', SUBADMINS_PATH, body),
    onSuccess: invalidate,
  });
}

export function useSetSubAdminActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiJson<SubAdmin>('POST', `${SUBADMINS_PATH}/${id}/status`, { active }),
    onSuccess: invalidate,
  });
}
