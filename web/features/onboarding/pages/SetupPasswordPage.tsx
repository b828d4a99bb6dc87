import type { TFunction } from 'i18next';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#contracts/passwords';
import { MembershipCard } from '../../../components/MembershipCard';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { rich, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { readStoredAuth } from '../../../lib/session/auth-storage';
import { toast } from '../../../lib/toast';
import { useSetupPasswordSignedIn, useSetupPasswordWithToken } from '../api/setup-password';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordFormField } from '../components/PasswordField';
import { RegistrationSteps } from '../components/RegistrationSteps';
import { ONBOARDING } from '../i18n';
import {
  isMismatch,
  isTooShort,
  isWeakPassword,
  type PasswordProblem,
  usePasswordForm,
} from '../lib/password-form';
import {
  clearPasswordSetup,
  readPasswordSetup,
  readRegistrationContact,
  readStoredPlan,
} from '../lib/registration-storage';

/**
 * Who sets a password here: the account a verified payment just created (its id and single-use token
 * stored by /register/payment), or, on /setup-password only, a signed-in account that has none yet.
 */
type Variant =
  | { kind: 'registration'; userId: string; token: string | null }
  | { kind: 'account'; userId: string };

function variantFor(pathname: string): Variant | null {
  const setup = readPasswordSetup();
  if (setup) return { kind: 'registration', ...setup };
  if (pathname !== paths.registerSetupPassword) {
    const auth = readStoredAuth();
    if (auth.userId && auth.authToken) return { kind: 'account', userId: auth.userId };
  }
  return null;
}

type T = TFunction<typeof ONBOARDING>;

const weak = (t: T): PasswordProblem => ({
  title: t('setup.problems.weakTitle'),
  description: t('setup.problems.weak'),
  field: 'password',
  applies: isWeakPassword,
});

/** After payment: the mismatch first, then the rules. */
const registrationProblems = (t: T): readonly PasswordProblem[] => [
  {
    title: t('setup.problems.mismatchTitle'),
    description: t('setup.problems.mismatch'),
    field: 'confirm',
    applies: isMismatch,
  },
  weak(t),
];

/** A signed-in account: the length first, then the mismatch, then the rules. */
const accountProblems = (t: T): readonly PasswordProblem[] => [
  {
    title: t('setup.problems.tooShortTitle'),
    description: t('setup.problems.tooShort', { count: PASSWORD_MIN_LENGTH }),
    field: 'password',
    applies: isTooShort,
  },
  {
    title: t('setup.problems.notIdenticalTitle'),
    description: t('setup.problems.notIdentical'),
    field: 'confirm',
    applies: isMismatch,
  },
  weak(t),
];

/** /register/setup-password and /setup-password: one screen, the path and storage decide. */
export function SetupPasswordPage() {
  const { t } = useTranslation(ONBOARDING);
  const { pathname } = useLocation();
  // Read once: after success the stored setup is cleared while the page navigates away.
  const [variant] = useState(() => variantFor(pathname));
  if (!variant) return <Navigate to={paths.register} replace />;
  if (variant.kind === 'account') return <AccountPassword userId={variant.userId} />;
  return variant.token ? (
    <RegistrationPassword userId={variant.userId} setupToken={variant.token} />
  ) : (
    <Layout registration title={t('setup.expiredTitle')}>
      <MissingSetupToken />
    </Layout>
  );
}

function Layout({
  registration,
  title,
  lede,
  children,
}: {
  registration: boolean;
  title: string;
  lede?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(ONBOARDING);
  const plan = registration ? readStoredPlan() : null;
  const finish = plan === 'gold' || plan === 'platinum' ? plan : 'premium';
  return (
    <section className="flex flex-1">
      <PageTitle title={registration ? t('setup.createTitle') : t('setup.setTitle')} />
      <div className="grid w-full lg:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden overflow-hidden border-r border-border bg-surface-2 lg:block">
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(80%_60%_at_20%_10%,color-mix(in_oklab,var(--gold)_18%,transparent),transparent_70%)]"
          />
          <div className="relative flex h-full flex-col justify-between p-14">
            <p className="font-display text-3xl tracking-[0.34em]">ROSLIS</p>
            <div className="max-w-sm">
              <MembershipCard finish={finish} className="mb-10 w-72 -rotate-6" />
              <p className="font-display text-4xl italic leading-tight">
                {registration ? t('setup.quoteRegistration') : t('setup.quoteAccount')}
              </p>
              <p className="mt-4 text-sm text-muted">
                {registration ? t('setup.nextRegistration') : t('setup.nextAccount')}
              </p>
            </div>
          </div>
        </aside>

        <div className="flex justify-center px-5 py-10 md:py-16">
          <div className="w-full max-w-md">
            {registration ? <RegistrationSteps current="password" className="mb-10 md:mb-14" /> : null}
            <p className="eyebrow flex items-center justify-center gap-3 text-gold">
              <span className="h-px w-8 bg-gold" aria-hidden="true" />
              {registration ? t('setup.step') : t('setup.accountSecurity')}
              <span className="h-px w-8 bg-gold" aria-hidden="true" />
            </p>
            <h1 className="mt-4 text-center text-4xl md:text-5xl">{title}</h1>
            {lede ? <p className="mt-3 text-center text-sm text-muted">{lede}</p> : null}
            <div className="mt-10">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}

function PasswordForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  username,
  problems,
  onValid,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  username?: string;
  problems: readonly PasswordProblem[];
  onValid: (password: string) => void;
}) {
  const { t } = useTranslation(ONBOARDING);
  const { control, password, confirm, mismatch, submit } = usePasswordForm(problems);
  const checklistId = useId();

  const onSubmit = submit((values) => {
    if (!pending) onValid(values.password);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-5">
      {username ? (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      <PasswordFormField
        control={control}
        field="password"
        label={t('setup.newPassword')}
        name="password"
        aria-describedby={checklistId}
      />
      <PasswordFormField
        control={control}
        field="confirm"
        label={t('setup.confirmPassword')}
        name="confirmPassword"
        invalid={mismatch}
        message={mismatch ? t('setup.problems.mismatch') : undefined}
      />
      <div className="rounded-[4px] border border-border bg-surface p-4 sm:p-5">
        <p className="eyebrow mb-3">{t('setup.needs')}</p>
        <PasswordChecklist id={checklistId} password={password} confirm={confirm} rules="full" />
      </div>
      <Button type="submit" size="lg" block disabled={pending} className="mt-1">
        {pending ? <Spinner label={pendingLabel} /> : submitLabel}
      </Button>
    </form>
  );
}

function RegistrationPassword({ userId, setupToken }: { userId: string; setupToken: string }) {
  const { t } = useTranslation(ONBOARDING);
  const problems = useMemo(() => registrationProblems(t), [t]);
  const navigate = useNavigate();
  const setup = useSetupPasswordWithToken();
  const contact = readRegistrationContact();
  return (
    <Layout registration title={t('setup.createTitle')} lede={t('setup.createLede')}>
      <PasswordForm
        label={t('setup.createTitle')}
        submitLabel={t('setup.createSubmit')}
        pendingLabel={t('setup.creating')}
        pending={setup.isPending}
        username={contact?.method === 'email' ? contact.value : undefined}
        problems={problems}
        onValid={(password) =>
          setup.mutate(
            { userId, password, setupToken },
            {
              onSuccess: () => {
                clearPasswordSetup();
                toast({
                  title: t('setup.createdTitle'),
                  description: t('setup.created'),
                  variant: 'success',
                });
                navigate(paths.registerProfile, { replace: true });
              },
              onError: (error) =>
                toast({
                  title: t('setup.failedTitle'),
                  description: errorMessage(error, t('setup.createFailed')),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </Layout>
  );
}

/** The setup token lives only in the browser that paid (30 minutes); without it the form cannot work. */
function MissingSetupToken() {
  const { t } = useTranslation(ONBOARDING);
  return (
    <div className="grid gap-6 text-center">
      <span className="mx-auto inline-grid size-14 place-items-center rounded-full border border-gold/40 text-gold">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-3 text-sm leading-relaxed text-muted">
        <p>{t('setup.missingToken')}</p>
        <p>{rich(t('setup.missingTokenNext'), { strong: <strong className="text-text" /> })}</p>
      </div>
      <div className="grid gap-3">
        <Button asChild size="lg" block>
          <Link to={paths.forgotPassword}>{t('setup.forgotPassword')}</Link>
        </Button>
        <Button asChild variant="outline" size="lg" block>
          <Link to={`${paths.auth}?mode=login`}>{t('setup.backToLogin')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** /setup-password for a signed-in account without a password (the account screens' banner). */
function AccountPassword({ userId }: { userId: string }) {
  const { t } = useTranslation(ONBOARDING);
  const problems = useMemo(() => accountProblems(t), [t]);
  const navigate = useNavigate();
  const setup = useSetupPasswordSignedIn();
  return (
    <Layout registration={false} title={t('setup.setTitle')} lede={t('setup.setLede')}>
      <PasswordForm
        label={t('setup.setTitle')}
        submitLabel={t('setup.setSubmit')}
        pendingLabel={t('setup.setting')}
        pending={setup.isPending}
        problems={problems}
        onValid={(password) =>
          setup.mutate(
            { userId, password },
            {
              onSuccess: () => {
                toast({
                  title: t('setup.setDoneTitle'),
                  description: t('setup.setDone'),
                  variant: 'success',
                });
                navigate(paths.profile, { replace: true });
              },
              onError: (error) =>
                toast({
                  title: t('setup.failedTitle'),
                  description: errorMessage(error, t('setup.setFailed')),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </Layout>
  );
}
