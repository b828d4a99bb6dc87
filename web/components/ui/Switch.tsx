import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  disabled?: boolean;
}

/**
 * An on/off setting: a `role="switch"` button named by its label (the label is clickable too), with an
 * optional description. The button is 44 px tall whatever the drawn track's size.
 */
export function Switch({ label, description, checked, onCheckedChange, className, disabled }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-[0.95rem] text-text">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-xs leading-relaxed text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className="group -mr-1 inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full disabled:opacity-45"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative h-6 w-11 rounded-full ring-1 ring-inset transition-colors duration-200',
            checked ? 'bg-accent ring-accent' : 'bg-surface-2 ring-border group-hover:ring-text/30',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 left-0.5 size-5 rounded-full shadow-sm transition-transform duration-200',
              checked ? 'translate-x-5 bg-accent-foreground' : 'bg-surface ring-1 ring-border',
            )}
          />
        </span>
      </button>
    </div>
  );
}
