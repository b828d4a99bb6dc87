import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** What every text control shares (Input, Select, Textarea): the border, its hover and focus, red when invalid. */
export const controlClass =
  'w-full rounded-[3px] border border-border bg-surface text-[0.95rem] text-text placeholder:text-muted/70 transition-colors hover:border-text/30 focus-visible:border-gold aria-invalid:border-danger disabled:opacity-50';

/** A text input; `ref` is a prop (React 19), so `register(name)` from react-hook-form spreads into it. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-12 px-4', className)} {...props} />;
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
