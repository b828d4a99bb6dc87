import { useMutation } from '@tanstack/react-query';
import { DEFAULT_LOCALE } from '#contracts/locales';
import type { SendVerificationBody, SendVerificationResponse } from '#contracts/onboarding';
import { apiJson, errorBody } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export const SEND_VERIFICATION_PATH = '/api/auth/send-verification';

/**
 * Sends a 6-digit code to the e-mail or phone; also the resend (at most every 30 s). The code is written
 * in the language shown, since the applicant has no account whose language the server could read; the
 * server's default, English, goes without the field.
 */
export function sendVerification(body: SendVerificationBody): Promise<SendVerificationResponse> {
  const language = currentLanguage();
  return apiJson<SendVerificationResponse>(
    'POST',
    SEND_VERIFICATION_PATH,
    language === DEFAULT_LOCALE ? body : { language, ...body },
  );
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}

/** The server refused the Fashion Advisor Code (a 400 naming referralCode). */
export function isReferralCodeError(error: unknown): boolean {
  const body = errorBody(error);
  return Boolean(body?.fieldErrors?.referralCode?.length) || /REFERRAL|ADVISOR/.test(body?.code ?? '');
}
