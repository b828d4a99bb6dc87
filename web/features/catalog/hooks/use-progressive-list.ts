import { startTransition, useEffect, useMemo, useState } from 'react';

interface ProgressiveListOptions {
  /** Resolves when the rest may follow the first step (say, once its images are on screen). */
  startAfter?: () => Promise<unknown>;
}

/**
 * The first `step` items at once, then `step` more at a time in transitions, a task apart: a board of 50
 * tiles paints its first rows quickly and never holds the main thread in one long task (Lighthouse's
 * total blocking time). With `startAfter`, the second step waits for it, so the first rows' images paint
 * before more tiles take the main thread. Masonry places a prefix the same way as the whole list, so
 * tiles already shown never move when more arrive.
 */
export function useProgressiveList<T>(
  items: readonly T[],
  step: number,
  { startAfter }: ProgressiveListOptions = {},
): { shown: readonly T[]; complete: boolean } {
  const [count, setCount] = useState(step);
  const [started, setStarted] = useState(startAfter === undefined);
  const complete = count >= items.length;
  const hasItems = items.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: waits once, when the first items are shown
  useEffect(() => {
    if (started || !hasItems || !startAfter) return;
    let live = true;
    void startAfter().then(() => {
      if (live) setStarted(true);
    });
    return () => {
      live = false;
    };
  }, [started, hasItems]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new count schedules the next step
  useEffect(() => {
    if (complete || !started) return;
    const id = window.setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => window.clearTimeout(id);
  }, [complete, count, step, started]);
  const shown = useMemo(() => (complete ? items : items.slice(0, count)), [complete, items, count]);
  return { shown, complete };
}
