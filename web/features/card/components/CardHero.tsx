import { ArrowDown, CalendarClock, Gift, Sparkles } from 'lucide-react';
import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { cardRuleParams } from '../../../lib/card-rules-text';
import { useTranslation } from '../../../lib/i18n';
import { CARD } from '../i18n';
import { revealSection } from '../lib/reveal-section';

const CLAIMS = [
  { icon: Sparkles, key: 'designs' },
  { icon: CalendarClock, key: 'early' },
  { icon: Gift, key: 'offers' },
] as const;

/** "Crafted for the Few": the gold card, the three claims and a way down to the privileges. */
export function CardHero({ statsHeadingId }: { statsHeadingId: string }) {
  const { t } = useTranslation(CARD);
  return (
    <section aria-labelledby="card-hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(55%_65%_at_78%_38%,color-mix(in_oklab,var(--gold)_18%,transparent),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-16 pb-20 pt-10 md:pb-28 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-10">
        <div className="anim-rise max-w-xl">
          <HeroEyebrow>{t('hero.eyebrow')}</HeroEyebrow>
          <h1 id="card-hero-title" className="mt-6 text-[3.3rem] leading-[0.96] sm:text-7xl lg:text-[5.6rem]">
            {t('hero.title')}
            <span className="block italic text-gold">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-7 max-w-md text-[1.05rem] leading-relaxed text-muted">{t('hero.lede')}</p>
          <ul className="mt-9 grid max-w-md gap-4 border-t border-border pt-7">
            {CLAIMS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full border border-gold/40 text-gold">
                  <Icon className="size-[1.1rem]" strokeWidth={1.5} aria-hidden="true" />
                </span>
                <span className="text-[0.95rem]">{t(`hero.claims.${key}`, cardRuleParams())}</span>
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-10 w-full xs:w-auto" onClick={() => revealSection(statsHeadingId)}>
            {t('hero.discover')} <ArrowDown aria-hidden="true" />
          </Button>
        </div>

        <div className="relative mx-auto w-full max-w-[26rem] px-4 sm:max-w-md lg:max-w-[30rem]">
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-1/2 aspect-square w-[118%] -translate-x-1/2 -translate-y-1/2 rounded-full border border-gold/25"
          />
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-1/2 aspect-square w-[88%] -translate-x-1/2 -translate-y-1/2 rounded-full border border-gold/15"
          />
          <MembershipCard
            finish="gold"
            className="relative -rotate-[7deg] transition-transform duration-700 ease-out hover:-rotate-[4deg]"
            label={t('hero.cardLabel')}
          />
        </div>
      </div>
    </section>
  );
}
