import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { clearStoredAuth, wasSessionEnded, wasSignedOutByUser } from '../lib/session/auth-storage';
import { accountQueryOptions } from '../lib/session/get-account';
import { useAuthSession } from '../lib/session/use-auth-session';
import { toast } from '../lib/toast';

/**
 * The route guard: no stored userId/authToken -> "Authentication Required"
 * and /auth; the account check not OK -> clear both, "Session Expired" and /auth; while checking, a
 * "Verifying authentication" spinner. A request refused with 401 while the page is in use (a staff
 * session ends after 30 idle minutes or 12 hours) clears both too (lib/api-client): "Session Expired"
 * with "Your session ended. Please sign in again." and /auth, back to the page after signing in.
 */
/** An account answer younger than this is the protected page's check (the app's start has just asked). */
export const ACCOUNT_CHECK_FRESH_MS = 10_000;

export function RequireAuth() {
  const { t } = useTranslation();
  const { userId, signedIn } = useAuthSession();
  const location = useLocation();
  // Check with the server on every protected page (cached data shows at once; a failed check expires),
  // unless the answer is a moment old: the app's start asks for it just before its first render.
  const account = useQuery({
    ...accountQueryOptions(userId ?? ''),
    enabled: signedIn,
    refetchOnMount: (query) =>
      Date.now() - query.state.dataUpdatedAt < ACCOUNT_CHECK_FRESH_MS ? true : 'always',
  });
  const told = useRef(false);
  // The page was shown: a 401 from now on ended the session mid-use.
  const shown = useRef(false);

  // The page behind the guard (often a long list) first renders as a background transition, which
  // React splits into short slices, instead of one long task when the check answers.
  const deferredPending = useDeferredValue(account.isPending);
  const signedOut = !signedIn && wasSignedOutByUser();
  const ended = !signedIn && !signedOut && wasSessionEnded();
  const missing = !signedIn && !signedOut && !ended;
  const expired = ended || (signedIn && account.isError);
  const showing = !signedOut && !missing && !expired && !deferredPending;
  useEffect(() => {
    if (showing) shown.current = true;
  }, [showing]);

  useEffect(() => {
    if (told.current) return;
    if (missing) {
      told.current = true;
      toast({
        title: t('auth.requiredTitle'),
        description: t('auth.requiredDescription'),
        variant: 'destructive',
      });
    } else if (expired) {
      told.current = true;
      clearStoredAuth();
      toast({
        title: t('auth.expiredTitle'),
        description: ended && shown.current ? t('auth.ended') : t('auth.expiredDescription'),
        variant: 'destructive',
      });
    }
  }, [missing, expired, ended, t]);

  if (signedOut) return <Navigate to={paths.home} replace />;
  if (missing || expired) {
    return <Navigate to={paths.auth} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (deferredPending) return <PageSpinner label={t('auth.verifying')} />;
  return <Outlet />;
}
