import { ArrowRight, Play } from 'lucide-react';
import { Link } from 'react-router';
import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { HeroFacts } from '../../../components/HeroFacts';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MEMBERSHIP } from '../i18n';
import { StoryPreview } from './StoryPreview';

const STATS = [
  { value: '75+', label: 'designs' },
  { value: '70%', label: 'sales' },
  { value: 'XS–8XL', label: 'sizes' },
] as const;

/** The /membership hero: the promise, three figures, a quote, and the button that opens the story. */
export function MembershipHero({ onExplore }: { onExplore: (opener: HTMLElement) => void }) {
  const { t } = useTranslation(MEMBERSHIP);
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(55%_60%_at_85%_30%,color-mix(in_oklab,var(--gold)_16%,transparent),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-14 pb-20 pt-10 md:pb-28 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div className="anim-rise max-w-xl">
          <HeroEyebrow>{t('hero.eyebrow')}</HeroEyebrow>
          <h1 className="mt-6 text-[3rem] leading-[0.98] sm:text-6xl lg:text-[5rem]">
            {t('hero.title')}
            <span className="block italic text-gold">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-7 max-w-md text-[1.05rem] leading-relaxed text-muted">{t('hero.lede')}</p>
          <div className="mt-9 flex flex-col gap-3 xs:flex-row">
            <Button size="lg" onClick={(event) => onExplore(event.currentTarget)}>
              <Play aria-hidden="true" /> {t('hero.explore')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.card2}>
                {t('hero.compare')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <HeroFacts facts={STATS.map((s) => ({ value: s.value, label: t(`hero.facts.${s.label}`) }))} />
          <figure className="mt-10 max-w-md border-l border-gold/60 pl-5">
            <blockquote className="font-display text-xl italic leading-snug md:text-2xl">
              “{t('hero.quote')}”
            </blockquote>
            <figcaption className="eyebrow mt-3">{t('hero.quoteBy')}</figcaption>
          </figure>
        </div>
        <StoryPreview />
      </div>
    </section>
  );
}
