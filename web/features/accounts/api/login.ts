import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '#contracts/auth';
import { apiJson } from '../../../lib/api-client';
import { storeAuth } from '../../../lib/session/auth-storage';

export const LOGIN_PATH = '/api/auth/login';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiJson<LoginResponse>('POST', LOGIN_PATH, body);
}

/** Signs in, forgets whatever the previous visitor had cached, and stores userId and authToken. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.clear();
      storeAuth(result.user.id, result.token);
    },
  });
}
