import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TierId } from '#contracts/membership';
import { type CompleteProfileData, NAME_MAX } from '#contracts/registration-profile';
import { flattenErrors, patchFields } from '../../../../lib/form-errors';
import {
  type AdditionalValues,
  type BasicValues,
  emptyProfileForm,
  type FashionValues,
  LAST_STEP,
  mergeDraft,
  type ProfileFormValues,
  profileWizardSchema,
  type Section,
  type WizardStep,
} from './profile-form';

const clampStep = (n: number): WizardStep => Math.min(Math.max(n, 1), LAST_STEP) as WizardStep;

/**
 * The answers stay in this tab's sessionStorage while the wizard is open, so a reload or a detour to
 * sign in does not lose them; they are dropped once the profile is saved.
 */
export const PROFILE_DRAFT_KEY = 'registrationProfileDraft';

function readDraft(): ProfileFormValues {
  try {
    const raw = window.sessionStorage.getItem(PROFILE_DRAFT_KEY);
    return raw ? mergeDraft(JSON.parse(raw)) : emptyProfileForm();
  } catch {
    return emptyProfileForm();
  }
}

export function clearProfileDraft(): void {
  try {
    window.sessionStorage.removeItem(PROFILE_DRAFT_KEY);
  } catch {
    // No storage: nothing to clear.
  }
}

/** The paths whose text has a limit the form says as soon as it is passed (the contract's words). */
const LIVE_LIMITS: Partial<Record<string, number>> = {
  'basic.firstName': NAME_MAX,
  'basic.lastName': NAME_MAX,
};

/**
 * The wizard's state: the answers and their errors in react-hook-form, checked by the contract's
 * complete-profile schema (zodResolver) on Complete Registration; the step beside them.
 */
export function useProfileWizard(plan: TierId | null, referralCode: string | null) {
  const form = useForm<ProfileFormValues, unknown, CompleteProfileData>({
    resolver: zodResolver(profileWizardSchema(plan, referralCode)),
    defaultValues: readDraft(),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [step, setStep] = useState<WizardStep>(1);
  const values = useWatch({ control: form.control }) as ProfileFormValues;

  useEffect(() => {
    try {
      window.sessionStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // Private mode without storage: the wizard still works within this page.
    }
  }, [values]);

  const { setValue, clearErrors, trigger } = form;
  const patch = useCallback(
    <S extends Section>(section: S, changes: Partial<ProfileFormValues[S]>) =>
      patchFields({ setValue, clearErrors, trigger }, section, changes, LIVE_LIMITS),
    [setValue, clearErrors, trigger],
  );

  const actions = useMemo(
    () => ({
      patchBasic: (changes: Partial<BasicValues>) => patch('basic', changes),
      patchFashion: (changes: Partial<FashionValues>) => patch('fashion', changes),
      patchAdditional: (changes: Partial<AdditionalValues>) => patch('additional', changes),
      next: () => setStep((s) => clampStep(s + 1)),
      back: () => setStep((s) => clampStep(s - 1)),
      goTo: (at: WizardStep) => setStep(clampStep(at)),
    }),
    [patch],
  );

  return { form, step, values, errors: flattenErrors(form.formState.errors), ...actions };
}
