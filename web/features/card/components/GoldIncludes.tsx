import { Check } from 'lucide-react';
import type { Tier } from '#contracts/membership';
import { SectionHeading } from '../../../components/SectionHeading';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useTierWords } from '../../../lib/tiers';
import { CARD_GOLD } from '../gold-i18n';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** Everything the Gold card includes, as the API lists it. */
export function GoldIncludes({ gold, pending }: { gold: Tier | undefined; pending: boolean }) {
  const { t } = useTranslation(CARD_GOLD);
  const words = useTierWords();
  if (!pending && !gold) return null;
  return (
    <section aria-labelledby="gold-includes" className="container-page py-20 md:py-28">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="gold-includes"
          eyebrow={t('includes.eyebrow')}
          title={t('includes.title')}
          lede={t('includes.lede')}
        />
        <ul className="grid content-start gap-x-10 gap-y-5 sm:grid-cols-2" aria-busy={pending || undefined}>
          {pending
            ? PLACEHOLDERS.map((k) => (
                <li key={k} className="border-b border-border pb-5" aria-hidden="true">
                  <Skeleton className="h-6 w-full" />
                </li>
              ))
            : gold?.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 border-b border-border pb-5 text-[0.95rem]">
                  <Check className="mt-1 size-4 shrink-0 text-gold" strokeWidth={2} aria-hidden="true" />
                  {words.benefit(benefit)}
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
