import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { CARD } from '../i18n';

type Stat = { value: (upTo: string) => ReactNode; key: 'designs' | 'savings' | 'sizes' };

const STATS: readonly Stat[] = [
  { key: 'designs', value: () => '450+' },
  {
    key: 'savings',
    value: (upTo) => (
      <>
        <span className="mr-2 align-middle font-sans text-xs uppercase tracking-[0.2em] text-muted">
          {upTo}
        </span>
        70%
      </>
    ),
  },
  { key: 'sizes', value: () => 'XS–10XL' },
];

/** The stats band the hero's "Discover Your Privileges" scrolls to. */
export function CardStats({ headingId }: { headingId: string }) {
  const { t } = useTranslation(CARD);
  return (
    <section aria-labelledby={headingId} className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-24">
        <SectionHeading id={headingId} eyebrow={t('stats.eyebrow')} title={t('stats.title')} center />
        <dl className="mx-auto mt-14 grid max-w-5xl gap-12 sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-border">
          {STATS.map((s) => (
            <div key={s.key} className="grid justify-items-center gap-3 px-4 text-center">
              <dt className="order-2 text-sm text-muted">{t(`stats.${s.key}`)}</dt>
              <dd className="order-1 whitespace-nowrap font-display text-6xl font-medium leading-none text-gold lining-nums sm:text-5xl lg:text-7xl">
                {s.value(t('stats.upTo'))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
