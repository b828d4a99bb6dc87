import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { MESSAGES, type PreferenceProfile, type ProfileDetails } from '#contracts/preferences';
import { Badge } from '../../../../components/ui/Badge';
import { Button } from '../../../../components/ui/Button';
import { Sheet, SheetClose, SheetContent } from '../../../../components/ui/Sheet';
import { errorMessage } from '../../../../lib/api-client';
import { flattenErrors, setServerErrors } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/i18n';
import { formMessage } from '../../../../lib/i18n/form-messages';
import { toast } from '../../../../lib/toast';
import { useDeletePreferenceProfile, useUpdatePreferenceProfile } from '../../api/preference-profiles';
import { ACCOUNTS } from '../../i18n';
import { BrandDetails } from './BrandDetails';
import { MeasurementsSection, PersonalSizesSection, ShoppingSection } from './DetailSections';
import { type DetailsFormValues, detailsFormSchema, sameValues, toFormValues } from './details-form';

interface ProfileEditorProps {
  profile: PreferenceProfile;
  /** The unsaved edits of this profile, if any (kept by the panel while another profile is shown). */
  draft: DetailsFormValues | undefined;
  onDraftChange: (draft: DetailsFormValues | undefined) => void;
  onDeleted: () => void;
}

/** A server key ('details.generalBodyMeasurements.height') as the form's field, if it is one of its. */
const detailsField = (key: string) =>
  key.startsWith('details.') ? (key.slice('details.'.length) as Path<DetailsFormValues>) : undefined;

/** One profile's brands, measurements, sizes and shopping preferences, saved together. */
export function ProfileEditor({ profile, draft, onDraftChange, onDeleted }: ProfileEditorProps) {
  const { t } = useTranslation(ACCOUNTS);
  const update = useUpdatePreferenceProfile();
  const remove = useDeletePreferenceProfile();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const saved = useMemo(() => toFormValues(profile.details), [profile.details]);
  const dirty = draft !== undefined && !sameValues(draft, saved);

  const { control, handleSubmit, getValues, reset, setError, clearErrors, subscribe } = useForm<
    DetailsFormValues,
    unknown,
    ProfileDetails
  >({
    // The contract's details schema (the server's) checks; measurements are read from the text typed.
    resolver: zodResolver(detailsFormSchema) as Resolver<DetailsFormValues, unknown, ProfileDetails>,
    defaultValues: draft ?? saved,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // Every edit drops the messages shown and hands the panel this profile's unsaved values (or none,
  // when they are the saved details again).
  const edited = useEffectEvent((values: DetailsFormValues) => {
    clearErrors();
    onDraftChange(sameValues(values, saved) ? undefined : values);
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, type }) => {
          if (type === 'change') edited(values);
        },
      }),
    [subscribe],
  );

  // With nothing unsaved, the form shows the saved details (after a save, or when they are refetched).
  useEffect(() => {
    if (!dirty && !sameValues(getValues(), saved)) reset(saved);
  }, [dirty, saved, getValues, reset]);

  const save = handleSubmit(
    (details) => {
      update.mutate(
        { id: profile.id, details },
        {
          onSuccess: () => {
            onDraftChange(undefined);
            toast({
              title: t('preferences.editor.savedTitle'),
              description: profile.isPrimary
                ? t('preferences.editor.savedYours')
                : t('preferences.editor.savedTheirs', { name: profile.name }),
              variant: 'success',
            });
          },
          onError: (error) => {
            setServerErrors(error, setError, detailsField);
            toast({
              title: t('preferences.editor.saveFailed'),
              description: errorMessage(error, t('preferences.editor.saveFailedFallback')),
              variant: 'destructive',
            });
          },
        },
      );
    },
    (errors) =>
      toast({
        title: t('preferences.editor.checkTitle'),
        description: formMessage(Object.values(flattenErrors(errors))[0]) ?? t('preferences.editor.notValid'),
        variant: 'destructive',
      }),
  );

  const cannotDelete = (description: string = MESSAGES.primaryUndeletable) =>
    toast({
      title: t('preferences.editor.cannotDelete'),
      description: formMessage(description),
      variant: 'destructive',
    });

  const confirmDelete = () => {
    if (profile.isPrimary) {
      setConfirmOpen(false);
      cannotDelete();
      return;
    }
    remove.mutate(profile.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        onDeleted();
        toast({
          title: t('preferences.editor.deletedTitle'),
          description: t('preferences.editor.deletedDescription'),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirmOpen(false);
        cannotDelete(errorMessage(error, t('preferences.editor.deleteFailed')));
      },
    });
  };

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className="truncate font-display text-3xl">
            {profile.isPrimary
              ? t('preferences.editor.yours')
              : t('preferences.editor.theirs', { name: profile.name })}
          </h3>
          <div className="mt-2">
            <Badge variant={profile.isPrimary ? 'gold' : 'outline'}>
              {profile.isPrimary
                ? t('preferences.editor.primary')
                : profile.relationship
                  ? t(`preferences.relationships.${profile.relationship}`)
                  : null}
            </Badge>
          </div>
        </div>
        {profile.isPrimary ? null : (
          <Button variant="outline" size="sm" className="h-11" onClick={() => setConfirmOpen(true)}>
            <Trash2 aria-hidden="true" /> {t('preferences.editor.delete')}
          </Button>
        )}
      </div>

      <BrandDetails control={control} />
      <MeasurementsSection control={control} />
      <PersonalSizesSection control={control} />
      <ShoppingSection control={control} isPrimary={profile.isPrimary} />

      <div className="sticky bottom-0 z-10 -mx-5 flex items-center justify-between gap-4 border-t border-border bg-background/95 px-5 py-3 backdrop-blur md:mx-0 md:px-0">
        <p aria-live="polite" className="text-sm text-muted">
          {dirty ? t('preferences.editor.unsaved') : t('preferences.editor.allSaved')}
        </p>
        <Button onClick={(e) => void save(e)} disabled={!dirty || update.isPending}>
          {update.isPending ? t('preferences.editor.saving') : t('preferences.editor.save')}
        </Button>
      </div>

      <Sheet open={confirmOpen} onOpenChange={setConfirmOpen}>
        <SheetContent
          side="center"
          title={t('preferences.editor.confirmTitle')}
          description={t('preferences.editor.confirmDescription', { name: profile.name })}
          closeLabel={t('preferences.editor.closeDelete')}
        >
          <div className="grid gap-6 px-5 py-6 sm:px-6">
            <p className="text-sm text-muted">
              {t('preferences.editor.confirmText', { name: profile.name })}
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <SheetClose asChild>
                <Button variant="outline">{t('preferences.editor.keep')}</Button>
              </SheetClose>
              <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
                {remove.isPending ? t('preferences.editor.deleting') : t('preferences.editor.confirmDelete')}
              </Button>
            </div>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
