import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../components/ui/Spinner';
import { useTranslation } from '../../lib/i18n';
import { useSignOut } from '../../lib/session/sign-out';

/** /signout: the same as the menu's Sign Out. */
export function SignOutPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return <PageSpinner label={t('auth.signingOut')} />;
}
