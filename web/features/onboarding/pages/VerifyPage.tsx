import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, CircleCheck, MailCheck, MessageSquareText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { VERIFICATION, verifyCodeFields } from '#contracts/onboarding';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorBody, errorMessage, errorStatus } from '../../../lib/api-client';
import { rich, useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useSendVerification } from '../api/send-verification';
import { useVerifyCode } from '../api/verify-code';
import { RegistrationSteps } from '../components/RegistrationSteps';
import { ONBOARDING } from '../i18n';
import {
  type RegistrationContact,
  readRegistrationContact,
  storeRegistrationContact,
} from '../lib/registration-storage';

/** The server's words are worth showing when the code is dead (expired, too many tries) or rate-limited. */
function verifyFailureText(error: unknown, checkCode: string): string {
  const message = errorMessage(error, '');
  if (errorStatus(error) === 429 && message) return message;
  // The server's English tells which case it is; the words shown follow the language (errorMessage).
  return /expired|too many/i.test(errorBody(error)?.message ?? '') ? message : checkCode;
}

/** The code as the contract checks it; the contact and method come from the stored registration. */
const codeFormSchema = verifyCodeFields.pick({ code: true });

/** Seconds until the next resend is allowed (a code may be resent every 30 s), ticking once a second. */
function useResendCountdown() {
  const [resendAt, setResendAt] = useState(() => Date.now() + VERIFICATION.resendSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const waiting = remaining > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const restart = () => {
    const t = Date.now();
    setResendAt(t + VERIFICATION.resendSeconds * 1000);
    setNow(t);
  };
  return { remaining, restart };
}

/**
 * The contact is still verified in this registration: verify-code's token is held and younger than its
 * lifetime, so going back to /register/verify needs no new code (the used one would fail).
 */
function isStillVerified(contact: RegistrationContact, now = Date.now()): boolean {
  if (!contact.verificationToken) return false;
  if (contact.verifiedAt === undefined) return true;
  return now - contact.verifiedAt < VERIFICATION.tokenTtlMinutes * 60_000;
}

/** /register/verify: enter the 6-digit code sent to the registration contact. */
export function VerifyPage() {
  const [contact] = useState(readRegistrationContact);
  if (!contact) return <Navigate to={paths.register} replace />;
  if (isStillVerified(contact)) return <AlreadyVerified contact={contact} />;
  return <VerifyCodeForm contact={contact} />;
}

/** Back from the payment step: the contact stays verified, so she continues without a new code. */
function AlreadyVerified({ contact }: { contact: RegistrationContact }) {
  const { t } = useTranslation(ONBOARDING);
  const isEmail = contact.method === 'email';
  return (
    <section className="flex flex-1 justify-center px-5 py-10 md:py-16" aria-labelledby="verified-title">
      <PageTitle title={t('verify.pageTitle')} />
      <div className="w-full max-w-md text-center">
        <RegistrationSteps current="payment" className="mb-10 md:mb-14" />
        <span className="mx-auto inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
          <CircleCheck aria-hidden="true" className="size-5" />
        </span>
        <h1 id="verified-title" className="mt-4 text-4xl md:text-5xl">
          {isEmail ? t('verify.emailVerified') : t('verify.phoneVerified')}
        </h1>
        <p className="mt-4 text-sm leading-relaxed text-muted">
          {rich(t('verify.stillVerified', { contact: contact.value }), {
            contact: <span className="block font-medium text-text [overflow-wrap:anywhere]" />,
          })}
        </p>
        <Button asChild size="lg" block className="mt-8">
          <Link to={paths.registerPayment}>
            {t('verify.continueToPayment')} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <p className="mt-8 text-sm text-muted">
          {isEmail ? t('verify.wrongEmail') : t('verify.wrongPhone')}{' '}
          <Link
            to={changeLink(contact)}
            className="inline-flex min-h-11 items-center font-medium text-text underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
          >
            {isEmail ? t('verify.changeEmail') : t('verify.changePhone')}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Back to /register to change the contact, keeping the advisor's code. */
function changeLink(contact: RegistrationContact): string {
  return contact.referralCode
    ? `${paths.register}?advisor=${encodeURIComponent(contact.referralCode)}`
    : paths.register;
}

function VerifyCodeForm({ contact }: { contact: RegistrationContact }) {
  const { t } = useTranslation(ONBOARDING);
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useSendVerification();
  const { remaining, restart } = useResendCountdown();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const code = useWatch({ control, name: 'code' });
  const error = formMessage(errors.code?.message);
  const uid = useId();
  const ids = { code: `${uid}code`, hint: `${uid}hint`, error: `${uid}error`, sentTo: `${uid}sent-to` };

  const isEmail = contact.method === 'email';
  const Icon = isEmail ? MailCheck : MessageSquareText;
  const complete = code.length === VERIFICATION.codeLength;
  const changeTo = changeLink(contact);

  const onSubmit = handleSubmit((values) => {
    if (verify.isPending) return;
    verify.mutate(
      { contact: contact.value, method: contact.method, code: values.code },
      {
        onSuccess: ({ verificationToken }) => {
          storeRegistrationContact({ ...contact, verificationToken, verifiedAt: Date.now() });
          toast({
            title: t('verify.successTitle'),
            description: t('verify.successDescription'),
            variant: 'success',
          });
          navigate(paths.registerPayment);
        },
        onError: (err) => {
          // The code was right and the address already has an account: the shop says so only now, to
          // whoever read the code (the spec's words), and the person signs in instead.
          if (errorStatus(err) === 409) {
            storeRegistrationContact(null);
            toast({
              title: t('verify.accountExistsTitle'),
              description: errorMessage(err, t('verify.accountExists')),
            });
            navigate(`${paths.auth}?mode=login`);
            return;
          }
          const description = verifyFailureText(err, t('verify.checkCode'));
          setError('code', { type: 'server', message: description });
          toast({ title: t('verify.failedTitle'), description, variant: 'destructive' });
        },
      },
    );
  });

  const onResend = () => {
    if (remaining > 0 || resend.isPending) return;
    resend.mutate(
      { contactMethod: contact.method, contact: contact.value },
      {
        onSuccess: () => {
          restart();
          reset({ code: '' });
          toast({
            title: t('verify.resentTitle'),
            description: t('verify.resentTo', { contact: contact.value }),
            variant: 'success',
          });
        },
        onError: (err) => {
          toast({
            title: t('verify.errorTitle'),
            description:
              errorStatus(err) === 429
                ? errorMessage(err, t('verify.resendFailed'))
                : t('verify.resendFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <section className="relative isolate flex flex-1 justify-center px-5 py-10 md:py-16">
      <PageTitle title={t('verify.pageTitle')} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_12%,transparent),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <RegistrationSteps current="verify" className="mb-10 md:mb-14" />
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          {t('verify.step')}
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
        </p>
        <h1 className="mt-4 text-center text-4xl md:text-5xl">
          {isEmail ? t('verify.checkInbox') : t('verify.checkMessages')}
        </h1>
        <p id={ids.sentTo} className="mt-4 text-center text-sm leading-relaxed text-muted">
          {rich(t('verify.sentTo', { contact: contact.value }), {
            contact: <span className="block font-medium text-text [overflow-wrap:anywhere]" />,
          })}
        </p>

        <div className="mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9">
          <div className="mb-6 flex justify-center">
            <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('verify.pageTitle')}>
            <div className="grid gap-2">
              <Label htmlFor={ids.code} className="text-center">
                {t('verify.codeLabel')}
              </Label>
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <Input
                    id={ids.code}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9]*"
                    maxLength={VERIFICATION.codeLength}
                    placeholder="••••••"
                    value={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION.codeLength));
                      if (error) clearErrors('code');
                    }}
                    className="h-16 bg-background text-center text-2xl font-medium tabular-nums tracking-[0.5em] indent-[0.5em] placeholder:text-muted/40"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${ids.error} ${ids.hint}` : `${ids.sentTo} ${ids.hint}`}
                  />
                )}
              />
              {error ? (
                <p id={ids.error} className="text-center text-sm text-danger">
                  {error}
                </p>
              ) : null}
              <p id={ids.hint} className="text-center text-xs text-muted">
                {t('verify.expires', { count: VERIFICATION.codeTtlMinutes })}
              </p>
            </div>
            <Button type="submit" size="lg" block disabled={!complete || verify.isPending}>
              {verify.isPending ? <Spinner label={t('verify.verifying')} /> : t('verify.submit')}
            </Button>
          </form>

          <div className="mt-6 flex flex-wrap items-center justify-center gap-x-2 border-t border-border pt-5 text-sm text-muted">
            <span>{t('verify.didNotReceive')}</span>
            <Button
              variant="link"
              onClick={onResend}
              disabled={remaining > 0 || resend.isPending}
              className="min-h-11 font-medium text-gold disabled:text-muted disabled:opacity-100"
            >
              {resend.isPending
                ? t('verify.resending')
                : remaining > 0
                  ? t('verify.resendIn', { count: remaining })
                  : t('verify.resend')}
            </Button>
          </div>
        </div>

        <p className="mt-8 text-center text-sm text-muted">
          {isEmail ? t('verify.wrongEmail') : t('verify.wrongPhone')}{' '}
          <Link
            to={changeTo}
            className="inline-flex min-h-11 items-center font-medium text-text underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
          >
            {isEmail ? t('verify.changeEmail') : t('verify.changePhone')}
          </Link>
        </p>
      </div>
    </section>
  );
}
