import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { HeroFacts } from '../../../components/HeroFacts';
import { rich, useTranslation } from '../../../lib/i18n';
import { SITE } from '../../../lib/site';
import { COMPANY } from '../i18n';

export function AboutHero() {
  const { t } = useTranslation(COMPANY);
  const facts = [
    { value: String(SITE.founded), label: t('about.facts.founded') },
    { value: 'XS–8XL', label: t('about.facts.sizes') },
    { value: String(SITE.productionUnits.length), label: t('about.facts.units') },
  ];
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_80%_20%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-14 pb-16 pt-12 md:pb-24 md:pt-20 lg:grid-cols-[1.2fr_1fr]">
        <div className="anim-rise max-w-2xl">
          <HeroEyebrow>{t('about.eyebrow', { name: SITE.name })}</HeroEyebrow>
          <h1 className="mt-6 text-[3rem] leading-[0.98] sm:text-6xl lg:text-[5rem]">
            {rich(t('about.title'), { accent: <span className="italic text-gold" /> })}
          </h1>
          <p className="mt-7 max-w-xl text-[1.05rem] leading-relaxed text-muted">
            {t('about.lede', { name: SITE.name })}
          </p>
          <HeroFacts facts={facts} size="lg" />
        </div>

        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm sm:block lg:max-w-md">
          <div className="relative flex aspect-[4/5] flex-col items-center justify-center rounded-t-full border border-gold/40 bg-surface px-8 text-center">
            <div className="absolute inset-3 rounded-t-full border border-gold/20" />
            <span className="font-display text-[9rem] font-medium leading-none text-gold md:text-[11rem]">
              {t('monogram')}
            </span>
            <span className="hairline mt-4 w-24" />
            <span className="eyebrow mt-5 text-text/80">{t('about.est', { year: SITE.founded })}</span>
            <span className="mt-2 font-display text-xl italic text-muted">{t('about.place')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
