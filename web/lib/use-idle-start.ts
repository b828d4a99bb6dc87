import { useEffect, useState } from 'react';

/**
 * False as the component mounts, true once the browser has a quiet moment after it (at most `timeoutMs`
 * later). For work a page can start a little late, such as a carousel measuring its slides: done as the
 * page mounts, it forces a layout in the middle of the first render, a long task on a slow phone.
 */
export function useIdleStart(timeoutMs = 1000): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setStarted(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setStarted(true), 0);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return started;
}
