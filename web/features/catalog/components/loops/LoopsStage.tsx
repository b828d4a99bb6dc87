import { useRef } from 'react';
import type { ProductCard } from '#contracts/catalog';
import { cn } from '../../../../lib/cn';
import { type SwipeAxis, type SwipeDirection, useSwipe } from '../../hooks/use-swipe';
import { LoopsSlide, SLIDE_TRANSITION } from './LoopsSlide';

/** How much a drag moves where there is nothing to go to (the first product, a single image). */
const EDGE_RESISTANCE = 0.25;

/**
 * The swipe surface: the previous, current and next products only, moved with transforms. While the
 * finger drags, the track (or the current product's images) follows it with translate3d and no
 * transition; on release the transition takes the slides to where the new position puts them. The move
 * handler writes styles only (no layout reads), so dragging stays smooth on a mid-range phone.
 */
export function LoopsStage({
  products,
  index,
  image,
  imageCount,
  canGoBack,
  canGoOn,
  onSwipe,
  dimmed = false,
}: {
  products: readonly ProductCard[];
  index: number;
  image: number;
  imageCount: number;
  canGoBack: boolean;
  canGoOn: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  /** A new filter is loading: the last products stay, dimmed. */
  dimmed?: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const edges = { canGoBack, canGoOn, imageCount };
  const latest = useRef(edges);
  latest.current = edges;

  const swipe = useSwipe({
    onSwipe,
    onDrag: (axis: SwipeAxis | null, delta: number) => {
      if (axis === null) {
        for (const el of [track.current, strip.current]) {
          if (!el) continue;
          el.style.transition = '';
          el.style.transform = '';
        }
        return;
      }
      const { canGoBack: back, canGoOn: on, imageCount: count } = latest.current;
      const el = axis === 'y' ? track.current : strip.current;
      if (!el) return;
      const blocked = axis === 'y' ? (delta > 0 ? !back : !on) : count < 2;
      const moved = blocked ? delta * EDGE_RESISTANCE : delta;
      el.style.transition = 'none';
      el.style.transform = axis === 'y' ? `translate3d(0, ${moved}px, 0)` : `translate3d(${moved}px, 0, 0)`;
    },
  });

  const slides = ([-1, 0, 1] as const).flatMap((offset) => {
    const product = products[index + offset];
    return product ? [{ product, offset }] : [];
  });

  return (
    <div
      {...swipe}
      data-testid="loops-stage"
      className={cn(
        'absolute inset-0 touch-none select-none overflow-hidden transition-opacity duration-300 [&_img]:pointer-events-none',
        dimmed && 'opacity-60',
      )}
    >
      <div ref={track} className={cn('absolute inset-0 will-change-transform', SLIDE_TRANSITION)}>
        {slides.map(({ product, offset }) => (
          <LoopsSlide
            key={product.id}
            product={product}
            offset={offset}
            image={offset === 0 ? image : 0}
            dragRef={offset === 0 ? strip : undefined}
          />
        ))}
      </div>
    </div>
  );
}
