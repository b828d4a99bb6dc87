import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-r-transparent opacity-70 motion-reduce:animate-[spin_2.4s_linear_infinite]"
      />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

/** A centred, announced loading state for a whole page or panel. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[50vh] place-items-center px-6 text-muted">
      <Spinner label={label} className="text-sm tracking-wide" />
    </div>
  );
}
