import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMe } from '../api/me';
import { useRefreshMe } from '../api/second-factor';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';
import { RenewRecoveryCodes, SecondFactorSetup } from '../components/SecondFactorSetup';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

/**
 * /admin/security: staff two-step sign-in. Setup: scan the QR code (or type the secret), confirm with a
 * code, then save the 10 recovery codes shown once. Forced after sign-in while it is required and not
 * set (AdminPage shows only this tab then).
 */
export function SecurityTab() {
  const { t } = useTranslation(ADMIN);
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
    <TabSection title={t('security.title')} description={t('security.description')} className="max-w-3xl">
      {status === 'required-not-set' && !codes ? (
        <p role="alert" className="rounded-[4px] border border-gold/50 bg-gold/10 p-4 text-sm">
          {t('security.setUpFirst')}
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
