import { type ReactNode, useId } from 'react';
import { FieldShell } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { useTranslation } from '../../../../lib/i18n';
import { ACCOUNTS } from '../../i18n';

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** Options whose labels are their values. */
export const asOptions = <T extends string>(values: readonly T[]): Option<T>[] =>
  values.map((value) => ({ value, label: value }));

interface NumberFieldProps {
  label: string;
  unit: string;
  value: string;
  onValueChange: (value: string) => void;
  min: number;
  max: number;
  error?: string;
}

/** A decimal input with its unit drawn inside the field (cm, kg). */
export function NumberField({ label, unit, value, onValueChange, min, max, error }: NumberFieldProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <FieldShell label={t('preferences.measurements.field', { label, unit })} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <Input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${min}–${max}`}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className="pr-12 tabular-nums"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-xs text-muted"
          >
            {unit}
          </span>
        </div>
      )}
    </FieldShell>
  );
}

/** A titled part of the editor: a serif h3 and a quiet line under it. */
export function EditorSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-5 border-t border-border pt-8">
      <div>
        <h3 id={id} className="font-display text-2xl">
          {title}
        </h3>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
