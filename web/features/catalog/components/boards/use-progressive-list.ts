import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * The first `step` items at once, then `step` more at a time in transitions, a task apart: a board of 50
 * tiles paints its first rows quickly and never holds the main thread in one long task (Lighthouse's
 * total blocking time). Masonry places a prefix the same way as the whole list, so tiles already shown
 * never move when more arrive.
 */
export function useProgressiveList<T>(
  items: readonly T[],
  step: number,
): { shown: readonly T[]; complete: boolean } {
  const [count, setCount] = useState(step);
  const complete = count >= items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new count schedules the next step
  useEffect(() => {
    if (complete) return;
    const id = window.setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => window.clearTimeout(id);
  }, [complete, count, step]);
  const shown = useMemo(() => (complete ? items : items.slice(0, count)), [complete, items, count]);
  return { shown, complete };
}
