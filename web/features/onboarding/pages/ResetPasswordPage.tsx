import { KeyRound, LinkIcon, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { PageSpinner, Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordFormField } from '../components/PasswordField';
import { isMismatch, isWeakPassword, type PasswordProblem, usePasswordForm } from '../lib/password-form';

const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

const RESET_PROBLEMS: readonly PasswordProblem[] = [
  {
    title: 'Missing Information',
    description: 'Please fill in all fields.',
    field: 'password',
    applies: ({ password, confirm }) => !password || !confirm,
  },
  {
    title: "Passwords Don't Match",
    description: 'Please ensure both passwords are identical.',
    field: 'confirm',
    applies: isMismatch,
  },
  {
    title: 'Invalid Password',
    description: 'Please ensure your password meets all requirements.',
    field: 'password',
    applies: isWeakPassword,
  },
];

const panelClass =
  'mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9';

/** A used, replaced or expired link: say so at once, with the way to a new one. */
function ExpiredLink() {
  return (
    <section
      className="flex flex-1 items-center justify-center px-5 py-14 md:py-24"
      aria-labelledby="reset-link-expired"
    >
      <PageTitle title="Reset password" />
      <meta name="referrer" content="no-referrer" />
      <div className="w-full max-w-md text-center">
        <p className="eyebrow text-gold">Account recovery</p>
        <h1 id="reset-link-expired" className="mt-4 text-4xl md:text-5xl">
          This link has expired
        </h1>
        <div className={panelClass}>
          <div className="mb-6 flex justify-center">
            <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
              <LinkIcon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <p className="text-sm leading-relaxed text-muted">
            This password reset link has expired or was already used. Each link works once, for an hour. Ask
            for a new one and we will e-mail it to you.
          </p>
          <Button asChild size="lg" block className="mt-7">
            <Link to={paths.forgotPassword}>Send a new reset link</Link>
          </Button>
          <Button asChild variant="link" className="mt-3">
            <Link to={paths.auth}>Back to Login</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** /reset-password?token=…: choose a new password with the e-mailed single-use link. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const check = useResetTokenCheck(token);
  const { control, password, confirm, mismatch, submit, reset: resetForm } = usePasswordForm(RESET_PROBLEMS);
  const [done, setDone] = useState(false);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), checklist: useId() };

  useEffect(() => {
    if (token) return;
    toast({
      title: 'Invalid Link',
      description: 'This password reset link is invalid or has expired.',
      variant: 'destructive',
    });
    navigate(paths.auth, { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (done) doneHeadingRef.current?.focus();
  }, [done]);

  if (!token) return null;
  if (!done && check.isPending) return <PageSpinner label="Checking your link" />;
  if (check.data?.valid === false && !done) return <ExpiredLink />;

  const ready = !isWeakPassword({ password, confirm }) && !isMismatch({ password, confirm });

  const onSubmit = submit(({ password }) => {
    if (reset.isPending) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          resetForm();
          setDone(true);
        },
        onError: (err) => {
          if (err instanceof TypeError) {
            toast({ title: 'Error', description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
            return;
          }
          toast({
            title: 'Reset Failed',
            description: errorMessage(err, 'Failed to reset password'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <section
      className="relative isolate flex flex-1 items-center justify-center px-5 py-14 md:py-24"
      aria-labelledby={ids.title}
    >
      <PageTitle title="Reset password" />
      {/* The link's token must not travel to other sites in a Referer header. */}
      <meta name="referrer" content="no-referrer" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_12%,transparent),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          Account recovery
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
        </p>
        {done ? (
          <>
            <h1
              id={ids.title}
              ref={doneHeadingRef}
              tabIndex={-1}
              className="mt-4 text-center text-4xl outline-none md:text-5xl"
            >
              Password updated
            </h1>
            <p className="mt-4 text-center text-sm leading-relaxed text-muted">
              Your password has been reset. Sign in with your new password to continue.
            </p>
            <div className={panelClass}>
              <div className="mb-6 flex justify-center">
                <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                  <ShieldCheck aria-hidden="true" className="size-5" />
                </span>
              </div>
              <p className="text-center text-sm leading-relaxed text-muted">
                For your security, every device that was signed in to your account has been signed out.
              </p>
              <Button asChild size="lg" block className="mt-7">
                <Link to={paths.auth}>Continue to Login</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 id={ids.title} className="mt-4 text-center text-4xl md:text-5xl">
              Choose a new password
            </h1>
            <p className="mt-4 text-center text-sm leading-relaxed text-muted">
              Pick something you have not used here before. The link works once.
            </p>
            <div className={panelClass}>
              <div className="mb-6 flex justify-center">
                <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                  <KeyRound aria-hidden="true" className="size-5" />
                </span>
              </div>
              <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset your password">
                <PasswordFormField
                  control={control}
                  field="password"
                  label="New password"
                  name="newPassword"
                  aria-describedby={ids.checklist}
                />
                <PasswordFormField
                  control={control}
                  field="confirm"
                  label="Confirm new password"
                  name="confirmPassword"
                  invalid={mismatch}
                  message={mismatch ? 'Passwords do not match' : undefined}
                />
                <PasswordChecklist
                  id={ids.checklist}
                  password={password}
                  confirm={confirm}
                  className="rounded-[3px] border border-border bg-background px-4 py-4"
                />
                <Button type="submit" size="lg" block disabled={!ready || reset.isPending}>
                  {reset.isPending ? <Spinner label="Resetting" /> : 'Reset Password'}
                </Button>
              </form>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
