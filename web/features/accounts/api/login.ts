import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, LoginSession } from '#contracts/auth';
import type { SecondFactorLoginBody } from '#contracts/second-factor';
import { apiJson } from '../../../lib/api-client';
import { storeAuth } from '../../../lib/session/auth-storage';

export const LOGIN_PATH = '/api/auth/login';
export const SECOND_FACTOR_LOGIN_PATH = '/api/auth/login/second-factor';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiJson<LoginResponse>('POST', LOGIN_PATH, body);
}

/** A session (signed in), or staff's challenge for the second step. */
export const isSession = (answer: LoginResponse): answer is LoginSession => 'token' in answer;

/**
 * Signs in, forgets whatever the previous visitor had cached, and stores userId and the authToken marker
 * (the session is the httpOnly cookie the answer set; the answer's token is for API clients). Staff
 * with two-step sign-in on get a challenge instead, for useSecondFactorLogin.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!isSession(result)) return;
      queryClient.clear();
      storeAuth(result.user.id);
    },
  });
}

/** The sign-in's second step: the challenge and a 6-digit or recovery code. */
export function useSecondFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorLoginBody) =>
      apiJson<LoginSession>('POST', SECOND_FACTOR_LOGIN_PATH, body),
    onSuccess: (result) => {
      queryClient.clear();
      storeAuth(result.user.id);
    },
  });
}
