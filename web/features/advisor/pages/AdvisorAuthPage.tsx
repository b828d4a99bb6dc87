import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ADVISOR_PORTAL_MESSAGES, advisorLoginBody } from '#contracts/advisor-portal';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAdvisorSignIn, useRequestAdvisorCode } from '../api/session';

const codeForm = advisorLoginBody.pick({ code: true });
const otpForm = z.object({ otp: advisorLoginBody.shape.otp.unwrap() });
type CodeInput = z.input<typeof codeForm>;
type OtpInput = z.input<typeof otpForm>;

const cardClass =
  'mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9';

/** 'Login Failed' with the spec's default; a wait (429) or an outage keeps the server's words. */
function loginFailed(error: unknown) {
  const status = errorStatus(error);
  const description =
    status === 429 || status === 503
      ? errorMessage(error, ADVISOR_PORTAL_MESSAGES.invalidCredentials)
      : ADVISOR_PORTAL_MESSAGES.invalidCredentials;
  toast({ title: ADVISOR_PORTAL_MESSAGES.loginFailedTitle, description, variant: 'destructive' });
}

/**
 * /advisor-auth: the advisor code (forced to upper case), then the 6-digit one-time code the server
 * e-mails to the advisor. The code is public (it is in every share link), so it alone opens nothing.
 */
export function AdvisorAuthPage() {
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(null);
  const requestCode = useRequestAdvisorCode();
  const signIn = useAdvisorSignIn();
  const ids = {
    title: useId(),
    code: useId(),
    codeHelp: useId(),
    codeError: useId(),
    otp: useId(),
    otpHelp: useId(),
    otpError: useId(),
  };
  const otpRef = useRef<HTMLInputElement | null>(null);

  const first = useForm<CodeInput>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const second = useForm<OtpInput>({ resolver: zodResolver(otpForm), defaultValues: { otp: '' } });

  useEffect(() => {
    if (code) otpRef.current?.focus();
  }, [code]);

  const sendCode = first.handleSubmit(({ code: typed }) => {
    const normalised = typed.replace(/\s+/g, '').toUpperCase();
    requestCode.mutate(normalised, {
      onSuccess: () => {
        setCode(normalised);
        second.reset({ otp: '' });
      },
      onError: loginFailed,
    });
  });

  const open = second.handleSubmit(({ otp }) => {
    if (!code) return;
    signIn.mutate(
      { code, otp },
      {
        onSuccess: () => navigate(paths.advisorDashboard, { replace: true }),
        onError: (err) => {
          second.setValue('otp', '');
          loginFailed(err);
        },
      },
    );
  });

  const codeError = first.formState.errors.code?.message;
  const otpError = second.formState.errors.otp?.message;
  const { ref: otpFieldRef, ...otpField } = second.register('otp');

  return (
    <section
      className="relative isolate flex flex-1 items-center justify-center px-5 py-14 md:py-24"
      aria-labelledby={ids.title}
    >
      <PageTitle title="Fashion Advisor Login" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_12%,transparent),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          Fashion Advisors
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
        </p>
        <h1 id={ids.title} className="mt-4 text-center text-4xl md:text-5xl">
          Advisor Login
        </h1>
        <p className="mt-4 text-center text-sm leading-relaxed text-muted">
          {code
            ? 'We sent a 6-digit code to the e-mail address of your advisor code.'
            : 'Sign in to see your registrations, earnings and share link.'}
        </p>
        <div className={cardClass}>
          {code ? (
            <form noValidate onSubmit={open} className="grid gap-5" aria-label="Enter the e-mailed code">
              <div className="flex items-center gap-3 rounded-md border border-border bg-background px-4 py-3">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-gold" />
                <span className="min-w-0 flex-1 truncate font-mono text-sm tracking-wider">{code}</span>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.otp}>Code from the e-mail</Label>
                <Input
                  id={ids.otp}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="6 digits"
                  className="bg-background text-center font-mono text-lg tracking-[0.5em]"
                  aria-invalid={otpError ? true : undefined}
                  aria-describedby={otpError ? `${ids.otpHelp} ${ids.otpError}` : ids.otpHelp}
                  {...otpField}
                  ref={(el) => {
                    otpFieldRef(el);
                    otpRef.current = el;
                  }}
                />
                <p id={ids.otpHelp} className="text-xs text-muted">
                  It expires in 10 minutes. Not there? Check the spam folder.
                </p>
                {otpError ? (
                  <p id={ids.otpError} className="text-sm text-danger">
                    {otpError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" block disabled={signIn.isPending}>
                {signIn.isPending ? <Spinner label="Signing in" /> : 'Sign In'}
              </Button>
              <button
                type="button"
                onClick={() => setCode(null)}
                className="inline-flex min-h-11 items-center justify-center gap-2 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" /> Use another advisor code
              </button>
            </form>
          ) : (
            <form noValidate onSubmit={sendCode} className="grid gap-5" aria-label="Advisor Login">
              <div className="grid gap-2">
                <Label htmlFor={ids.code}>Advisor Code</Label>
                <Input
                  id={ids.code}
                  autoComplete="username"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="FA..."
                  className="bg-background font-mono uppercase tracking-wider"
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? `${ids.codeHelp} ${ids.codeError}` : ids.codeHelp}
                  {...first.register('code', {
                    onChange: (e: { target: HTMLInputElement }) => {
                      const upper = e.target.value.toUpperCase();
                      if (upper !== e.target.value) first.setValue('code', upper);
                    },
                  })}
                />
                <p id={ids.codeHelp} className="text-xs leading-relaxed text-muted">
                  {ADVISOR_PORTAL_MESSAGES.helpText}
                </p>
                {codeError ? (
                  <p id={ids.codeError} className="text-sm text-danger">
                    {codeError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" block disabled={requestCode.isPending}>
                {requestCode.isPending ? <Spinner label="Sending the code" /> : 'Continue'}
              </Button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
