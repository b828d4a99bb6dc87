import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckResetTokenResponse, resetPasswordBody, resetPasswordResponse } from '#contracts/passwords';
import { apiJson } from '../../../lib/api-client';
import { clearStoredAuth, hasStoredAuth } from '../../../lib/session/auth-storage';

export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/**
 * Sets a new password with the single-use token from the e-mailed link. A 400 means the link is
 * invalid, used or expired, or the password is too weak; the server's message says which.
 */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  return apiJson<ResetPasswordResponse>('POST', RESET_PASSWORD_PATH, body);
}

/** A reset revokes the account's sessions on the server, so this browser forgets its sign-in too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      if (hasStoredAuth()) {
        clearStoredAuth('signout');
        queryClient.clear();
      }
    },
  });
}

export const CHECK_RESET_TOKEN_PATH = '/api/auth/reset-password/check';

/**
 * Whether the link's token still works, asked once when the page opens (the token stays unused). A
 * failed check (offline, busy) leaves the form up: the reset itself then says what went wrong.
 */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: [CHECK_RESET_TOKEN_PATH, token] as const,
    queryFn: () => apiJson<CheckResetTokenResponse>('POST', CHECK_RESET_TOKEN_PATH, { token }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
