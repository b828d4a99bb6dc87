import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';

/** A section that opens with a later release: what it will hold, and somewhere useful to go meanwhile. */
export function ComingSoonPanel({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="relative isolate overflow-hidden rounded-[4px] border border-border bg-surface px-6 py-12 text-center sm:px-10 sm:py-16">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-6 -bottom-24 -z-10 select-none font-display text-[16rem] leading-none text-gold/[0.07]"
      >
        R
      </span>
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-background text-gold ring-1 ring-gold/40"
      >
        <Icon className="size-6" />
      </span>
      <p className="eyebrow mt-6 text-gold">Coming with the next release</p>
      <h2 className="mt-2 text-3xl md:text-4xl">{title}</h2>
      <div className="hairline mx-auto mt-6 w-20" />
      <p className="mx-auto mt-6 max-w-md text-sm leading-relaxed text-muted">{description}</p>
      {action ? (
        <Button asChild variant="outline" className="mt-8">
          <Link to={action.to}>
            {action.label} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
