import { startTransition, useEffect, useState } from 'react';

/**
 * False while a page draws its first frame, true once that frame has been painted (the frame after the
 * next animation frame). A page hands what lies below the fold to it, so its first paint, and the
 * photo at the top of it, waits for nothing else: the main thread and the connection stay with them.
 * `now`: true from the start (say, the URL points at what would be deferred).
 */
export function useAfterPaint(now = false): boolean {
  const [painted, setPainted] = useState(now);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // As a transition: React draws the rest in slices, yielding to taps and to the browser.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
