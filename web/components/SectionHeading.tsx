import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  title,
  lede,
  action,
  center = false,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lede?: ReactNode;
  action?: ReactNode;
  center?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4 md:flex-row md:items-end md:justify-between',
        center && 'items-center text-center md:flex-col md:items-center',
      )}
    >
      <div className={cn('max-w-2xl', center && 'mx-auto')}>
        <p className="eyebrow text-gold">{eyebrow}</p>
        <h2 id={id} className="mt-3 text-4xl md:text-5xl">
          {title}
        </h2>
        {lede ? <p className="mt-4 text-muted">{lede}</p> : null}
      </div>
      {action}
    </div>
  );
}
