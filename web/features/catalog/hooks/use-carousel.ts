import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useElement } from '../../../lib/use-element';
import { useIdleStart } from '../../../lib/use-idle-start';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/** Carousel auto-advance 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * Embla on `viewport`, once `start` says when: `'frame'` in an animation-frame callback (embla measures
 * the slides as it starts, which outside a frame forces a layout of the whole page on its own, on a slow
 * phone a long task, while in a frame callback it is the layout the browser does for that frame anyway),
 * `'touch'` when a finger or the mouse first presses on it (embla follows the drag from the press's
 * touchstart or mousedown, which come after the pointerdown that made it), `'now'` at once (someone is
 * waiting: a tap), `false` not yet. Made again when the options change; destroyed with the component.
 */
export function useEmbla(
  viewport: HTMLElement | null,
  start: 'frame' | 'touch' | 'now' | false,
  options: EmblaOptionsType,
): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  const latest = useRef(options);
  latest.current = options;
  const mode = useRef(start);
  mode.current = start;
  // Makes it at once when a frame is still awaited and someone asks (a tap in that moment).
  const makeNow = useRef<(() => void) | null>(null);
  const wanted = start !== false;
  // The options are plain values written at each call: compared by what they say, not by identity.
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: made again when the options say something else
  useEffect(() => {
    if (!wanted || !viewport) return;
    let made: EmblaCarouselType | undefined;
    let frame = 0;
    const make = () => {
      if (frame) window.cancelAnimationFrame(frame);
      frame = 0;
      viewport.removeEventListener('pointerdown', make, true);
      makeNow.current = null;
      made = EmblaCarousel(viewport, latest.current);
      setApi(made);
    };
    if (mode.current === 'now') make();
    else {
      if (mode.current === 'touch') viewport.addEventListener('pointerdown', make, true);
      else frame = window.requestAnimationFrame(make);
      makeNow.current = make;
    }
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      viewport.removeEventListener('pointerdown', make, true);
      makeNow.current = null;
      made?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport, key]);
  useEffect(() => {
    if (start === 'now') makeNow.current?.();
  }, [start]);
  return api;
}

/**
 * An embla carousel of `count` slides: the viewport ref, the selected slide (embla's, kept in React
 * state through its select event) and moves by embla's API. `wrap` goes round from either end even when
 * embla cannot loop (too few slides to fill the strip). Before embla starts (server render, no script)
 * the first slide is the selected one. Embla starts in the browser's first quiet moment after the page
 * mounts, not as it mounts (its work waits for the page's own), in a frame (`useEmbla`), or with
 * `startOn: 'touch'` only at the first press on the strip; the first slide shows as it will before that.
 */
export function useEmblaSlides(
  count: number,
  options: EmblaOptionsType = {},
  wrap = false,
  /** `'touch'`: not in the first quiet moment but at the first press on it (or a move asked for). */
  startOn: 'idle' | 'touch' = 'idle',
) {
  const reducedMotion = usePrefersReducedMotion();
  // The viewport after the commit that attaches it, at normal priority (useElement): embla must be ready
  // for the first swipe, so not as a transition, which waits behind the page's own background renders (a
  // board adding rows), nor inside the commit, which would draw the whole page again in its task.
  const [viewport, viewportRef] = useElement();
  // A move asked for before embla has started (a tap in the first moment) starts it and waits for it.
  const [asked, setAsked] = useState(false);
  const idle = useIdleStart(viewport !== null && startOn === 'idle');
  const api = useEmbla(viewport, asked ? 'now' : startOn === 'touch' ? 'touch' : idle && 'frame', {
    // Instant moves for prefers-reduced-motion; embla's duration is in its own units.
    duration: reducedMotion ? 1 : 25,
    ...options,
  });
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
