import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationStatus } from '#contracts/applications';
import type { Commission } from '#contracts/commissions';
import { apiJson } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const APPLICATIONS_PATH = '/api/admin/applications';

/** The review queue (no status: pending oldest first, then decided newest first) or one status, paged. */
export function useApplications(status: ApplicationStatus | null) {
  return useCursorPages<Application>(APPLICATIONS_PATH, { status, limit: 25 });
}

/** A decision changes the queue, the advisors' counts and the activity trail. */
function useInvalidateAfterReview() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [APPLICATIONS_PATH] }),
      client.invalidateQueries({ queryKey: ['/api/admin/advisor-codes'] }),
      client.invalidateQueries({ queryKey: ['/api/admin/activity'] }),
    ]);
}

export function useApproveApplication() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: (id: string) => apiJson<Application>('POST', `${APPLICATIONS_PATH}/${id}/approve`, {}),
    onSettled: invalidate,
  });
}

export function useRejectApplication() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiJson<Application>('POST', `${APPLICATIONS_PATH}/${id}/reject`, { reason }),
    onSettled: invalidate,
  });
}

/** Staff's decision on a flagged registration's held commission: release (payable) or decline (reversed). */
export function useDecideCommission() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({ id, release, note }: { id: string; release: boolean; note?: string }) =>
      apiJson<Commission>('POST', `/api/admin/commissions/${id}/decision`, { release, note }),
    onSettled: invalidate,
  });
}
