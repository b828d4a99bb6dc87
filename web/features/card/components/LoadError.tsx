import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A quiet line where data could not be loaded: no toast, the rest of the page stays usable. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-muted">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-gold" strokeWidth={1.75} aria-hidden="true" />
      {children}
    </p>
  );
}
