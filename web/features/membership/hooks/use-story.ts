import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** 8000 ms per slide, a swipe must travel more than 75 px. */
export const STORY_SLIDE_MS = 8000;
export const STORY_SWIPE_PX = 75;
/** A press that moves further than this, or lasts longer, is a hold or a drag, never a tap. */
const TAP_SLOP_PX = 10;
const HOLD_MS = 350;
/** How long after a drag or hold the tap zones ignore the click the browser may still send. */
const CLICK_GUARD_MS = 450;

export interface StoryOptions {
  count: number;
  initialIndex?: number;
  durationMs?: number;
  swipeThresholdPx?: number;
  /** Open without auto-advance (prefers-reduced-motion); the play button starts it. */
  startPaused?: boolean;
}

interface Press {
  id: number;
  x: number;
  y: number;
  at: number;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The timing and gestures of a full-screen story, without any markup:
 * auto-advance every `durationMs` (wrapping after the last slide), a hold pauses and the release resumes
 * where it stopped, arrow keys move one slide and leave the story paused, Space toggles pause,
 * tap zones go back or forward, and a horizontal swipe over the threshold changes slide.
 * `visit` changes on every move, so a progress bar keyed on it restarts.
 */
export function useStory({
  count,
  initialIndex = 0,
  durationMs = STORY_SLIDE_MS,
  swipeThresholdPx = STORY_SWIPE_PX,
  startPaused = false,
}: StoryOptions) {
  const [position, setPosition] = useState(() => ({ index: wrap(initialIndex, count), visit: 0 }));
  const [paused, setPaused] = useState(startPaused);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  const running = !paused && !held && !hidden;

  const goTo = useCallback(
    (index: number) => setPosition((p) => ({ index: wrap(index, count), visit: p.visit + 1 })),
    [count],
  );
  const next = useCallback(
    () => setPosition((p) => ({ index: wrap(p.index + 1, count), visit: p.visit + 1 })),
    [count],
  );
  const previous = useCallback(
    () => setPosition((p) => ({ index: wrap(p.index - 1, count), visit: p.visit + 1 })),
    [count],
  );

  // The time already spent on this visit of the slide, kept across pauses so a hold resumes where it was.
  const spent = useRef({ visit: position.visit, ms: 0 });
  const { visit } = position;
  useEffect(() => {
    if (!running) return;
    const already = spent.current.visit === visit ? spent.current.ms : 0;
    const startedAt = Date.now();
    const timer = window.setTimeout(next, Math.max(0, durationMs - already));
    return () => {
      window.clearTimeout(timer);
      spent.current = { visit, ms: already + (Date.now() - startedAt) };
    };
  }, [running, visit, durationMs, next]);

  // A story in a background tab does not run on.
  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const press = useRef<Press | null>(null);
  const ignoreClicksUntil = useRef(0);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as Element).closest('[data-story-control]')) return;
    press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, at: Date.now() };
    setHeld(true);
  }, []);

  const release = useCallback(
    (event: ReactPointerEvent<HTMLElement>, gesture: boolean) => {
      const start = press.current;
      if (!start || start.id !== event.pointerId) return;
      press.current = null;
      setHeld(false);
      if (!gesture) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      const moved = Math.max(Math.abs(dx), Math.abs(dy));
      if (moved > TAP_SLOP_PX || Date.now() - start.at > HOLD_MS) {
        ignoreClicksUntil.current = Date.now() + CLICK_GUARD_MS;
      }
      if (Math.abs(dx) > swipeThresholdPx && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) next();
        else previous();
      }
    },
    [swipeThresholdPx, next, previous],
  );

  const pointerHandlers = {
    onPointerDown,
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => release(event, true),
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => release(event, false),
    onPointerLeave: (event: ReactPointerEvent<HTMLElement>) => release(event, false),
  };

  /** A tap zone's click: ignored when it ends a swipe or a hold. */
  const tap = useCallback(
    (direction: 'previous' | 'next') => {
      if (Date.now() < ignoreClicksUntil.current) return;
      if (direction === 'next') next();
      else previous();
    },
    [next, previous],
  );

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        setPaused(true);
        if (event.key === 'ArrowRight') next();
        else previous();
        return;
      }
      if (event.key === ' ' || event.key === 'Spacebar') {
        // Space on a focused button or link activates that control, as everywhere else.
        const target = event.target as Element;
        if (target !== event.currentTarget && target.closest('button, a, input, select, textarea')) return;
        event.preventDefault();
        setPaused((p) => !p);
      }
    },
    [next, previous],
  );

  return {
    index: position.index,
    visit,
    count,
    durationMs,
    paused,
    held,
    running,
    next,
    previous,
    goTo,
    tap,
    pause: useCallback(() => setPaused(true), []),
    play: useCallback(() => setPaused(false), []),
    togglePaused: useCallback(() => setPaused((p) => !p), []),
    pointerHandlers,
    onKeyDown,
  };
}

export type Story = ReturnType<typeof useStory>;
