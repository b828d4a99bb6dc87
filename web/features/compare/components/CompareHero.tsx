import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { COMPARE } from '../i18n';

/** /card2 hero; its button glides to the card tabs (instantly with reduced motion) and focuses the open tab. */
export function CompareHero({ targetId }: { targetId: string }) {
  const { t } = useTranslation(COMPARE);
  const reducedMotion = usePrefersReducedMotion();
  const goToTabs = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    if (typeof target.scrollIntoView === 'function') {
      target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    }
    target.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
  };

  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_50%_0%,color-mix(in_oklab,var(--gold)_16%,transparent),transparent_70%)]"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-[55%] -z-10 -translate-x-1/2 -translate-y-1/2 select-none font-display text-[20rem] italic leading-none text-gold/[0.06] md:text-[30rem]"
      >
        {t('hero.monogram')}
      </span>
      <div className="container-page anim-rise pb-16 pt-14 text-center md:pb-24 md:pt-24">
        <p className="eyebrow flex items-center justify-center gap-3 text-gold">
          <span className="h-px w-8 bg-gold" aria-hidden="true" /> {t('hero.eyebrow')}
          <span className="h-px w-8 bg-gold" aria-hidden="true" />
        </p>
        <h1 className="mx-auto mt-6 max-w-5xl text-[2.9rem] leading-[1] sm:text-6xl lg:text-[5rem]">
          <span className="inline-block">{t('hero.title1')}</span>{' '}
          <span className="inline-block">{t('hero.title2')}</span>{' '}
          <span className="block italic text-gold">{t('hero.title3')}</span>
        </h1>
        <p className="mx-auto mt-7 max-w-lg text-[1.05rem] leading-relaxed text-muted">{t('hero.lede')}</p>
        <Button
          size="lg"
          className="mt-10 w-full px-4 tracking-[0.12em] xs:w-auto xs:px-8 xs:tracking-[0.16em]"
          onClick={goToTabs}
        >
          {t('hero.cta')} <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
