import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, SecondFactorCodeBody, SecondFactorSetup } from '#contracts/second-factor';
import { apiJson } from '../../../lib/api-client';
import { ME_PATH } from './me';
import { SUBADMINS_PATH } from './subadmins';

const BASE = '/api/auth/second-factor';

/** A new secret to scan (pending until confirmed). */
export function useStartSecondFactor() {
  return useMutation({ mutationFn: () => apiJson<SecondFactorSetup>('POST', `${BASE}/setup`) });
}

/** Turns two-step sign-in on; answers the recovery codes (once). */
export function useConfirmSecondFactor() {
  return useMutation({
    mutationFn: (body: SecondFactorCodeBody) => apiJson<RecoveryCodes>('POST', `${BASE}/confirm`, body),
  });
}

/** New recovery codes with a current code (the old ones stop working). */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (body: SecondFactorCodeBody) =>
      apiJson<RecoveryCodes>('POST', `${BASE}/recovery-codes`, body),
  });
}

/** After the codes are saved: /api/auth/me says `on`, and the back office opens. */
export function useRefreshMe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [ME_PATH] });
}

/** An admin resets a sub-admin's two-step sign-in (its sessions end). */
export function useResetSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ success: true; message: string }>('POST', `${SUBADMINS_PATH}/${id}/second-factor/reset`),
    onSuccess: () => client.invalidateQueries({ queryKey: [SUBADMINS_PATH] }),
  });
}
