import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { useBodyScrollLock } from './use-body-scroll-lock';

/**
 * The viewer's layer: fixed over the whole screen (above the site's header), dark, a dynamic viewport
 * tall, and the page under it does not scroll while it is open.
 */
export function LoopsShell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  useBodyScrollLock();
  return (
    <section
      aria-label={label}
      className={cn('fixed inset-0 z-[60] h-dvh w-full overflow-hidden bg-[#0c0b0a] text-white', className)}
    >
      {children}
    </section>
  );
}
