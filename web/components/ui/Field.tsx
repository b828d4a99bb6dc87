import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Input, Label } from './Input';

interface FieldShellProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/** Label, control, hint and error, bound together with ids (aria-describedby, aria-invalid). */
export function FieldShell({ label, required, hint, error, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className={cn(required && "after:ml-1 after:text-gold after:content-['*']")}>
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
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          rows={4}
          className={cn(
            'min-h-28 w-full resize-y rounded-[3px] border border-border bg-surface px-4 py-3 text-[0.95rem] leading-relaxed text-text',
            'placeholder:text-muted/70 transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger',
            className,
          )}
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
  options: readonly { value: T; label: string }[];
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
  placeholder = 'Select…',
  hint,
  error,
  fieldClassName,
  name,
}: SelectFieldProps<T>) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <select
            id={id}
            name={name}
            value={value}
            onChange={(e) => onValueChange(e.target.value as T | '')}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={cn(
              'h-12 w-full appearance-none rounded-[3px] border border-border bg-surface pl-4 pr-11 text-[0.95rem] text-text',
              'transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger',
              value === '' && 'text-muted',
            )}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
        </div>
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
 * A labelled input for react-hook-form: spread `register(name)` into it (its ref and handlers reach the
 * input), with the hint and error bound by ids.
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
