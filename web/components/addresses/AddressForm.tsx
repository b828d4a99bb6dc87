import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Address, addressInput, INDIAN_STATES } from '#contracts/addresses';
import { useSaveAddress } from '../../lib/addresses';
import { errorBody, errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { formMessage } from '../../lib/i18n/form-messages';
import { toast } from '../../lib/toast';
import { UI } from '../i18n';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/Field';
import { Input, Label } from '../ui/Input';
import { Spinner } from '../ui/Spinner';

type FormInput = z.input<typeof addressInput>;
type FormOutput = z.output<typeof addressInput>;

function TextInput({
  label,
  error,
  optional,
  children,
}: {
  label: string;
  error?: string;
  optional?: boolean;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {optional ? <OptionalMark /> : null}
      </Label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: error ? true : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function OptionalMark() {
  const { t } = useTranslation(UI);
  return <span className="ml-1 normal-case tracking-normal text-muted/80">{t('address.optional')}</span>;
}

/**
 * A delivery address (India: +91 mobile, state or union territory, 6-digit PIN), checked with the same
 * schema as the server and saved to the member's addresses: a new one, or (with `address`) a change.
 * Its first field is the address's own name ("Home", "Office"), which the lists show above the recipient.
 * Checkout and the profile's Overview both use it.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(UI);
  const add = useSaveAddress();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addressInput),
    defaultValues: address
      ? {
          label: address.label,
          name: address.name,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state as FormInput['state'],
          postalCode: address.postalCode,
        }
      : { label: '', name: '', phone: '', line1: '', line2: '', city: '', state: undefined, postalCode: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await add.mutateAsync({ id: address?.id, body: values });
      onSaved(saved);
    } catch (error) {
      const fields = errorBody(error)?.fieldErrors ?? {};
      for (const [field, messages] of Object.entries(fields)) {
        if (field in addressInput.shape) setError(field as keyof FormInput, { message: messages[0] });
      }
      toast({
        title: t('address.failedTitle'),
        description: errorMessage(error, t('address.failed')),
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-label={address ? t('address.edit') : t('address.new')}
    >
      <TextInput label={t('address.label')} error={formMessage(errors.label?.message)}>
        {(ids) => (
          <Input
            id={ids.id}
            placeholder={t('address.labelPlaceholder')}
            autoComplete="off"
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            {...register('label')}
          />
        )}
      </TextInput>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput label={t('address.name')} error={formMessage(errors.name?.message)}>
          {(ids) => (
            <Input
              id={ids.id}
              autoComplete="name"
              aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy}
              {...register('name')}
            />
          )}
        </TextInput>
        <TextInput label={t('address.phone')} error={formMessage(errors.phone?.message)}>
          {(ids) => (
            <div className="flex">
              <span className="inline-flex h-12 items-center rounded-l-[3px] border border-r-0 border-border bg-surface-2 px-3 text-sm text-muted">
                +91
              </span>
              <Input
                id={ids.id}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="98470 12345"
                className="rounded-l-none"
                aria-invalid={ids.invalid}
                aria-describedby={ids.describedBy}
                {...register('phone')}
              />
            </div>
          )}
        </TextInput>
      </div>
      <TextInput label={t('address.line1')} error={formMessage(errors.line1?.message)}>
        {(ids) => (
          <Input
            id={ids.id}
            autoComplete="address-line1"
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            {...register('line1')}
          />
        )}
      </TextInput>
      <TextInput label={t('address.line2')} optional error={formMessage(errors.line2?.message)}>
        {(ids) => (
          <Input
            id={ids.id}
            autoComplete="address-line2"
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            {...register('line2')}
          />
        )}
      </TextInput>
      <div className="grid gap-5 sm:grid-cols-[1fr_1fr_10rem]">
        <TextInput label={t('address.city')} error={formMessage(errors.city?.message)}>
          {(ids) => (
            <Input
              id={ids.id}
              autoComplete="address-level2"
              aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy}
              {...register('city')}
            />
          )}
        </TextInput>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <SelectField
              label={t('address.state')}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onValueChange={(v) => field.onChange(v === '' ? undefined : v)}
              options={INDIAN_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
              placeholder={t('address.statePlaceholder')}
              error={formMessage(errors.state?.message)}
            />
          )}
        />
        <TextInput label={t('address.postalCode')} error={formMessage(errors.postalCode?.message)}>
          {(ids) => (
            <Input
              id={ids.id}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy}
              {...register('postalCode')}
            />
          )}
        </TextInput>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner label={t('address.saving')} /> : t('address.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
