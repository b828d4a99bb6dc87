import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './Input';

/** A multi-line text box styled like Input; `ref` is a prop (React 19), so `register(name)` spreads into it. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClass, 'min-h-28 resize-y px-4 py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
