import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  createPreferenceProfileBody,
  PROFILE_NAME_MAX,
  type PreferenceProfile,
  RELATIONSHIPS,
  type Relationship,
} from '#contracts/preferences';
import { Button } from '../../../../components/ui/Button';
import { FieldShell, SelectField } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { Sheet, SheetClose, SheetContent } from '../../../../components/ui/Sheet';
import { errorMessage } from '../../../../lib/api-client';
import { patchFields, setServerErrors } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/i18n';
import { formMessage } from '../../../../lib/i18n/form-messages';
import { toast } from '../../../../lib/toast';
import { useCreatePreferenceProfile } from '../../api/preference-profiles';
import { ACCOUNTS } from '../../i18n';

/** The dialog's fields: the contract's body, with no relationship chosen yet as ''. */
interface AddProfileValues {
  name: string;
  relationship: Relationship | '';
}
type CreatePreferenceProfileData = z.output<typeof createPreferenceProfileBody>;

/** The name says its limit while typed (the contract's words) rather than being cut at it. */
const LIVE_LIMITS = { name: PROFILE_NAME_MAX };

interface AddProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (profile: PreferenceProfile) => void;
}

/** 'Add Family Member or Friend': a name and a relationship. */
export function AddProfileDialog({ open, onOpenChange, onAdded }: AddProfileDialogProps) {
  const { t } = useTranslation(ACCOUNTS);
  const create = useCreatePreferenceProfile();
  const {
    control,
    handleSubmit,
    reset: resetForm,
    setError,
    setValue,
    clearErrors,
    trigger,
    formState: { errors },
  } = useForm<AddProfileValues, unknown, CreatePreferenceProfileData>({
    // The form holds '' before a relationship is chosen; the contract refuses it with its own message.
    resolver: zodResolver(createPreferenceProfileBody) as Resolver<
      AddProfileValues,
      unknown,
      CreatePreferenceProfileData
    >,
    defaultValues: { name: '', relationship: '' },
    reValidateMode: 'onSubmit',
  });
  const [name, relationship] = useWatch({ control, name: ['name', 'relationship'] });
  const ready = name.trim() !== '' && relationship !== '' && !create.isPending;

  const reset = () => {
    resetForm();
    create.reset();
  };

  const change = (patch: Partial<AddProfileValues>) => {
    clearErrors('root');
    patchFields({ setValue, clearErrors, trigger }, '', patch, LIVE_LIMITS);
  };

  const submit = handleSubmit((valid) => {
    if (!ready) return;
    create.mutate(
      { name: name.trim(), relationship: valid.relationship },
      {
        onSuccess: (profile) => {
          toast({
            title: t('preferences.add.addedTitle'),
            description: t('preferences.add.addedDescription', { name: profile.name }),
            variant: 'success',
          });
          reset();
          onOpenChange(false);
          onAdded(profile);
        },
        onError: (error) => {
          const fields = setServerErrors<AddProfileValues>(error, setError, (key) =>
            key === 'name' || key === 'relationship' ? key : undefined,
          );
          if (!fields.length) setError('root.server', { type: 'server', message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <SheetContent
        side="center"
        title={t('preferences.add.title')}
        description={t('preferences.add.description')}
        closeLabel={t('preferences.add.close')}
      >
        <form onSubmit={submit} noValidate className="grid gap-5 px-5 py-6 sm:px-6">
          <FieldShell label={t('preferences.add.name')} error={formMessage(errors.name?.message)}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={name}
                autoComplete="off"
                placeholder={t('preferences.add.namePlaceholder')}
                onChange={(e) => change({ name: e.target.value })}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </FieldShell>
          <SelectField
            label={t('preferences.add.relationship')}
            value={relationship}
            onValueChange={(v) => change({ relationship: v })}
            options={RELATIONSHIPS.map((value) => ({
              value,
              label: t(`preferences.relationships.${value}`),
            }))}
            placeholder={t('preferences.add.choose')}
            error={formMessage(errors.relationship?.message)}
          />
          {errors.root?.server ? (
            <p role="alert" className="text-sm text-danger">
              {errors.root.server.message}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <SheetClose asChild>
              <Button variant="outline">{t('preferences.add.cancel')}</Button>
            </SheetClose>
            <Button type="submit" disabled={!ready}>
              {create.isPending ? t('preferences.add.adding') : t('preferences.add.submit')}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
