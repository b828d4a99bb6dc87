import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBody, forgotPasswordResponse } from '#contracts/passwords';
import { apiJson } from '../../../lib/api-client';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** Asks for a reset link. The answer is the same whether or not an account exists for the address. */
export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return apiJson<ForgotPasswordResponse>('POST', FORGOT_PASSWORD_PATH, body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
