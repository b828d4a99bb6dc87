import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_LIMITS, type ProfileWithPreferences, profileUpdateBody } from '#contracts/profile';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { flattenErrors, patchFields, setServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNTS } from '../i18n';
import { AboutYouSection, AddressSection } from './edit-sections/PersonalSections';
import {
  CommunicationSection,
  HabitsSection,
  SizesSection,
  StyleSection,
} from './edit-sections/StyleSections';
import { type ProfileFormValues, toFormValues, toUpdateBody } from './profile-form';

/** Names say their limit while typed (the contract's words) rather than being cut at it. */
const LIVE_LIMITS = { firstName: PROFILE_LIMITS.name, lastName: PROFILE_LIMITS.name };

/**
 * Edit Profile: every personal field and the style extras in calm sections; Save sends
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
  const { t } = useTranslation(ACCOUNTS);
  const form = useForm<ProfileFormValues>({
    // The contract's schema (the server's) checks; the form still sends its values as they are.
    resolver: zodResolver(profileUpdateBody) as never,
    defaultValues: toFormValues(profile),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, handleSubmit, getValues, setError, setValue, clearErrors, trigger } = form;
  const values = useWatch({ control }) as ProfileFormValues;
  const errors = flattenErrors(form.formState.errors);
  const [focusError, setFocusError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const update = useUpdateProfile(userId);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  // After a failed check, take the person to the first field that needs attention (once the form has
  // published its errors, which can be a render after the check).
  const errorCount = Object.keys(errors).length;
  const focused = useRef(0);
  useEffect(() => {
    if (!focusError || focused.current === focusError || !errorCount) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    focused.current = focusError;
    field.focus({ preventScroll: true });
    // Centred, so its label is not under the sticky header nor its message under the Save bar.
    field.scrollIntoView?.({ block: 'center' });
  }, [focusError, errorCount]);

  const change = (patch: Partial<ProfileFormValues>) =>
    patchFields({ setValue, clearErrors, trigger }, '', patch, LIVE_LIMITS);

  const onValid = () => {
    if (update.isPending) return;
    update.mutate(toUpdateBody(getValues()), {
      onSuccess: () => {
        toast({
          title: t('edit.updatedTitle'),
          description: t('edit.updatedDescription'),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        if (setServerErrors(error, setError).length) setFocusError((n) => n + 1);
        toast({
          title: t('edit.failedTitle'),
          description: errorMessage(error, t('edit.failedFallback')),
          variant: 'destructive',
        });
      },
    });
  };

  const onSubmit = handleSubmit(onValid, () => setFocusError((n) => n + 1));

  const sectionProps = { values, errors, onChange: change };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-6">
      <div>
        <p className="eyebrow text-gold">{t('edit.eyebrow')}</p>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-1.5 text-3xl outline-none md:text-4xl"
        >
          {t('edit.title')}
        </h2>
        <p className="mt-2 max-w-xl text-sm leading-relaxed text-muted">{t('edit.intro')}</p>
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
            <X aria-hidden="true" /> {t('edit.cancel')}
          </Button>
          <Button type="submit" aria-disabled={update.isPending} className="flex-1 sm:flex-none sm:min-w-36">
            {update.isPending ? (
              <Spinner label={t('edit.saving')} />
            ) : (
              <>
                <Check aria-hidden="true" /> {t('edit.save')}
              </>
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
