import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readStoredAuth, subscribeStoredAuth } from './auth-storage';

const SEP = '\u0000';

function snapshot(): string {
  const { userId, authToken } = readStoredAuth();
  return `${userId ?? ''}${SEP}${authToken ?? ''}`;
}

export interface AuthSession {
  userId: string | null;
  authToken: string | null;
  signedIn: boolean;
}

/**
 * Signed-in state from both `authToken` and `userId` in storage, read again on every
 * route change (useLocation re-renders this hook) and on storage events.
 */
export function useAuthSession(): AuthSession {
  useLocation();
  const raw = useSyncExternalStore(subscribeStoredAuth, snapshot, () => SEP);
  const [userId = '', authToken = ''] = raw.split(SEP);
  return {
    userId: userId || null,
    authToken: authToken || null,
    signedIn: Boolean(userId && authToken),
  };
}
