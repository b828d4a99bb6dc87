import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CardImage } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { useEmblaSlides } from '../../hooks/use-carousel';
import { CATALOG } from '../../i18n';
import { CardProductImage } from '../ProductImage';
import { useArrowKeys } from './use-arrow-keys';

const arrowClass =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/85 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-surface md:grid';

/** A picture of the dialog: where, its size, and its alt text. */
export interface CarouselImage extends CardImage {
  alt: string;
}

/**
 * The dialog's pictures, primary first: an embla strip that follows the finger, the
 * dots, the arrows and the ArrowLeft / ArrowRight keys.
 */
export function BoardCarousel({ images, name }: { images: readonly CarouselImage[]; name: string }) {
  const { t } = useTranslation(CATALOG);
  const count = Math.max(images.length, 1);
  // Every picture fills the view, so there is nothing to trim at the ends.
  const { viewportRef, index, goTo, next, prev } = useEmblaSlides(count, { containScroll: false });
  useArrowKeys(prev, next);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('gallery.images', { name })}
      className="grid gap-2"
    >
      <div
        ref={viewportRef}
        data-carousel-viewport=""
        className="relative touch-pan-y select-none overflow-hidden bg-surface-2 md:rounded-[4px] [&_img]:pointer-events-none"
      >
        <div className="flex">
          {images.length === 0 ? (
            <CardProductImage image={null} alt={name} className="min-w-0 shrink-0 grow-0 basis-full" />
          ) : (
            images.map((image, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a labelled group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the same picture keeps its slide when the full product's list replaces the card's
                key={`${i}:${image.url}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('boards.slide', { n: i + 1, total: images.length })}
                aria-hidden={i !== index}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <CardProductImage
                  image={image}
                  alt={image.alt || name}
                  // The shown picture and the next one load at once; the rest when reached.
                  eager={i <= index + 1}
                  sizes="(min-width: 768px) 36rem, 100vw"
                />
              </div>
            ))
          )}
        </div>
        {index > 0 ? (
          <button
            type="button"
            aria-label={t('gallery.prev')}
            onClick={prev}
            className={cn(arrowClass, 'left-3')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        {index < count - 1 ? (
          <button
            type="button"
            aria-label={t('gallery.next')}
            onClick={next}
            className={cn(arrowClass, 'right-3')}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex justify-center">
          {images.map((image, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per place
              key={`${i}:${image.url}`}
              type="button"
              aria-label={t('gallery.show', { n: i + 1, total: count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="group/dot grid size-11 place-items-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-1.5 rounded-full transition-all duration-300',
                  i === index ? 'w-6 bg-text' : 'w-1.5 bg-text/25 group-hover/dot:bg-text/50',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
