import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import type { ProductImage as ProductImageData } from '#contracts/catalog';
import { PRODUCT_PHOTO_SIZES } from '#contracts/imagery';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { useEmblaSlides } from '../../hooks/use-carousel';
import { CATALOG } from '../../i18n';
import { ProductImage } from '../ProductImage';

/** Thumbnails visible at once; more than this and the strip gets scroll arrows. */
export const VISIBLE_THUMBNAILS = 4;

/**
 * The product's images: a large 3:4 view (an embla strip that follows a swipe and goes round) and
 * thumbnails, more than four of them in a second embla strip with arrows to scroll it.
 */
export function Gallery({ images, name }: { images: ProductImageData[]; name: string }) {
  const { t } = useTranslation(CATALOG);
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const count = Math.max(ordered.length, 1);
  // Both strips become carousels at the first press on them (or a tap on an arrow or a thumbnail), not
  // as the page starts: each measures its slides as it starts, a task of its own on a slow phone, and
  // most visits look at the first photo without swiping.
  const main = useEmblaSlides(count, { loop: true }, true, 'touch');
  const index = Math.min(main.index, count - 1);
  // The thumbnails are a carousel only when they do not all fit (its arrows scroll it): four or fewer
  // stand still.
  const scrolls = ordered.length > VISIBLE_THUMBNAILS;
  const thumbs = useEmblaSlides(
    ordered.length,
    { containScroll: 'keepSnaps', dragFree: true, slidesToScroll: VISIBLE_THUMBNAILS },
    false,
    'touch',
  );
  const showThumbsOf = thumbs.goTo;
  const thumbsStarted = thumbs.api !== undefined;

  // The chosen thumbnail stays in sight (the strip starts for it when it is past the first four).
  useEffect(() => {
    if (scrolls && (thumbsStarted || index >= VISIBLE_THUMBNAILS))
      showThumbsOf(Math.floor(index / VISIBLE_THUMBNAILS));
  }, [scrolls, thumbsStarted, showThumbsOf, index]);

  return (
    <section aria-label={t('gallery.images', { name })} className="grid content-start gap-3">
      <div className="relative overflow-hidden rounded-[3px]">
        <div ref={main.viewportRef} data-carousel-viewport="" className="overflow-hidden">
          <div className="flex touch-pan-y">
            {ordered.length === 0 ? (
              <ProductImage
                image={undefined}
                alt={name}
                eager
                className="min-w-0 shrink-0 grow-0 basis-full"
              />
            ) : (
              ordered.map((image, i) => (
                <div key={image.id} aria-hidden={i !== index} className="min-w-0 shrink-0 grow-0 basis-full">
                  <ProductImage
                    image={image}
                    alt={image.alt || name}
                    eager={i === 0 || i === index}
                    sizes={PRODUCT_PHOTO_SIZES}
                  />
                </div>
              ))
            )}
          </div>
        </div>
        {ordered.length > 1 ? (
          <>
            <button
              type="button"
              aria-label={t('gallery.prev')}
              onClick={main.prev}
              className="absolute left-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/85 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-surface"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('gallery.next')}
              onClick={main.next}
              className="absolute right-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/85 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-surface"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p className="absolute bottom-3 right-3 rounded-full bg-surface/85 px-2.5 py-1 text-[0.7rem] tabular-nums text-text backdrop-blur-sm">
              <span className="sr-only">{t('gallery.image')}</span>
              {index + 1} / {ordered.length}
            </p>
          </>
        ) : null}
      </div>

      {ordered.length > 1 ? (
        <div className="flex items-center gap-2">
          {scrolls ? (
            <button
              type="button"
              aria-label={t('gallery.thumbsLeft')}
              onClick={thumbs.prev}
              className="grid size-11 shrink-0 place-items-center rounded-full border border-border text-text transition-colors hover:border-text/40"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          <div ref={scrolls ? thumbs.viewportRef : undefined} className="min-w-0 flex-1 overflow-hidden">
            <div className="flex gap-2">
              {ordered.map((image, i) => (
                <button
                  key={image.id}
                  type="button"
                  aria-label={t('gallery.show', { n: i + 1, total: ordered.length })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => main.goTo(i)}
                  className={cn(
                    'min-w-0 shrink-0 grow-0 basis-[calc((100%-1.5rem)/4)] overflow-hidden rounded-[4px] border p-[3px] transition',
                    i === index ? 'border-text' : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <ProductImage image={image} alt="" sizes="8rem" className="rounded-[2px]" />
                </button>
              ))}
            </div>
          </div>
          {scrolls ? (
            <button
              type="button"
              aria-label={t('gallery.thumbsRight')}
              onClick={thumbs.next}
              className="grid size-11 shrink-0 place-items-center rounded-full border border-border text-text transition-colors hover:border-text/40"
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
