import type { ReactNode } from 'react';

/** The small gold line-and-label above a page hero's headline ("—— THE ROSLIS CARD"). */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="eyebrow flex items-center gap-3 text-gold">
      <span className="h-px w-8 bg-gold" aria-hidden="true" /> {children}
    </p>
  );
}
