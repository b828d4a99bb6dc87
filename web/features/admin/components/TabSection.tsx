import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A back-office tab: a section named by its heading, a line that says what it holds, the tab's own
 * actions on the right (New product, Export CSV), then its content.
 */
export function TabSection({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-6', className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-display text-3xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
