import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-12 w-full rounded-[3px] border border-border bg-surface px-4 text-[0.95rem] text-text',
        'placeholder:text-muted/70 transition-colors hover:border-text/30 focus-visible:border-gold',
        'aria-invalid:border-danger disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={cn('block text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted', className)}
      {...props}
    />
  );
}
