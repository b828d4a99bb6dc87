import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ProductImage as ProductImageData } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { ProductImage } from '../ProductImage';

/** Thumbnails visible at once; more than this and the strip gets scroll arrows (spec 3 section 2). */
export const VISIBLE_THUMBNAILS = 4;

/** The product's images: a large 3:4 view, thumbnails, and arrows to scroll more than four. */
export function Gallery({ images, name }: { images: ProductImageData[]; name: string }) {
  const ordered = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const current = ordered[Math.min(index, ordered.length - 1)];

  const scroll = (direction: -1 | 1) => {
    const el = strip.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  const show = (next: number) => {
    const wrapped = (next + ordered.length) % ordered.length;
    setIndex(wrapped);
    const thumb = strip.current?.children[wrapped] as HTMLElement | undefined;
    thumb?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  return (
    <section aria-label={`${name} images`} className="grid content-start gap-3">
      <div className="relative overflow-hidden rounded-[3px]">
        <ProductImage
          key={current?.id}
          image={current}
          alt={current?.alt || name}
          eager
          sizes="(min-width: 1024px) 40rem, 100vw"
        />
        {ordered.length > 1 ? (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => show(index - 1)}
              className="absolute left-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/85 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-surface"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => show(index + 1)}
              className="absolute right-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/85 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-surface"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p className="absolute bottom-3 right-3 rounded-full bg-surface/85 px-2.5 py-1 text-[0.7rem] tabular-nums text-text backdrop-blur-sm">
              <span className="sr-only">Image </span>
              {index + 1} / {ordered.length}
            </p>
          </>
        ) : null}
      </div>

      {ordered.length > 1 ? (
        <div className="flex items-center gap-2">
          {ordered.length > VISIBLE_THUMBNAILS ? (
            <button
              type="button"
              aria-label="Scroll thumbnails left"
              onClick={() => scroll(-1)}
              className="grid size-11 shrink-0 place-items-center rounded-full border border-border text-text transition-colors hover:border-text/40"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          <div
            ref={strip}
            className="grid min-w-0 flex-1 snap-x snap-mandatory auto-cols-[calc((100%-1.5rem)/4)] grid-flow-col gap-2 overflow-x-auto [scrollbar-width:none]"
          >
            {ordered.map((image, i) => (
              <button
                key={image.id}
                type="button"
                aria-label={`Show image ${i + 1} of ${ordered.length}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                className={cn(
                  'snap-start overflow-hidden rounded-[4px] border p-[3px] transition',
                  i === index ? 'border-text' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ProductImage image={image} alt="" sizes="8rem" className="rounded-[2px]" />
              </button>
            ))}
          </div>
          {ordered.length > VISIBLE_THUMBNAILS ? (
            <button
              type="button"
              aria-label="Scroll thumbnails right"
              onClick={() => scroll(1)}
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
