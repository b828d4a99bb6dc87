import { useEffect, useState } from 'react';

/**
 * False until `ready` and the browser has had a quiet moment after it (at most `timeoutMs` later), then
 * true. For work a page can start a little late, such as a carousel measuring its slides: done as the
 * page mounts, it forces a layout in the middle of the first render, a long task on a slow phone. Pass
 * `ready` once what the work needs is on the page (the carousel's viewport), so the quiet moment comes
 * after that render, not before it.
 */
export function useIdleStart(ready = true, timeoutMs = 1000): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!ready || started) return;
    // After the next frame has painted (its layout done, so the work measures a page already laid out
    // instead of forcing the layout itself), then in the first quiet moment.
    let idle = 0;
    let timer = 0;
    const start = () => setStarted(true);
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          idle = window.requestIdleCallback(start, { timeout: timeoutMs });
        else start();
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [ready, started, timeoutMs]);
  return started;
}
