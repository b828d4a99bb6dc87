import { Link, useLocation } from 'react-router';
import { TIER_IDS, type TierId } from '#contracts/membership';
import { ApplicationNextSteps } from '../../../components/application/ApplicationNextSteps';
import { type CardFinish, MembershipCard } from '../../../components/MembershipCard';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ONBOARDING } from '../i18n';

/** The card drawn for the plan the wizard passed along (the stored plan is cleared by then). */
function finishOf(state: unknown): CardFinish {
  const plan =
    state && typeof state === 'object' && 'plan' in state ? (state as { plan: unknown }).plan : undefined;
  if (typeof plan !== 'string' || !TIER_IDS.includes(plan as TierId)) return 'premium';
  return plan === 'gold' || plan === 'platinum' || plan === 'basic' ? plan : 'premium';
}

/** /register/success: the application is in; what happens next. */
export function RegisterSuccessPage() {
  const { t } = useTranslation(ONBOARDING);
  const { state } = useLocation();
  const finish = finishOf(state);

  return (
    <section
      className="container-page max-w-5xl overflow-x-clip py-14 md:py-24"
      aria-labelledby="register-success-title"
    >
      <PageTitle title={t('success.title')} />
      <div className="grid items-center gap-12 md:grid-cols-[1fr_1.1fr] md:gap-16">
        <div className="relative mx-auto w-full max-w-[22rem] md:order-2 md:max-w-md">
          <span
            aria-hidden="true"
            className="absolute -inset-8 rounded-full opacity-60 blur-3xl"
            style={{
              background:
                'radial-gradient(closest-side, color-mix(in oklab, var(--gold) 35%, transparent), transparent)',
            }}
          />
          <MembershipCard
            finish={finish}
            holder={t('success.received')}
            className="anim-rise relative rotate-[-4deg]"
          />
        </div>

        <div className="text-center md:text-left">
          <p className="eyebrow text-gold">{t('success.received')}</p>
          <h1 id="register-success-title" className="mt-3 text-5xl md:text-6xl">
            {t('success.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-md text-muted md:mx-0">{t('success.intro')}</p>
          <div className="hairline mx-auto mt-8 w-24 md:mx-0" />

          <ApplicationNextSteps className="mt-8" />

          <p className="mt-8 text-xs text-muted">{t('success.refund')}</p>

          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <Button asChild size="lg">
              <Link to={paths.home}>{t('success.home')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.profile}>{t('success.profile')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
