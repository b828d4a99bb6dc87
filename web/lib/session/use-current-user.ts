import { errorStatus } from '../api-client';
import { useAccount } from './get-account';
import { useProfile } from './get-profile';
import { useAuthSession } from './use-auth-session';
import { type UserDisplay, userDisplay } from './user-display';

export interface CurrentUser extends UserDisplay {
  userId: string | null;
  email: string | null;
  /** Storage says signed in and the server has not answered 401/403 for this account. */
  signedIn: boolean;
  loading: boolean;
}

/** The signed-in person as the header and menus show them: real account and profile data. */
export function useCurrentUser(): CurrentUser {
  const session = useAuthSession();
  const account = useAccount(session.signedIn ? session.userId : null);
  const profile = useProfile(session.signedIn ? session.userId : null);
  const rejected = [401, 403].includes(errorStatus(account.error) ?? 0);
  const display = userDisplay({
    firstName: profile.data?.firstName,
    lastName: profile.data?.lastName,
    email: account.data?.email,
    plan: account.data?.currentPlan,
    role: account.data?.role,
    cardStatus: account.data?.cardStatus,
  });
  return {
    ...display,
    userId: session.userId,
    email: account.data?.email ?? null,
    signedIn: session.signedIn && !rejected,
    loading: session.signedIn && (account.isPending || profile.isPending),
  };
}
