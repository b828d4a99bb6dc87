import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import {
  type FieldValues,
  FormProvider,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';
import { Button } from './Button';
import { Input, Label } from './Input';
import { Select, type SelectOption } from './Select';
import { Spinner } from './Spinner';
import { Textarea } from './Textarea';

interface FieldShellProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** The label for screen readers only (a row of a list whose columns are named elsewhere). */
  hideLabel?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/** Label, control, hint and error, bound together with ids (aria-describedby, aria-invalid). */
export function FieldShell({
  label,
  required,
  hint,
  error,
  className,
  hideLabel,
  children,
}: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label
        htmlFor={id}
        className={cn(required && "after:ml-1 after:text-gold after:content-['*']", hideLabel && 'sr-only')}
      >
        {label}
      </Label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A react-hook-form form: the fields inside (Field) find it by context, so they take a name instead of
 * `register` and the error. Browser validation is off: the contract's schema speaks instead.
 */
export function Form<T extends FieldValues, C, O>({
  form,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<T, C, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

export interface FormActionsProps {
  submitLabel: ReactNode;
  /** The request runs: the submit button shows a spinner with this label and cannot be pressed again. */
  pending: boolean;
  pendingLabel: string;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
  cancelLabel?: string;
  destructive?: boolean;
  className?: string;
}

/** A form's buttons: Cancel and the submit button, side by side on a wide screen, stacked on a phone. */
export function FormActions({
  submitLabel,
  pending,
  pendingLabel,
  onCancel,
  cancelLabel = 'Cancel',
  destructive,
  className,
}: FormActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
        {pending ? <Spinner label={pendingLabel} /> : submitLabel}
      </Button>
    </div>
  );
}

/** What a Field hands its control: the id its label points at, the aria bindings and `register(name)`. */
export type FieldControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'children'> & {
  /** The form field's path ('name', 'variants.0.stock'). */
  name: string;
  label: string;
  hint?: string;
  hideLabel?: boolean;
  fieldClassName?: string;
  /** Passed to `register` (onBlur, setValueAs…). */
  rules?: RegisterOptions;
  /** Another control than an Input: spread the props it gets into it (`<Select {...control} />`). */
  children?: (control: FieldControlProps) => ReactNode;
};

/**
 * A field of the surrounding Form, by name: label, control, hint and the schema's (or the server's) error,
 * bound with ids. The control is an Input with the other props unless `children` renders another.
 */
export function Field({
  name,
  label,
  hint,
  required,
  hideLabel,
  fieldClassName,
  rules,
  children,
  ...inputProps
}: FieldProps) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <FieldShell
      label={label}
      required={required}
      hint={hint}
      error={typeof error === 'string' ? error : undefined}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      {({ id, describedBy, invalid }) => {
        const bound: FieldControlProps = {
          id,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          ...register(name, rules),
        };
        return children ? children(bound) : <Input {...inputProps} {...bound} />;
      }}
    </FieldShell>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
  fieldClassName?: string;
};

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  fieldClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          required={required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
  fieldClassName?: string;
};

export function TextAreaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  fieldClassName,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T | '';
  onValueChange: (value: T | '') => void;
  options: readonly (SelectOption & { value: T })[];
  placeholder?: string;
  hint?: string;
  error?: string;
  fieldClassName?: string;
  name?: string;
}

/** A native select (the phone's own picker), styled like the text inputs. */
export function SelectField<T extends string>({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  fieldClassName,
  name,
}: SelectFieldProps<T>) {
  const { t } = useTranslation(UI);
  return (
    <FieldShell label={label} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.target.value as T | '')}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cn(value === '' && 'text-muted')}
          placeholder={placeholder ?? t('field.select')}
          options={options}
        />
      )}
    </FieldShell>
  );
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  fieldClassName?: string;
};

/**
 * A labelled input for react-hook-form without a Form around it: spread `register(name)` into it (its ref
 * and handlers reach the input), with the hint and error bound by ids.
 */
export function InputField({ label, hint, error, required, fieldClassName, ...inputProps }: InputFieldProps) {
  return (
    <FieldShell label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} aria-invalid={invalid} aria-describedby={describedBy} {...inputProps} />
      )}
    </FieldShell>
  );
}
