import { useMutation } from '@tanstack/react-query';
import type { CheckExistingBody, CheckExistingResponse } from '#contracts/onboarding';
import { apiJson } from '../../../lib/api-client';

export const CHECK_EXISTING_PATH = '/api/auth/check-existing';

/** Whether an account already uses this e-mail or phone (spec 2 section 7). */
export function checkExisting(body: CheckExistingBody): Promise<CheckExistingResponse> {
  return apiJson<CheckExistingResponse>('POST', CHECK_EXISTING_PATH, body);
}

export function useCheckExisting() {
  return useMutation({ mutationFn: checkExisting });
}
