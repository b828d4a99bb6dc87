import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { forgotPasswordBody, PASSWORD_TOKEN_TTL_MINUTES } from '#contracts/passwords';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { rich, useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { ONBOARDING } from '../i18n';

/** The schema's mark for an empty field, told apart from the e-mail rule's (a toast, not a field message). */
const EMAIL_REQUIRED = 'email-required';

/** Empty is its own case (a toast, no field message); then the contract's e-mail rule. */
const forgotFormSchema = z
  .object({ email: z.string().trim().min(1, EMAIL_REQUIRED) })
  .pipe(forgotPasswordBody);
type ForgotFormInput = z.input<typeof forgotFormSchema>;
type ForgotFormOutput = z.output<typeof forgotFormSchema>;

/** /forgot-password: asks for a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation([ONBOARDING, 'common']);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<ForgotFormInput, unknown, ForgotFormOutput>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const error = formMessage(errors.email?.message);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { email: useId(), error: useId(), title: useId() };

  // The view changes under the keyboard user's feet: move focus to the new heading.
  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
  }, [sentTo]);

  const onInvalid = (invalid: FieldErrors<ForgotFormInput>) => {
    if (invalid.email?.message !== EMAIL_REQUIRED) return;
    clearErrors('email');
    toast({
      title: t('forgot.emailRequiredTitle'),
      description: t('forgot.emailRequired'),
      variant: 'destructive',
    });
    setFocus('email');
  };

  const onValid = (body: ForgotFormOutput) => {
    forgot.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (err) => {
        toast({
          title: t('forgot.errorTitle'),
          description:
            err instanceof TypeError ? t('common:errors.network') : errorMessage(err, t('forgot.failed')),
          variant: 'destructive',
        });
      },
    });
  };

  const tryAgain = () => {
    setSentTo(null);
    forgot.reset();
    // The form comes back on the next render; put the cursor in the address to correct it.
    requestAnimationFrame(() => setFocus('email'));
  };

  return (
    <section
      className="relative isolate flex flex-1 items-center justify-center px-5 py-14 md:py-24"
      aria-labelledby={ids.title}
    >
      <PageTitle title={t('forgot.pageTitle')} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_12%,transparent),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          {t('forgot.eyebrow')}
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
        </p>
        {sentTo ? (
          <>
            <h1
              id={ids.title}
              ref={sentHeadingRef}
              tabIndex={-1}
              className="mt-4 text-center text-4xl outline-none md:text-5xl"
            >
              {t('forgot.checkEmail')}
            </h1>
            <p className="mt-4 text-center text-sm leading-relaxed text-muted">
              {rich(t('forgot.sentTo', { email: '' }), {
                email: <strong className="break-all font-medium text-text">{sentTo}</strong>,
              })}
            </p>
            <div className="mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9">
              <div className="mb-6 flex justify-center">
                <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                  <MailCheck aria-hidden="true" className="size-5" />
                </span>
              </div>
              <p className="text-center text-sm leading-relaxed text-muted">
                {t('forgot.linkNote', { minutes: PASSWORD_TOKEN_TTL_MINUTES.reset })}
              </p>
              <div className="mt-7 grid gap-3">
                <Button asChild size="lg" block>
                  <Link to={paths.auth}>{t('forgot.backToLogin')}</Link>
                </Button>
                <Button type="button" variant="outline" size="lg" block onClick={tryAgain}>
                  {t('forgot.tryAgain')}
                </Button>
              </div>
            </div>
          </>
        ) : (
          <>
            <h1 id={ids.title} className="mt-4 text-center text-4xl md:text-5xl">
              {t('forgot.heading')}
            </h1>
            <p className="mt-4 text-center text-sm leading-relaxed text-muted">{t('forgot.intro')}</p>
            <div className="mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9">
              <form
                noValidate
                onSubmit={handleSubmit(onValid, onInvalid)}
                className="grid gap-5"
                aria-label={t('forgot.formLabel')}
              >
                <div className="grid gap-2">
                  <Label htmlFor={ids.email}>{t('forgot.email')}</Label>
                  <Input
                    id={ids.email}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder={t('forgot.emailPlaceholder')}
                    {...register('email', { onChange: () => error && clearErrors('email') })}
                    className="bg-background"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? ids.error : undefined}
                  />
                  {error ? (
                    <p id={ids.error} className="text-sm text-danger">
                      {error}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" size="lg" block disabled={forgot.isPending}>
                  {forgot.isPending ? <Spinner label={t('forgot.sending')} /> : t('forgot.submit')}
                </Button>
              </form>
              <div className="mt-6 flex justify-center border-t border-border pt-5">
                <Link
                  to={paths.auth}
                  className="inline-flex min-h-11 items-center gap-2 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
                >
                  <ArrowLeft className="size-4" aria-hidden="true" /> {t('forgot.backToLogin')}
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
