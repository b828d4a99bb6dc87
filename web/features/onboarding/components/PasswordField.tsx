import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { Input, Label } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';
import type { PasswordValues } from '../lib/password-form';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A hint or error shown under the field and read with it. */
  message?: string;
  invalid?: boolean;
};

/** A labelled password input with a show/hide toggle (44 px tap target), used by setup and reset. */
export function PasswordField({
  label,
  value,
  onChange,
  message,
  invalid,
  id,
  className,
  autoComplete = 'new-password',
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const { t } = useTranslation(ONBOARDING);
  const [shown, setShown] = useState(false);
  const describedByIds = [describedBy, message ? messageId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          {...props}
          id={inputId}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="pr-12"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByIds || undefined}
        />
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-label={
            shown
              ? t('password.hide', { field: label.toLowerCase() })
              : t('password.show', { field: label.toLowerCase() })
          }
          aria-pressed={shown}
          aria-controls={inputId}
          className="absolute right-0.5 top-1/2 inline-grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted transition-colors hover:text-text"
        >
          {shown ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      {message ? (
        <p id={messageId} className={cn('text-sm', invalid ? 'text-danger' : 'text-muted')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A PasswordField bound to one field of a password form (react-hook-form's Controller). */
export function PasswordFormField({
  control,
  field: fieldName,
  ...props
}: Omit<PasswordFieldProps, 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  control: Control<PasswordValues>;
  field: keyof PasswordValues;
}) {
  return (
    <Controller
      control={control}
      name={fieldName}
      render={({ field }) => (
        <PasswordField
          {...props}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
