import type { Ref } from 'react';
import type { ProductCard } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { cardImageAlt } from '../../lib/card';
import { CardProductImage } from '../ProductImage';

/** Slides and images settle with this transition (none for prefers-reduced-motion). */
export const SLIDE_TRANSITION =
  'transition-transform duration-[420ms] ease-[cubic-bezier(0.22,1,0.36,1)] motion-reduce:transition-none';

/**
 * The picture as large as fits at 3:4: the whole width of a phone; on a wider screen nearly the whole
 * height, framed with a shadow.
 */
const FRAME_CLASS =
  'w-[min(100%,75dvh)] bg-transparent md:w-[min(100%,69dvh)] md:rounded-[4px] md:shadow-[0_40px_90px_-30px_rgba(0,0,0,0.8)] [&>[role=img]]:text-white/60';

/**
 * One product of the viewer, a screen tall, placed by `offset` (-1 above, 0 on screen, 1 below) with a
 * transform. Its images sit side by side; the shown one is moved into view with a transform too. Every
 * image loads at once, so the products above and below are ready before they are swiped in. `dragRef`
 * (the product on screen) is what a horizontal drag moves.
 */
export function LoopsSlide({
  product,
  offset,
  image,
  dragRef,
}: {
  product: ProductCard;
  offset: -1 | 0 | 1;
  image: number;
  dragRef?: Ref<HTMLDivElement>;
}) {
  // Drawn again when the language changes (the alt text is the catalogue's).
  useTranslation(CATALOG);
  const current = offset === 0;
  const images = product.images.length > 0 ? product.images : [null];
  return (
    <div
      aria-hidden={current ? undefined : true}
      inert={!current}
      data-offset={offset}
      className={cn('absolute inset-0 overflow-hidden', SLIDE_TRANSITION)}
      style={{ transform: `translate3d(0, ${offset * 100}%, 0)` }}
    >
      <div ref={dragRef} className={cn('size-full', SLIDE_TRANSITION)}>
        <div
          className={cn('flex size-full', current && SLIDE_TRANSITION)}
          style={{ transform: `translate3d(${-(current ? image : 0) * 100}%, 0, 0)` }}
        >
          {images.map((img, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's two pictures, in their places
              key={`${i}:${img?.url ?? 'none'}`}
              aria-hidden={current && i === image ? undefined : true}
              className="grid size-full flex-none place-items-center"
            >
              <CardProductImage
                image={img}
                alt={cardImageAlt(product.name, i)}
                eager
                sizes="(min-width: 768px) 75vh, 100vw"
                className={FRAME_CLASS}
                imgClassName="object-cover"
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
