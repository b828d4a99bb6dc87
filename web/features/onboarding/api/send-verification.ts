import { useMutation } from '@tanstack/react-query';
import type { SendVerificationBody, SendVerificationResponse } from '#contracts/onboarding';
import { apiJson, errorBody } from '../../../lib/api-client';

export const SEND_VERIFICATION_PATH = '/api/auth/send-verification';

/** Sends a 6-digit code to the e-mail or phone; also the resend (at most every 30 s). */
export function sendVerification(body: SendVerificationBody): Promise<SendVerificationResponse> {
  return apiJson<SendVerificationResponse>('POST', SEND_VERIFICATION_PATH, body);
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}

/** The server refused the Fashion Advisor Code (a 400 naming referralCode). */
export function isReferralCodeError(error: unknown): boolean {
  const body = errorBody(error);
  return Boolean(body?.fieldErrors?.referralCode?.length) || /REFERRAL|ADVISOR/.test(body?.code ?? '');
}
