import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor';
import { paths } from '../../../lib/paths';
import { useMe } from '../api/me';
import { useRefreshMe } from '../api/second-factor';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';
import { RenewRecoveryCodes, SecondFactorSetup } from '../components/SecondFactorSetup';
import { TabSection } from '../components/TabSection';

/**
 * /admin/security: staff two-step sign-in. Setup: scan the QR code (or type the secret), confirm with a
 * code, then save the 10 recovery codes shown once. Forced after sign-in while it is required and not
 * set (AdminPage shows only this tab then).
 */
export function SecurityTab() {
  const me = useMe();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [codes, setCodes] = useState<string[] | null>(null);
  const status = me.data?.secondFactor;

  const saved = async () => {
    const wasRequired = status === 'required-not-set';
    setCodes(null);
    await refreshMe();
    if (wasRequired) navigate(paths.admin);
  };

  return (
    <TabSection
      title="Two-step sign-in"
      description="After your password, Roslis asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others)."
      className="max-w-3xl"
    >
      {status === 'required-not-set' && !codes ? (
        <p role="alert" className="rounded-[4px] border border-gold/50 bg-gold/10 p-4 text-sm">
          {SECOND_FACTOR_MESSAGES.setUpFirst} The back office opens once it is on.
        </p>
      ) : null}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={saved} />
      ) : status === 'on' ? (
        <RenewRecoveryCodes onCodes={setCodes} />
      ) : status ? (
        <SecondFactorSetup onCodes={setCodes} />
      ) : null}
    </TabSection>
  );
}
