import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { toast } from '../../../lib/toast';
import { CATALOG } from '../i18n';

/**
 * Voting, the wishlist and the cart are per person. Every catalogue page needs a sign-in already
 * (RequireAuth); someone whose session ended while a page was open (signed out in another tab, say) is
 * told so and taken to /auth, coming back afterwards.
 */
export function useRequireSignIn(): { signedIn: boolean; ensureSignedIn: () => boolean } {
  const { signedIn } = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ensureSignedIn = useCallback(() => {
    if (signedIn) return true;
    const t = i18n.getFixedT(null, CATALOG);
    toast({ title: t('signIn.title'), description: t('signIn.body') });
    navigate(paths.auth, { state: { from: `${location.pathname}${location.search}` } });
    return false;
  }, [signedIn, navigate, location.pathname, location.search]);
  return { signedIn, ensureSignedIn };
}
