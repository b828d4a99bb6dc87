import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { advisorLoginBody } from '#contracts/advisor-portal';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { i18n, useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAdvisorSignIn, useRequestAdvisorCode } from '../api/session';
import { ADVISOR } from '../i18n';
import type { AdvisorT } from '../lib/labels';

const codeForm = advisorLoginBody.pick({ code: true });
const otpForm = z.object({ otp: advisorLoginBody.shape.otp.unwrap() });
type CodeInput = z.input<typeof codeForm>;
type OtpInput = z.input<typeof otpForm>;

const cardClass =
  'mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9';

/** 'Login Failed' with the spec's default; a wait (429) or an outage keeps the server's words. */
function loginFailed(error: unknown) {
  const t = i18n.getFixedT(i18n.language, ADVISOR);
  const status = errorStatus(error);
  const description =
    status === 429 || status === 503
      ? errorMessage(error, t('auth.invalidCredentials'))
      : t('auth.invalidCredentials');
  toast({ title: t('auth.failedTitle'), description, variant: 'destructive' });
}

/** The contract's words for the two fields (the same the server checks with), in the language shown. */
const FIELD_MESSAGES = {
  'Enter your advisor code.': 'auth.codeRequired',
  'That is not an advisor code.': 'auth.codeInvalid',
  'Enter the 6-digit code from the e-mail.': 'auth.otpInvalid',
} as const;
const fieldMessage = (t: AdvisorT, message?: string) =>
  message && message in FIELD_MESSAGES
    ? t(FIELD_MESSAGES[message as keyof typeof FIELD_MESSAGES])
    : message && formMessage(message);

/**
 * /advisor-auth: the advisor code (forced to upper case), then the 6-digit one-time code the server
 * e-mails to the advisor. The code is public (it is in every share link), so it alone opens nothing.
 */
export function AdvisorAuthPage() {
  const { t } = useTranslation(ADVISOR);
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

  const codeError = fieldMessage(t, first.formState.errors.code?.message);
  const otpError = fieldMessage(t, second.formState.errors.otp?.message);
  const { ref: otpFieldRef, ...otpField } = second.register('otp');

  return (
    <section
      className="relative isolate flex flex-1 items-center justify-center px-5 py-14 md:py-24"
      aria-labelledby={ids.title}
    >
      <PageTitle title={t('auth.pageTitle')} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_12%,transparent),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          {t('auth.eyebrow')}
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
        </p>
        <h1 id={ids.title} className="mt-4 text-center text-4xl md:text-5xl">
          {t('auth.title')}
        </h1>
        <p className="mt-4 text-center text-sm leading-relaxed text-muted">
          {code ? t('auth.introSent') : t('auth.intro')}
        </p>
        <div className={cardClass}>
          {code ? (
            <form noValidate onSubmit={open} className="grid gap-5" aria-label={t('auth.otpForm')}>
              <div className="flex items-center gap-3 rounded-md border border-border bg-background px-4 py-3">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-gold" />
                <span className="min-w-0 flex-1 truncate font-mono text-sm tracking-wider">{code}</span>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.otp}>{t('auth.otpLabel')}</Label>
                <Input
                  id={ids.otp}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('auth.otpPlaceholder')}
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
                  {t('auth.otpHelp')}
                </p>
                {otpError ? (
                  <p id={ids.otpError} className="text-sm text-danger">
                    {otpError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" block disabled={signIn.isPending}>
                {signIn.isPending ? <Spinner label={t('auth.signingIn')} /> : t('auth.signIn')}
              </Button>
              <button
                type="button"
                onClick={() => setCode(null)}
                className="inline-flex min-h-11 items-center justify-center gap-2 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" /> {t('auth.otherCode')}
              </button>
            </form>
          ) : (
            <form noValidate onSubmit={sendCode} className="grid gap-5" aria-label={t('auth.codeForm')}>
              <div className="grid gap-2">
                <Label htmlFor={ids.code}>{t('auth.codeLabel')}</Label>
                <Input
                  id={ids.code}
                  autoComplete="username"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder={t('auth.codePlaceholder')}
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
                  {t('auth.codeHelp')}
                </p>
                {codeError ? (
                  <p id={ids.codeError} className="text-sm text-danger">
                    {codeError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" block disabled={requestCode.isPending}>
                {requestCode.isPending ? <Spinner label={t('auth.sending')} /> : t('auth.continue')}
              </Button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
