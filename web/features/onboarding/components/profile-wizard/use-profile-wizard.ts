import { useCallback, useEffect, useMemo, useReducer } from 'react';
import {
  type AdditionalValues,
  type BasicValues,
  emptyProfileForm,
  type FashionValues,
  type FieldErrors,
  LAST_STEP,
  mergeDraft,
  type ProfileFormValues,
  type WizardStep,
} from './profile-form';

export interface WizardState {
  step: WizardStep;
  values: ProfileFormValues;
  errors: FieldErrors;
}

export type WizardAction =
  | { type: 'patch'; section: 'basic'; patch: Partial<BasicValues> }
  | { type: 'patch'; section: 'fashion'; patch: Partial<FashionValues> }
  | { type: 'patch'; section: 'additional'; patch: Partial<AdditionalValues> }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'showErrors'; errors: FieldErrors; step: WizardStep | null };

const clampStep = (n: number): WizardStep => Math.min(Math.max(n, 1), LAST_STEP) as WizardStep;

/** Drops the errors of the fields a patch touched ('basic.city', or 'additional.sizingInfo.*'). */
function clearErrors(errors: FieldErrors, section: string, keys: string[]): FieldErrors {
  if (!keys.length) return errors;
  const prefixes = keys.map((k) => `${section}.${k}`);
  const next: FieldErrors = {};
  let changed = false;
  for (const [key, message] of Object.entries(errors)) {
    if (prefixes.some((p) => key === p || key.startsWith(`${p}.`))) changed = true;
    else next[key] = message;
  }
  return changed ? next : errors;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'patch': {
      const keys = Object.keys(action.patch);
      const values = {
        ...state.values,
        [action.section]: { ...state.values[action.section], ...action.patch },
      } as ProfileFormValues;
      return { ...state, values, errors: clearErrors(state.errors, action.section, keys) };
    }
    case 'goTo':
      return { ...state, step: clampStep(action.step) };
    case 'next':
      return { ...state, step: clampStep(state.step + 1) };
    case 'back':
      return { ...state, step: clampStep(state.step - 1) };
    case 'showErrors':
      return { ...state, errors: action.errors, step: action.step ?? state.step };
  }
}

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

/** The wizard's whole state (step, answers, field errors) in one reducer. */
export function useProfileWizard() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => ({
    step: 1 as WizardStep,
    values: readDraft(),
    errors: {},
  }));

  useEffect(() => {
    try {
      window.sessionStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify(state.values));
    } catch {
      // Private mode without storage: the wizard still works within this page.
    }
  }, [state.values]);

  const patchBasic = useCallback(
    (patch: Partial<BasicValues>) => dispatch({ type: 'patch', section: 'basic', patch }),
    [],
  );
  const patchFashion = useCallback(
    (patch: Partial<FashionValues>) => dispatch({ type: 'patch', section: 'fashion', patch }),
    [],
  );
  const patchAdditional = useCallback(
    (patch: Partial<AdditionalValues>) => dispatch({ type: 'patch', section: 'additional', patch }),
    [],
  );

  const actions = useMemo(
    () => ({
      patchBasic,
      patchFashion,
      patchAdditional,
      next: () => dispatch({ type: 'next' }),
      back: () => dispatch({ type: 'back' }),
      goTo: (step: WizardStep) => dispatch({ type: 'goTo', step }),
      showErrors: (errors: FieldErrors, step: WizardStep | null) =>
        dispatch({ type: 'showErrors', errors, step }),
    }),
    [patchBasic, patchFashion, patchAdditional],
  );

  return { state, ...actions };
}
