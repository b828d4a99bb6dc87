import type { TFunction } from 'i18next';
import { KeyRound, LinkIcon, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { PageSpinner, Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordFormField } from '../components/PasswordField';
import { ONBOARDING } from '../i18n';
import { isMismatch, isWeakPassword, type PasswordProblem, usePasswordForm } from '../lib/password-form';

const resetProblems = (t: TFunction<typeof ONBOARDING>): readonly PasswordProblem[] => [
  {
    title: t('reset.problems.missingTitle'),
    description: t('reset.problems.missing'),
    field: 'password',
    applies: ({ password, confirm }) => !password || !confirm,
  },
  {
    title: t('setup.problems.notIdenticalTitle'),
    description: t('setup.problems.notIdentical'),
    field: 'confirm',
    applies: isMismatch,
  },
  {
    title: t('reset.problems.invalidTitle'),
    description: t('reset.problems.invalid'),
    field: 'password',
    applies: isWeakPassword,
  },
];

const panelClass =
  'mt-10 rounded-md border border-border bg-surface px-5 py-7 shadow-[0_24px_60px_-40px_rgba(0,0,0,0.35)] sm:px-8 sm:py-9';

/** A used, replaced or expired link: say so at once, with the way to a new one. */
function ExpiredLink() {
  const { t } = useTranslation(ONBOARDING);
  return (
    <section
      className="flex flex-1 items-center justify-center px-5 py-14 md:py-24"
      aria-labelledby="reset-link-expired"
    >
      <PageTitle title={t('reset.pageTitle')} />
      <meta name="referrer" content="no-referrer" />
      <div className="w-full max-w-md text-center">
        <p className="eyebrow text-gold">{t('reset.eyebrow')}</p>
        <h1 id="reset-link-expired" className="mt-4 text-4xl md:text-5xl">
          {t('reset.expiredTitle')}
        </h1>
        <div className={panelClass}>
          <div className="mb-6 flex justify-center">
            <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
              <LinkIcon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <p className="text-sm leading-relaxed text-muted">{t('reset.expired')}</p>
          <Button asChild size="lg" block className="mt-7">
            <Link to={paths.forgotPassword}>{t('reset.newLink')}</Link>
          </Button>
          <Button asChild variant="link" className="mt-3">
            <Link to={paths.auth}>{t('setup.backToLogin')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** /reset-password?token=…: choose a new password with the e-mailed single-use link. */
export function ResetPasswordPage() {
  const { t } = useTranslation(ONBOARDING);
  const { t: tCommon } = useTranslation('common');
  const problems = useMemo(() => resetProblems(t), [t]);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const check = useResetTokenCheck(token);
  const { control, password, confirm, mismatch, submit, reset: resetForm } = usePasswordForm(problems);
  const [done, setDone] = useState(false);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), checklist: useId() };

  useEffect(() => {
    if (token) return;
    toast({
      title: t('reset.invalidLinkTitle'),
      description: t('reset.invalidLink'),
      variant: 'destructive',
    });
    navigate(paths.auth, { replace: true });
  }, [token, navigate, t]);

  useEffect(() => {
    if (done) doneHeadingRef.current?.focus();
  }, [done]);

  if (!token) return null;
  if (!done && check.isPending) return <PageSpinner label={t('reset.checking')} />;
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
            toast({
              title: t('reset.errorTitle'),
              description: tCommon('errors.network'),
              variant: 'destructive',
            });
            return;
          }
          toast({
            title: t('reset.failedTitle'),
            description: errorMessage(err, t('reset.failed')),
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
      <PageTitle title={t('reset.pageTitle')} />
      {/* The link's token must not travel to other sites in a Referer header. */}
      <meta name="referrer" content="no-referrer" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[26rem] bg-[radial-gradient(50%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_12%,transparent),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          {t('reset.eyebrow')}
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
              {t('reset.doneTitle')}
            </h1>
            <p className="mt-4 text-center text-sm leading-relaxed text-muted">{t('reset.done')}</p>
            <div className={panelClass}>
              <div className="mb-6 flex justify-center">
                <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                  <ShieldCheck aria-hidden="true" className="size-5" />
                </span>
              </div>
              <p className="text-center text-sm leading-relaxed text-muted">{t('reset.signedOut')}</p>
              <Button asChild size="lg" block className="mt-7">
                <Link to={paths.auth}>{t('reset.continueToLogin')}</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 id={ids.title} className="mt-4 text-center text-4xl md:text-5xl">
              {t('reset.heading')}
            </h1>
            <p className="mt-4 text-center text-sm leading-relaxed text-muted">{t('reset.intro')}</p>
            <div className={panelClass}>
              <div className="mb-6 flex justify-center">
                <span className="inline-grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                  <KeyRound aria-hidden="true" className="size-5" />
                </span>
              </div>
              <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('reset.formLabel')}>
                <PasswordFormField
                  control={control}
                  field="password"
                  label={t('setup.newPassword')}
                  name="newPassword"
                  aria-describedby={ids.checklist}
                />
                <PasswordFormField
                  control={control}
                  field="confirm"
                  label={t('reset.confirmNew')}
                  name="confirmPassword"
                  invalid={mismatch}
                  message={mismatch ? t('setup.problems.mismatch') : undefined}
                />
                <PasswordChecklist
                  id={ids.checklist}
                  password={password}
                  confirm={confirm}
                  className="rounded-[3px] border border-border bg-background px-4 py-4"
                />
                <Button type="submit" size="lg" block disabled={!ready || reset.isPending}>
                  {reset.isPending ? <Spinner label={t('reset.resetting')} /> : t('reset.submit')}
                </Button>
              </form>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
