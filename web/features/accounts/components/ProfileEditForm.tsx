import { Check, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProfileWithPreferences } from '#contracts/profile';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorBody, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { AboutYouSection, AddressSection } from './edit-sections/PersonalSections';
import {
  CommunicationSection,
  HabitsSection,
  SizesSection,
  StyleSection,
} from './edit-sections/StyleSections';
import {
  formErrorsFrom,
  type ProfileFormErrors,
  type ProfileFormValues,
  toFormValues,
  toUpdateBody,
  validateProfileForm,
} from './profile-form';

export const UPDATE_FAILED = 'Update Failed';
export const UPDATE_FAILED_FALLBACK = 'Failed to update profile. Please try again.';

/**
 * Edit Profile (spec 2 section 4): every personal field and the style extras in calm sections; Save sends
 * the whole form (PUT), Cancel returns to the Overview without saving.
 */
export function ProfileEditForm({
  userId,
  profile,
  onDone,
}: {
  userId: string;
  profile: ProfileWithPreferences;
  onDone: () => void;
}) {
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [focusError, setFocusError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const update = useUpdateProfile(userId);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  // After a failed check, take the person to the first field that needs attention.
  useEffect(() => {
    if (!focusError) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    // Centred, so its label is not under the sticky header nor its message under the Save bar.
    field.scrollIntoView?.({ block: 'center' });
  }, [focusError]);

  const change = (patch: Partial<ProfileFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((current) => {
      const keys = Object.keys(patch);
      const next = Object.fromEntries(
        Object.entries(current).filter(([k]) => !keys.some((key) => k === key || k.startsWith(`${key}.`))),
      );
      return Object.keys(next).length === Object.keys(current).length ? current : next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = validateProfileForm(values);
    if (Object.keys(found).length) {
      setErrors(found);
      setFocusError((n) => n + 1);
      return;
    }
    update.mutate(toUpdateBody(values), {
      onSuccess: () => {
        toast({
          title: 'Profile Updated',
          description: 'Your profile has been updated successfully.',
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = formErrorsFrom(errorBody(error)?.fieldErrors);
        if (Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          setFocusError((n) => n + 1);
        }
        toast({
          title: UPDATE_FAILED,
          description: errorMessage(error, UPDATE_FAILED_FALLBACK),
          variant: 'destructive',
        });
      },
    });
  };

  const sectionProps = { values, errors, onChange: change };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-6">
      <div>
        <p className="eyebrow text-gold">Overview</p>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-1.5 text-3xl outline-none md:text-4xl"
        >
          Edit Profile
        </h2>
        <p className="mt-2 max-w-xl text-sm leading-relaxed text-muted">
          Everything here is optional. Your answers help our stylists choose pieces for you.
        </p>
      </div>

      <div className="grid gap-5">
        <AboutYouSection {...sectionProps} />
        <AddressSection {...sectionProps} />
        <StyleSection {...sectionProps} />
        <SizesSection {...sectionProps} />
        <HabitsSection {...sectionProps} />
        <CommunicationSection {...sectionProps} />
      </div>

      <div className="sticky bottom-0 z-10 -mx-5 border-t border-border bg-background/95 px-5 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/85 md:bottom-4 md:mx-0 md:rounded-[4px] md:border md:px-5 md:shadow-[0_12px_32px_-18px_rgba(0,0,0,0.35)]">
        <div className="flex items-center justify-end gap-3">
          <Button
            variant="outline"
            onClick={onDone}
            disabled={update.isPending}
            className="flex-1 sm:flex-none"
          >
            <X aria-hidden="true" /> Cancel
          </Button>
          <Button type="submit" aria-disabled={update.isPending} className="flex-1 sm:flex-none sm:min-w-36">
            {update.isPending ? (
              <Spinner label="Saving…" />
            ) : (
              <>
                <Check aria-hidden="true" /> Save
              </>
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
