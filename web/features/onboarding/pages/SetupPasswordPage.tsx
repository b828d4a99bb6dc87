import { KeyRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#contracts/passwords';
import { MembershipCard } from '../../../components/MembershipCard';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readStoredAuth } from '../../../lib/session/auth-storage';
import { toast } from '../../../lib/toast';
import { useSetupPasswordSignedIn, useSetupPasswordWithToken } from '../api/setup-password';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordFormField } from '../components/PasswordField';
import { RegistrationSteps } from '../components/RegistrationSteps';
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

const WEAK: PasswordProblem = {
  title: 'Weak Password',
  description: 'Please meet all password requirements',
  field: 'password',
  applies: isWeakPassword,
};

/** After payment: the mismatch first, then the rules. */
const REGISTRATION_PROBLEMS: readonly PasswordProblem[] = [
  {
    title: 'Password Mismatch',
    description: 'Passwords do not match',
    field: 'confirm',
    applies: isMismatch,
  },
  WEAK,
];

/** A signed-in account: the length first, then the mismatch, then the rules. */
const ACCOUNT_PROBLEMS: readonly PasswordProblem[] = [
  {
    title: 'Password Too Short',
    description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    field: 'password',
    applies: isTooShort,
  },
  {
    title: "Passwords Don't Match",
    description: 'Please ensure both passwords are identical.',
    field: 'confirm',
    applies: isMismatch,
  },
  WEAK,
];

/** /register/setup-password and /setup-password: one screen, the path and storage decide. */
export function SetupPasswordPage() {
  const { pathname } = useLocation();
  // Read once: after success the stored setup is cleared while the page navigates away.
  const [variant] = useState(() => variantFor(pathname));
  if (!variant) return <Navigate to={paths.register} replace />;
  if (variant.kind === 'account') return <AccountPassword userId={variant.userId} />;
  return variant.token ? (
    <RegistrationPassword userId={variant.userId} setupToken={variant.token} />
  ) : (
    <Layout registration title="Your password link has expired">
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
  const plan = registration ? readStoredPlan() : null;
  const finish = plan === 'gold' || plan === 'platinum' ? plan : 'premium';
  return (
    <section className="flex flex-1">
      <PageTitle title={registration ? 'Create your password' : 'Set your password'} />
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
                {registration
                  ? '“Your card is paid for. One last detail: a key of your own.”'
                  : '“A key of your own.”'}
              </p>
              <p className="mt-4 text-sm text-muted">
                {registration ? 'Next: your style profile' : 'Sign in with your e-mail and this password'}
              </p>
            </div>
          </div>
        </aside>

        <div className="flex justify-center px-5 py-10 md:py-16">
          <div className="w-full max-w-md">
            {registration ? <RegistrationSteps current="password" className="mb-10 md:mb-14" /> : null}
            <p className="eyebrow flex items-center justify-center gap-3 text-gold">
              <span className="h-px w-8 bg-gold" aria-hidden="true" />
              {registration ? 'Step 3 of 4' : 'Account security'}
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
        label="New password"
        name="password"
        aria-describedby={checklistId}
      />
      <PasswordFormField
        control={control}
        field="confirm"
        label="Confirm password"
        name="confirmPassword"
        invalid={mismatch}
        message={mismatch ? 'Passwords do not match' : undefined}
      />
      <div className="rounded-[4px] border border-border bg-surface p-4 sm:p-5">
        <p className="eyebrow mb-3">Your password needs</p>
        <PasswordChecklist id={checklistId} password={password} confirm={confirm} rules="full" />
      </div>
      <Button type="submit" size="lg" block disabled={pending} className="mt-1">
        {pending ? <Spinner label={pendingLabel} /> : submitLabel}
      </Button>
    </form>
  );
}

function RegistrationPassword({ userId, setupToken }: { userId: string; setupToken: string }) {
  const navigate = useNavigate();
  const setup = useSetupPasswordWithToken();
  const contact = readRegistrationContact();
  return (
    <Layout
      registration
      title="Create your password"
      lede="Your payment is confirmed. Choose a password to sign in to your membership account."
    >
      <PasswordForm
        label="Create your password"
        submitLabel="Create Password"
        pendingLabel="Creating your account"
        pending={setup.isPending}
        username={contact?.method === 'email' ? contact.value : undefined}
        problems={REGISTRATION_PROBLEMS}
        onValid={(password) =>
          setup.mutate(
            { userId, password, setupToken },
            {
              onSuccess: () => {
                clearPasswordSetup();
                toast({
                  title: 'Account Created Successfully',
                  description: 'Your password is set. Next, tell us about your style.',
                  variant: 'success',
                });
                navigate(paths.registerProfile, { replace: true });
              },
              onError: (error) =>
                toast({
                  title: 'Setup Failed',
                  description: errorMessage(error, 'Failed to set up password'),
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
  return (
    <div className="grid gap-6 text-center">
      <span className="mx-auto inline-grid size-14 place-items-center rounded-full border border-gold/40 text-gold">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-3 text-sm leading-relaxed text-muted">
        <p>
          The one-time link to create your password is not in this browser any more (it is kept only in the
          tab where you paid, for a short while). Your payment and your account are safe.
        </p>
        <p>
          Once your account has an e-mail address, use <strong className="text-text">Forgot password</strong>{' '}
          to choose a password and sign in.
        </p>
      </div>
      <div className="grid gap-3">
        <Button asChild size="lg" block>
          <Link to={paths.forgotPassword}>Forgot password</Link>
        </Button>
        <Button asChild variant="outline" size="lg" block>
          <Link to={`${paths.auth}?mode=login`}>Back to Login</Link>
        </Button>
      </div>
    </div>
  );
}

/** /setup-password for a signed-in account without a password (the account screens' banner). */
function AccountPassword({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const setup = useSetupPasswordSignedIn();
  return (
    <Layout
      registration={false}
      title="Set your password"
      lede="Your account has no password yet. Choose one to sign in with your e-mail address."
    >
      <PasswordForm
        label="Set your password"
        submitLabel="Set Password"
        pendingLabel="Setting your password"
        pending={setup.isPending}
        problems={ACCOUNT_PROBLEMS}
        onValid={(password) =>
          setup.mutate(
            { userId, password },
            {
              onSuccess: () => {
                toast({
                  title: 'Password Set',
                  description: 'You can now sign in with your e-mail and password.',
                  variant: 'success',
                });
                navigate(paths.profile, { replace: true });
              },
              onError: (error) =>
                toast({
                  title: 'Setup Failed',
                  description: errorMessage(error, 'Failed to set password. Please try again.'),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </Layout>
  );
}
