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
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setStarted(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setStarted(true), 0);
    return () => window.clearTimeout(id);
  }, [ready, started, timeoutMs]);
  return started;
}
