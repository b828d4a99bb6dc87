import { ArrowLeft, ArrowRight, LogIn } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { TierId } from '#contracts/membership';
import type { CompleteProfileData } from '#contracts/registration-profile';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { errorStatus } from '../../../../lib/api-client';
import { flattenErrors, setServerErrors } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/i18n';
import { formMessage } from '../../../../lib/i18n/form-messages';
import { paths } from '../../../../lib/paths';
import { toast } from '../../../../lib/toast';
import { useCompleteProfile } from '../../api/complete-profile';
import { ONBOARDING } from '../../i18n';
import { clearRegistration } from '../../lib/registration-storage';
import { AdditionalInfoStep } from './AdditionalInfoStep';
import { BasicInfoStep } from './BasicInfoStep';
import { FashionPreferencesStep } from './FashionPreferencesStep';
import {
  firstErrorStep,
  LAST_STEP,
  type ProfileFormValues,
  stepOfField,
  WIZARD_STEPS,
  type WizardStep,
} from './profile-form';
import { clearProfileDraft, useProfileWizard } from './use-profile-wizard';
import { WizardProgress } from './WizardProgress';

/**
 * The 3-step style profile of /register/profile. Moving between steps is
 * not gated; Complete Registration checks everything with the contract's schema and, if something is
 * wrong, opens the step of the first error with the messages beside the fields.
 */
export function ProfileWizard({ plan, referralCode }: { plan: TierId; referralCode: string | null }) {
  const { t } = useTranslation(ONBOARDING);
  const navigate = useNavigate();
  const wizard = useProfileWizard(plan, referralCode);
  const COMPLETE_PROFILE_FAILED = t('wizard.failed');
  const reportInvalid = (at: WizardStep | null, fallback: string) => {
    const section = WIZARD_STEPS.find((s) => s.step === at)?.section;
    toast({
      title: t('wizard.checkTitle'),
      description: section ? t('wizard.checkIn', { step: t(`wizard.steps.${section}.title`) }) : fallback,
      variant: 'destructive',
    });
  };
  const { step, values, errors } = wizard;
  const { handleSubmit, setError } = wizard.form;
  const complete = useCompleteProfile();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  /** Where focus goes after the next render that changes the step or the errors. */
  const focusNext = useRef<'heading' | 'error' | null>(null);

  const errorCount = Object.keys(errors).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or the errors change
  useEffect(() => {
    const target = focusNext.current;
    // The form publishes its errors after the step has opened: wait for them.
    if (!target || (target === 'error' && errorCount === 0)) return;
    focusNext.current = null;
    topRef.current?.scrollIntoView?.({ block: 'start' });
    const invalid =
      target === 'error'
        ? formRef.current?.querySelector<HTMLElement>(
            'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]',
          )
        : null;
    (invalid ?? headingRef.current)?.focus({ preventScroll: true });
  }, [step, errorCount, errors]);

  const go = (move: () => void) => {
    focusNext.current = 'heading';
    move();
  };

  /** Opens the step of the first error; the effect above then focuses its field. */
  const showErrorsAt = (at: WizardStep | null) => {
    focusNext.current = 'error';
    if (at !== null) wizard.goTo(at);
  };

  const onInvalid = (invalid: object) => {
    const flat = flattenErrors(invalid);
    const at = firstErrorStep(flat);
    showErrorsAt(at);
    reportInvalid(at, formMessage(Object.values(flat)[0]) ?? t('wizard.checkDetails'));
  };

  const onValid = (body: CompleteProfileData) => {
    setNeedsSignIn(false);
    complete.mutate(body, {
      onSuccess: () => {
        toast({
          title: t('wizard.completedTitle'),
          description: t('wizard.completedDescription'),
          variant: 'success',
        });
        clearRegistration();
        clearProfileDraft();
        navigate(paths.registerSuccess, { replace: true, state: { plan } });
      },
      onError: (error) => {
        if (errorStatus(error) === 400) {
          const fields = setServerErrors<ProfileFormValues>(error, setError, (key) =>
            stepOfField(key) === null ? undefined : (key as FieldPath<ProfileFormValues>),
          );
          const at = firstErrorStep(Object.fromEntries(fields.map((f) => [f, f])));
          if (at !== null) {
            showErrorsAt(at);
            reportInvalid(at, COMPLETE_PROFILE_FAILED);
            return;
          }
        }
        if (errorStatus(error) === 401) setNeedsSignIn(true);
        toast({
          title: t('wizard.notSavedTitle'),
          description: COMPLETE_PROFILE_FAILED,
          variant: 'destructive',
        });
      },
    });
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (complete.isPending || step < LAST_STEP) {
      e.preventDefault();
      if (!complete.isPending) go(wizard.next);
      return;
    }
    return handleSubmit(onValid, onInvalid)(e);
  };

  const current = WIZARD_STEPS.find((s) => s.step === step) ?? WIZARD_STEPS[0];

  return (
    <div ref={topRef} className="grid scroll-mt-24 gap-8">
      <WizardProgress step={step} />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="rounded-md border border-border bg-surface p-5 shadow-[0_30px_60px_-45px_rgba(0,0,0,0.35)] sm:p-8 md:p-10"
      >
        <header className="mb-8 border-b border-border pb-6">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-3xl outline-none md:text-4xl">
            {t(`wizard.steps.${current.section}.title`)}
          </h2>
          <p className="mt-2 text-sm text-muted">{t(`wizard.steps.${current.section}.lede`)}</p>
        </header>

        {step === 1 ? (
          <BasicInfoStep values={values.basic} errors={errors} onChange={wizard.patchBasic} />
        ) : step === 2 ? (
          <FashionPreferencesStep values={values.fashion} errors={errors} onChange={wizard.patchFashion} />
        ) : (
          <AdditionalInfoStep values={values.additional} errors={errors} onChange={wizard.patchAdditional} />
        )}

        {needsSignIn ? (
          <div
            role="alert"
            className="mt-8 rounded-md border border-gold/40 bg-gold/[0.06] p-4 text-sm sm:p-5"
          >
            <p className="font-medium">{t('wizard.signInTitle')}</p>
            <p className="mt-1 text-muted">{t('wizard.signIn')}</p>
            <Link
              to={paths.auth}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-gold underline-offset-4 hover:underline"
            >
              <LogIn className="size-4" aria-hidden="true" /> {t('wizard.signInLink')}
            </Link>
          </div>
        ) : null}

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <Button type="button" variant="outline" size="lg" onClick={() => go(wizard.back)}>
              <ArrowLeft aria-hidden="true" /> {t('wizard.back')}
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {step < LAST_STEP ? (
            <Button key="next" type="submit" size="lg">
              {t('wizard.nextButton')} <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button key="complete" type="submit" size="lg" variant="gold" disabled={complete.isPending}>
              {complete.isPending ? <Spinner label={t('wizard.submitting')} /> : t('wizard.submit')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
