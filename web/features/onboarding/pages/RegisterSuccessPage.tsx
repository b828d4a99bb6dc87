import { Link, useLocation } from 'react-router';
import { TIER_IDS, type TierId } from '#contracts/membership';
import { ApplicationNextSteps } from '../../../components/application/ApplicationNextSteps';
import { type CardFinish, MembershipCard } from '../../../components/MembershipCard';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../lib/paths';

/** The card drawn for the plan the wizard passed along (the stored plan is cleared by then). */
function finishOf(state: unknown): CardFinish {
  const plan =
    state && typeof state === 'object' && 'plan' in state ? (state as { plan: unknown }).plan : undefined;
  if (typeof plan !== 'string' || !TIER_IDS.includes(plan as TierId)) return 'premium';
  return plan === 'gold' || plan === 'platinum' || plan === 'basic' ? plan : 'premium';
}

/** /register/success: the application is in; what happens next. */
export function RegisterSuccessPage() {
  const { state } = useLocation();
  const finish = finishOf(state);

  return (
    <section className="container-page max-w-5xl py-14 md:py-24" aria-labelledby="register-success-title">
      <PageTitle title="Welcome to Roslis" />
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
            holder="Application received"
            className="anim-rise relative rotate-[-4deg]"
          />
        </div>

        <div className="text-center md:text-left">
          <p className="eyebrow text-gold">Application received</p>
          <h1 id="register-success-title" className="mt-3 text-5xl md:text-6xl">
            Welcome to Roslis
          </h1>
          <p className="mx-auto mt-5 max-w-md text-muted md:mx-0">
            Thank you for applying. Your style profile is saved and your application is now with our team.
            Membership is selective, so here is what happens next.
          </p>
          <div className="hairline mx-auto mt-8 w-24 md:mx-0" />

          <ApplicationNextSteps className="mt-8" />

          <p className="mt-8 text-xs text-muted">
            If your application is not approved, your membership fee is refunded in full.
          </p>

          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <Button asChild size="lg">
              <Link to={paths.home}>Back to Home</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.profile}>View your profile</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
