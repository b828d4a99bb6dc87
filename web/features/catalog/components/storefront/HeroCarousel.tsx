import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { useCarousel } from '../../hooks/use-carousel';
import { CATALOG } from '../../i18n';
import type { HeroSlide } from '../../lib/hero-slides';

const controlClass =
  'grid size-11 place-items-center rounded-full text-current transition-colors hover:bg-current/10';

type HeroId = 'studio-new-arrivals' | 'studio-everyday' | 'limited-runs' | 'limited-vote';

function Slide({ slide, active, total }: { slide: HeroSlide; active: boolean; total: number }) {
  const { t } = useTranslation(CATALOG);
  // The slide's words are the catalogue's (`hero.<id>.*`).
  const id = slide.id as HeroId;
  const light = slide.textColor === 'light';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a labelled group
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${slide.position} of ${total}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className="min-w-0 shrink-0 grow-0 basis-full"
    >
      <div className="relative grid min-h-[32rem] md:mx-auto md:w-full md:max-w-[80rem] md:px-8 md:min-h-[34rem] md:grid-cols-[1.05fr_1fr] md:items-center md:gap-10 lg:min-h-[36rem]">
        {/* Pictures: the whole slide on a phone, the right half on wider screens. */}
        <div className="absolute inset-0 md:relative md:inset-auto md:order-2 md:grid md:grid-cols-[1.3fr_1fr] md:items-end md:gap-4 md:py-12">
          <img
            src={slide.imageUrl}
            alt={t(`hero.${id}.alt`)}
            width={900}
            height={1200}
            fetchPriority={slide.position === 1 ? 'high' : undefined}
            loading={slide.position === 1 ? 'eager' : 'lazy'}
            className="size-full object-cover md:aspect-[3/4] md:h-auto md:rounded-[4px] md:shadow-[0_30px_60px_-30px_rgba(0,0,0,0.45)]"
          />
          <img
            src={slide.secondImageUrl}
            alt=""
            width={900}
            height={1200}
            loading="lazy"
            className="hidden aspect-[3/4] w-full rounded-[4px] object-cover md:mb-14 md:block"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/5 md:hidden"
          />
        </div>

        <div
          className={cn(
            'relative z-10 flex flex-col justify-end px-5 pb-24 pt-16 md:order-1 md:justify-center md:px-0 md:py-16 md:text-text',
            light ? 'text-white' : 'text-text',
          )}
        >
          <p className="text-[0.7rem] font-medium uppercase tracking-[0.28em] opacity-90 md:text-gold md:opacity-100">
            {t(`hero.${id}.subtitle`)}
          </p>
          <p className="mt-4 font-display font-medium text-[2.7rem] leading-[0.95] tracking-[0.02em] sm:text-6xl lg:text-[5.2rem]">
            {t(`hero.${id}.title`)}
          </p>
          <p className="mt-5 max-w-md text-[0.98rem] leading-relaxed opacity-85 md:text-muted md:opacity-100">
            {t(`hero.${id}.lede`)}
          </p>
          <div className="mt-8">
            <Button
              asChild
              size="lg"
              variant={light ? 'gold' : 'primary'}
              className="md:bg-accent md:text-accent-foreground md:hover:bg-accent/90"
            >
              <a href={slide.ctaLink}>
                {t(`hero.${id}.cta`)} <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The hero slider, an embla carousel: slides follow a swipe, advance every 5 s, pause on hover and focus,
 * stay still for prefers-reduced-motion, and offer previous, next, dots and pause.
 */
export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const { t } = useTranslation(CATALOG);
  const carousel = useCarousel(slides.length);
  const total = slides.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden border-b border-border bg-surface-2 md:bg-[radial-gradient(70%_80%_at_85%_30%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%)]"
      {...carousel.rootProps}
    >
      {/* embla's viewport and strip; without script the strip shows the first slide. */}
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={carousel.playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <Slide key={slide.id} slide={slide} active={i === carousel.index} total={total} />
          ))}
        </div>
      </div>

      {total > 1 ? (
        <div className="absolute inset-x-0 bottom-4 z-20 md:bottom-6">
          <div className="container-page flex items-center gap-1 text-white md:text-text">
            <button
              type="button"
              aria-label={t('hero.prev')}
              onClick={carousel.prev}
              className={controlClass}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <div className="flex items-center">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={t('hero.goTo', { n: i + 1 })}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  onClick={() => carousel.goTo(i)}
                  className="group grid h-11 w-9 place-items-center"
                >
                  <span
                    className={cn(
                      'h-[3px] rounded-full bg-current transition-all duration-300',
                      i === carousel.index ? 'w-7 opacity-100' : 'w-3.5 opacity-40 group-hover:opacity-70',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              aria-label={t('hero.next')}
              onClick={carousel.next}
              className={controlClass}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            {carousel.canPlay ? (
              <button
                type="button"
                aria-label={carousel.playing ? t('hero.pause') : t('hero.play')}
                onClick={carousel.toggle}
                className={cn(controlClass, 'ml-1')}
              >
                {carousel.playing ? (
                  <Pause className="size-4" aria-hidden="true" />
                ) : (
                  <Play className="size-4" aria-hidden="true" />
                )}
              </button>
            ) : null}
            <span
              className="ml-auto hidden text-xs tabular-nums tracking-[0.2em] md:inline"
              aria-hidden="true"
            >
              {String(carousel.index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
            </span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
