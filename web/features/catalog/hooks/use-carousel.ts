import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/** Spec 3 section 9: carousel auto-advance 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * A slide index that advances every `intervalMs`, wrapping around. It pauses while hovered or focused,
 * when the person paused it, and never runs for prefers-reduced-motion (DESIGN section 6). Moving by
 * hand restarts the wait.
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = count > 1 && !stopped && !reducedMotion;
  const running = playing && !hovered && !focused;

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index restarts the wait
  useEffect(() => {
    if (!running) return;
    const id = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(id);
  }, [running, next, intervalMs, index]);

  return {
    index,
    goTo,
    next,
    prev,
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
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
