import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeBody, VerifyCodeResponse } from '#contracts/onboarding';
import { apiJson } from '../../../lib/api-client';

export const VERIFY_CODE_PATH = '/api/auth/verify-code';

/** Checks the code; the answer's token proves the contact to the next registration steps. */
export function verifyCode(body: VerifyCodeBody): Promise<VerifyCodeResponse> {
  return apiJson<VerifyCodeResponse>('POST', VERIFY_CODE_PATH, body);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
