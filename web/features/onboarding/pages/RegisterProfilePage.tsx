import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { rich, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ProfileWizard } from '../components/profile-wizard/ProfileWizard';
import { RegistrationSteps } from '../components/RegistrationSteps';
import { ONBOARDING } from '../i18n';
import { readRegistrationContact, readStoredPlan } from '../lib/registration-storage';

/** /register/profile: the style profile after payment. Without a stored plan, back to /register. */
export function RegisterProfilePage() {
  const { t } = useTranslation(ONBOARDING);
  // Read once: completing the profile clears the storage, and the page must not bounce to /register then.
  const [plan] = useState(readStoredPlan);
  const [referralCode] = useState(() => readRegistrationContact()?.referralCode ?? null);

  if (!plan) return <Navigate to={paths.register} replace />;

  return (
    <section className="container-page max-w-3xl py-12 md:py-20" aria-labelledby="register-profile-title">
      <PageTitle title={t('profile.title')} />
      <RegistrationSteps current="profile" className="mb-10" />
      <header className="mb-10 text-center md:mb-14">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          {t('profile.eyebrow', { card: t(`tiers.${plan}.name`) })}
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
        </p>
        <h1 id="register-profile-title" className="mt-4 text-4xl md:text-5xl">
          {t('profile.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-sm text-muted">
          {rich(t('profile.intro'), {
            star: <span className="text-gold" aria-hidden="true" />,
            sr: <span className="sr-only" />,
          })}
        </p>
        <div className="hairline mx-auto mt-8 w-24" />
      </header>
      <ProfileWizard plan={plan} referralCode={referralCode} />
    </section>
  );
}
