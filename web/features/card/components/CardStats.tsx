import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';

const STATS: readonly { value: ReactNode; label: string; key: string }[] = [
  { key: 'designs', value: '450+', label: 'Exclusive designs every month' },
  {
    key: 'savings',
    value: (
      <>
        <span className="mr-2 align-middle font-sans text-xs uppercase tracking-[0.2em] text-muted">
          up to
        </span>
        70%
      </>
    ),
    label: 'Savings for members',
  },
  { key: 'sizes', value: 'XS–10XL', label: 'Size range, in every design' },
];

/** The stats band the hero's "Discover Your Privileges" scrolls to. */
export function CardStats({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-24">
        <SectionHeading
          id={headingId}
          eyebrow="The card in numbers"
          title="A wardrobe without limits"
          center
        />
        <dl className="mx-auto mt-14 grid max-w-5xl gap-12 sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-border">
          {STATS.map((s) => (
            <div key={s.key} className="grid justify-items-center gap-3 px-4 text-center">
              <dt className="order-2 text-sm text-muted">{s.label}</dt>
              <dd className="order-1 whitespace-nowrap font-display text-6xl font-medium leading-none text-gold lining-nums sm:text-5xl lg:text-7xl">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
