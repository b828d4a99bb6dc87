import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteProfileBody } from '#contracts/registration-profile';
import { apiJson } from '../../../lib/api-client';

export const COMPLETE_PROFILE_PATH = '/api/auth/complete-profile';

export interface CompleteProfileResponse {
  success: true;
}

/** Saves the registration's style profile for the signed-in applicant (the session cookie). */
export function completeProfile(body: CompleteProfileBody): Promise<CompleteProfileResponse> {
  return apiJson<CompleteProfileResponse>('POST', COMPLETE_PROFILE_PATH, body);
}

/** The account's profile and account answers change: anything cached under those paths is refetched. */
const TOUCHED_PATHS = ['/api/auth/profile', '/api/auth/account'];

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && TOUCHED_PATHS.some((path) => key.startsWith(path));
        },
      }),
  });
}

/**
 * The server's per-field messages in a 400 answer (`fieldErrors` keyed like 'basic.firstName', each a
 * list of messages), as one message per key. Empty when the error carries none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const m = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!m) return {};
  try {
    const parsed: unknown = JSON.parse(m[1]!);
    if (!parsed || typeof parsed !== 'object' || !('fieldErrors' in parsed)) return {};
    const raw = (parsed as { fieldErrors: unknown }).fieldErrors;
    if (!raw || typeof raw !== 'object') return {};
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
      if (typeof message === 'string' && message.trim()) out[key] = message;
    }
    return out;
  } catch {
    return {};
  }
}
