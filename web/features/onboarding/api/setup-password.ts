import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE } from '#contracts/locales';
import type { SetupPasswordWithTokenResponse } from '#contracts/passwords';
import { apiJson } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { storeAuth } from '../../../lib/session/auth-storage';

export const SETUP_PASSWORD_PATH = '/api/auth/setup-password';

export const setupPasswordWithTokenPath = (userId: string) =>
  `${SETUP_PASSWORD_PATH}/${encodeURIComponent(userId)}`;

/** POST /api/auth/setup-password/{userId}: the new account's first password, with the token verify issued. */
export function setupPasswordWithToken({
  userId,
  password,
  setupToken,
}: {
  userId: string;
  password: string;
  setupToken: string;
}): Promise<SetupPasswordWithTokenResponse> {
  // The language she applied in goes with it (the new account keeps it); English, the default, goes without.
  const language = currentLanguage();
  return apiJson<SetupPasswordWithTokenResponse>('POST', setupPasswordWithTokenPath(userId), {
    password,
    setupToken,
    ...(language === DEFAULT_LOCALE ? {} : { language }),
  });
}

/** Sets the password and signs the new member in (the server also sets the session cookie). */
export function useSetupPasswordWithToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupPasswordWithToken,
    onSuccess: (_answer, { userId }) => {
      queryClient.clear();
      storeAuth(userId);
    },
  });
}

/** POST /api/auth/setup-password: a signed-in account without a password sets one. */
export function setupPasswordSignedIn(body: {
  userId: string;
  password: string;
}): Promise<{ success: true }> {
  return apiJson<{ success: true }>('POST', SETUP_PASSWORD_PATH, body);
}

/** After success the account (which says whether a password is set) is read again. */
export function useSetupPasswordSignedIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupPasswordSignedIn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/auth/account'),
      }),
  });
}
