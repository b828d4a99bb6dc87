import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { ProductImage as ProductImageData } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { useSwipe } from '../../hooks/use-swipe';
import { ProductImage } from '../ProductImage';
import { useArrowKeys } from './use-arrow-keys';

const arrowClass =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/85 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-surface md:grid';

/**
 * The dialog's pictures (spec 3 section 2): a sliding strip that follows the finger (a swipe past 50 px
 * moves one picture), the dots, the arrows and the ArrowLeft / ArrowRight keys. Primary picture first.
 */
export function BoardCarousel({ images, name }: { images: readonly ProductImageData[]; name: string }) {
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const count = Math.max(ordered.length, 1);
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));
  const swipe = useSwipe({
    axis: 'x',
    onSwipe: (direction) => go(direction === 'left' ? index + 1 : index - 1),
    onDrag: (_axis, delta) => {
      // Past either end the strip moves a third as far: there is nothing more there.
      const atEnd = (delta > 0 && index === 0) || (delta < 0 && index === count - 1);
      setDrag(atEnd ? delta / 3 : delta);
    },
  });
  useArrowKeys(
    () => go(index - 1),
    () => go(index + 1),
  );

  return (
    <section aria-roledescription="carousel" aria-label={`${name} images`} className="grid gap-2">
      <div
        {...swipe}
        data-carousel-viewport=""
        className="relative touch-pan-y select-none overflow-hidden bg-surface-2 md:rounded-[4px] [&_img]:pointer-events-none"
      >
        <div
          className={cn(
            'flex',
            drag === 0 && 'transition-transform duration-300 ease-out motion-reduce:transition-none',
          )}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        >
          {ordered.length === 0 ? (
            <ProductImage image={null} alt={name} className="w-full shrink-0" />
          ) : (
            ordered.map((image, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a labelled group
              <div
                key={image.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${ordered.length}`}
                aria-hidden={i !== index}
                className="w-full shrink-0"
              >
                <ProductImage
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
            aria-label="Previous image"
            onClick={() => go(index - 1)}
            className={cn(arrowClass, 'left-3')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        {index < count - 1 ? (
          <button
            type="button"
            aria-label="Next image"
            onClick={() => go(index + 1)}
            className={cn(arrowClass, 'right-3')}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex justify-center">
          {ordered.map((image, i) => (
            <button
              key={image.id}
              type="button"
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
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
