import { ArrowDown } from 'lucide-react';
import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { HeroFacts } from '../../../components/HeroFacts';
import { Button } from '../../../components/ui/Button';
import { rich, useTranslation } from '../../../lib/i18n';
import { CAREERS } from '../careers-i18n';
import type { Opening } from '../lib/openings';

export function CareersHero({ openings }: { openings: readonly Opening[] }) {
  const { t } = useTranslation(CAREERS);
  const total = openings.reduce((sum, o) => sum + o.openings, 0);
  const facts = [
    { value: String(total), label: t('careers.facts.open') },
    { value: String(openings.length), label: t('careers.facts.roles') },
    { value: t('careers.kerala'), label: t('careers.facts.based') },
  ];
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(55%_65%_at_85%_10%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%)]"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -top-16 -z-10 select-none font-display text-[18rem] leading-none text-gold/[0.07] md:right-0 md:text-[26rem]"
      >
        {t('monogram')}
      </span>
      <div className="container-page anim-rise pb-16 pt-12 md:pb-24 md:pt-20">
        <HeroEyebrow>{t('careers.eyebrow')}</HeroEyebrow>
        <h1 className="mt-6 max-w-3xl text-[3rem] leading-[0.98] sm:text-6xl lg:text-[5rem]">
          {rich(t('careers.title'), { accent: <span className="italic text-gold" /> })}
        </h1>
        <p className="mt-7 max-w-xl text-[1.05rem] leading-relaxed text-muted">{t('careers.lede')}</p>
        <Button asChild size="lg" className="mt-9">
          <a href="#open-positions">
            {t('careers.cta')} <ArrowDown aria-hidden="true" />
          </a>
        </Button>
        <HeroFacts facts={facts} size="lg" className="mt-14 max-w-2xl" />
      </div>
    </section>
  );
}
