import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredAuth } from './auth-storage';

export const SIGNOUT_PATH = '/api/auth/signout';

/** Ends the server session; a failure (offline, already signed out) still signs out locally. */
export async function signOutRequest(): Promise<void> {
  try {
    await fetch(SIGNOUT_PATH, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    // The local sign-out below still happens.
  }
}

/** Sign Out: end the session, clear userId/authToken and the query cache, go home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutRequest();
    // The guard of a protected page sees a sign-out (not an expiry) and sends the person home quietly.
    clearStoredAuth('signout');
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
