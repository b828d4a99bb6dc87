import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';

interface ChipMultiSelectProps<T extends string> {
  label: string;
  hint?: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
  /** Something drawn before the option's name (a colour swatch). */
  renderLeading?: (option: T) => ReactNode;
  /** The option's name as shown (its words in the language shown); the option itself by default. */
  optionLabel?: (option: T) => string;
}

/**
 * A multi-select as a group of toggle buttons (aria-pressed), each at least 44 px tall. The selection
 * keeps the options' order, whatever order they were picked in.
 */
export function ChipMultiSelect<T extends string>({
  label,
  hint,
  options,
  value,
  onChange,
  error,
  renderLeading,
  optionLabel = (option) => option,
}: ChipMultiSelectProps<T>) {
  const { t } = useTranslation(UI);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const toggle = (option: T) => {
    const selected = new Set(value);
    if (selected.has(option)) selected.delete(option);
    else selected.add(option);
    onChange(options.filter((o) => selected.has(o)));
  };

  return (
    <fieldset aria-describedby={describedBy} className="grid min-w-0 gap-3">
      <legend className="mb-3 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
        {label}
        {value.length ? (
          <span className="ml-2 normal-case tracking-normal text-gold">
            · {t('chips.selected', { count: value.length })}
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = value.includes(option);
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(option)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm transition-colors',
                  pressed
                    ? 'border-accent bg-accent text-accent-foreground'
                    : 'border-border bg-surface text-text hover:border-text/40',
                )}
              >
                {renderLeading?.(option)}
                <span>{optionLabel(option)}</span>
                {pressed ? <Check className="-mr-1 size-4" aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
