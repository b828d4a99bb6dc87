import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ProductCard } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import type { SwipeDirection } from '../../hooks/use-swipe';
import { CATALOG } from '../../i18n';
import { LoopsBackdrop } from './LoopsBackdrop';
import { LoopsCaption } from './LoopsCaption';
import { LoopsCounters } from './LoopsCounters';
import { LoopsHints } from './LoopsHints';
import { LoopsInfoPanel } from './LoopsInfoPanel';
import { LoopsKeyLegend } from './LoopsKeyLegend';
import { LoopsStage } from './LoopsStage';
import { useLoopsFullProduct } from './use-loops-full-product';
import type { LoopsKey } from './use-loops-keys';
import type { LoopsPosition } from './use-loops-position';

const imageButtonClass =
  'pointer-events-auto absolute top-1/2 z-20 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/35 text-white ring-1 ring-white/15 backdrop-blur-md transition-colors hover:bg-black/60 md:grid [&_svg]:size-5';

/**
 * One product at a time, full screen: the swipe stage with the blurred picture behind, the counters,
 * the hints, the caption, the key legend and the info panel. `clean` hides the counters, hints and legend.
 * The slides are the list's cards; the info panel adds the full product on screen (fetched, with the
 * next one ahead) for its description and sizes.
 */
export function LoopsViewer({
  products,
  product,
  position,
  more,
  dimmed,
  clean,
  pressed,
  infoId,
}: {
  products: readonly ProductCard[];
  product: ProductCard;
  position: LoopsPosition;
  more: boolean;
  dimmed: boolean;
  clean: boolean;
  pressed: LoopsKey | null;
  infoId: string;
}) {
  const { t } = useTranslation(CATALOG);
  const { index, image, imageCount, stepProduct, stepImage } = position;
  const { full, pending } = useLoopsFullProduct(product, products[index + 1]);
  const onSwipe = (direction: SwipeDirection) => {
    if (direction === 'up') stepProduct(1);
    else if (direction === 'down') stepProduct(-1);
    else stepImage(direction === 'left' ? 1 : -1);
  };

  return (
    <>
      <LoopsBackdrop src={product.images[image]?.url} />
      <LoopsStage
        products={products}
        index={index}
        image={image}
        imageCount={imageCount}
        canGoBack={position.canGoBack}
        canGoOn={position.canGoOn}
        onSwipe={onSwipe}
        dimmed={dimmed}
      />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-10">
        <div className="absolute inset-x-0 top-0 h-36 bg-gradient-to-b from-black/50 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 h-80 bg-gradient-to-t from-black/85 via-black/40 to-transparent" />
      </div>

      <div hidden={clean}>
        <div className="pointer-events-none absolute left-4 top-[max(1rem,env(safe-area-inset-top))] z-20 md:left-6 md:top-6">
          <LoopsCounters
            index={index}
            total={products.length}
            more={more}
            image={image}
            imageCount={imageCount}
          />
        </div>
        <div className="pointer-events-none absolute inset-x-0 top-[22%] z-20 flex justify-center px-16">
          <LoopsHints />
        </div>
        <div className="pointer-events-none absolute right-6 top-6 z-20">
          <LoopsKeyLegend pressed={pressed} />
        </div>
      </div>

      {imageCount > 1 ? (
        <>
          <button
            type="button"
            aria-label={t('gallery.prev')}
            onClick={() => stepImage(-1)}
            className={`${imageButtonClass} left-6`}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('gallery.next')}
            onClick={() => stepImage(1)}
            className={`${imageButtonClass} right-24`}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </>
      ) : null}

      <div
        className={cn(
          'pointer-events-none absolute bottom-0 left-0 z-20 max-w-full px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pr-20 transition-[opacity,visibility] duration-200 md:px-8 md:pb-8',
          position.infoOpen && 'invisible opacity-0',
        )}
        aria-hidden={position.infoOpen ? true : undefined}
      >
        <LoopsCaption product={product} infoId={infoId} onOpenInfo={() => position.setInfoOpen(true)} />
      </div>

      <LoopsInfoPanel
        id={infoId}
        product={product}
        full={full}
        fullPending={pending}
        open={position.infoOpen}
        onClose={() => position.setInfoOpen(false)}
      />
      <p className="sr-only" aria-live="polite">
        {t(more ? 'loops.liveMore' : 'loops.live', {
          name: product.name,
          n: index + 1,
          total: products.length,
        })}
      </p>
    </>
  );
}
