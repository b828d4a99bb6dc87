import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { toast } from '../../../lib/toast';

/**
 * Voting, the wishlist and the cart are per person: a signed-out visitor (on a public category page)
 * is told so and taken to /auth, coming back afterwards.
 */
export function useRequireSignIn(): { signedIn: boolean; ensureSignedIn: () => boolean } {
  const { signedIn } = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ensureSignedIn = useCallback(() => {
    if (signedIn) return true;
    toast({ title: 'Authentication Required', description: 'Please log in to continue.' });
    navigate(paths.auth, { state: { from: `${location.pathname}${location.search}` } });
    return false;
  }, [signedIn, navigate, location.pathname, location.search]);
  return { signedIn, ensureSignedIn };
}
