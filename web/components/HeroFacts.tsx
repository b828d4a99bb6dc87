import { cn } from '../lib/cn';

export interface HeroFact {
  value: string;
  label: string;
}

/** The row of key figures under a page hero ("450+ new designs monthly"), as a description list. */
export function HeroFacts({
  facts,
  size = 'md',
  className,
}: {
  facts: readonly HeroFact[];
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <dl className={cn('mt-12 grid max-w-md grid-cols-3 gap-4 border-t border-border pt-6', className)}>
      {facts.map((f) => (
        <div key={f.label} className="grid gap-1">
          <dt
            className={cn(
              'order-2 leading-snug text-muted',
              size === 'lg' ? 'text-[0.72rem]' : 'text-[0.7rem]',
            )}
          >
            {f.label}
          </dt>
          <dd
            className={cn(
              'order-1 font-display font-semibold lining-nums',
              size === 'lg' ? 'text-3xl md:text-4xl' : 'text-2xl md:text-3xl',
            )}
          >
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
