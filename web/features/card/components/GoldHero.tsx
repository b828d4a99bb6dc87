import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '#contracts/membership';
import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTierWords } from '../../../lib/tiers';
import { CARD_GOLD } from '../gold-i18n';
import { applyPath } from '../lib/card-tiers';
import { LoadError } from './LoadError';
import { TierPrice } from './TierPrice';

/** The Gold card's hero: the card, its tagline and price from the API, and "Apply for Gold". */
export function GoldHero({ gold, pending }: { gold: Tier | undefined; pending: boolean }) {
  const { t } = useTranslation(CARD_GOLD);
  const words = useTierWords();
  return (
    <section aria-labelledby="gold-hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(55%_70%_at_75%_40%,color-mix(in_oklab,var(--gold)_22%,transparent),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-16 pb-20 pt-10 md:pb-28 md:pt-16 lg:grid-cols-[1fr_1.05fr] lg:gap-10">
        <div className="anim-rise max-w-xl">
          <HeroEyebrow>{t('eyebrow')}</HeroEyebrow>
          <h1 id="gold-hero-title" className="mt-6 text-[3.3rem] leading-[0.96] sm:text-7xl lg:text-[5.6rem]">
            {t('title')}
          </h1>
          <div className="mt-5 min-h-[2.2rem]">
            {pending ? (
              <Skeleton className="h-8 w-72 max-w-full" />
            ) : gold ? (
              <p className="font-display text-2xl italic text-gold md:text-3xl">{words.tagline(gold)}</p>
            ) : null}
          </div>
          <p className="mt-5 max-w-md text-[1.05rem] leading-relaxed text-muted">{t('lede')}</p>
          <div className="mt-8 min-h-[3.25rem] border-t border-border pt-6">
            {pending ? (
              <Skeleton className="h-8 w-48" />
            ) : gold ? (
              <TierPrice tier={gold} />
            ) : (
              <LoadError>{t('priceError')}</LoadError>
            )}
          </div>
          <div className="mt-9 flex flex-col gap-3 xs:flex-row">
            <Button asChild size="lg">
              <Link to={applyPath('gold')}>
                {t('apply')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.card}>{t('seeAll')}</Link>
            </Button>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-[26rem] px-4 sm:max-w-md lg:max-w-[32rem]">
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-1/2 aspect-square w-[115%] -translate-x-1/2 -translate-y-1/2 rounded-full border border-gold/25"
          />
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-1/2 aspect-square w-[85%] -translate-x-1/2 -translate-y-1/2 rounded-full border border-gold/15"
          />
          <MembershipCard finish="gold" className="relative -rotate-[5deg]" label={t('cardLabel')} />
        </div>
      </div>
    </section>
  );
}
