import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useIdleStart } from '../../../lib/use-idle-start';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/** Carousel auto-advance 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * An embla carousel of `count` slides: the viewport ref, the selected slide (embla's, kept in React
 * state through its select event) and moves by embla's API. `wrap` goes round from either end even when
 * embla cannot loop (too few slides to fill the strip). Before embla starts (server render, no script)
 * the first slide is the selected one. Embla starts in the browser's first quiet moment after the page
 * mounts, not as it mounts: it measures the slides, which then forces a layout of the whole page inside
 * the first render (on a slow phone a long task); the first slide shows as it will before that.
 */
export function useEmblaSlides(count: number, options: EmblaOptionsType = {}, wrap = false) {
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, api] = useEmblaCarousel({
    // Instant moves for prefers-reduced-motion; embla's duration is in its own units.
    duration: reducedMotion ? 1 : 25,
    ...options,
  });
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  // A move asked for before embla has started (a tap in the first moment) starts it and waits for it.
  const [asked, setAsked] = useState(false);
  const started = useIdleStart(viewport !== null) || asked;
  useEffect(() => emblaRef(started ? viewport : null), [emblaRef, started, viewport]);
  // Embla once its select listener is on (set in the effect below, not as it renders): a move made in
  // between would not be seen.
  const current = useRef<EmblaCarouselType | undefined>(undefined);
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    current.current = api;
    const move = pending.current;
    pending.current = null;
    move?.(api);
    return () => {
      current.current = undefined;
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const withApi = useCallback((move: (api: EmblaCarouselType) => void) => {
    if (current.current) move(current.current);
    else {
      pending.current = move;
      setAsked(true);
    }
  }, []);
  const last = Math.max(count - 1, 0);
  const goTo = useCallback(
    (i: number) =>
      withApi((a) => a.scrollTo(wrap ? ((i % count) + count) % count : Math.min(Math.max(i, 0), last))),
    [withApi, count, last, wrap],
  );
  const next = useCallback(
    () =>
      withApi((a) => {
        if (a.canScrollNext()) a.scrollNext();
        else if (wrap) a.scrollTo(0);
      }),
    [withApi, wrap],
  );
  const prev = useCallback(
    () =>
      withApi((a) => {
        if (a.canScrollPrev()) a.scrollPrev();
        else if (wrap) a.scrollTo(last);
      }),
    [withApi, wrap, last],
  );

  return { viewportRef, api, index, goTo, next, prev, reducedMotion };
}

/**
 * An embla carousel that advances every `intervalMs`, wrapping around. It pauses while hovered or
 * focused, when the person paused it, and never runs for prefers-reduced-motion (motion that moves on its own
 * can make some people unwell).
 * Moving by hand restarts the wait.
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const slides = useEmblaSlides(count, { loop: true }, true);
  const { index, next, reducedMotion } = slides;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = count > 1 && !stopped && !reducedMotion;
  const running = playing && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index restarts the wait
  useEffect(() => {
    if (!running) return;
    const id = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(id);
  }, [running, next, intervalMs, index]);

  return {
    viewportRef: slides.viewportRef,
    index,
    goTo: slides.goTo,
    next,
    prev: slides.prev,
    /** Auto-advance is on (not stopped by the person, not reduced motion). */
    playing,
    /** Auto-advance can be offered at all (more than one slide, motion allowed). */
    canPlay: count > 1 && !reducedMotion,
    toggle: () => setStopped((s) => !s),
    /** Spread on the carousel's root. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
