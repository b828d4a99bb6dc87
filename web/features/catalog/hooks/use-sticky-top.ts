import { useEffect, useState } from 'react';
import { useHeaderVisibility } from '../../../lib/use-header-visibility';

/**
 * Where a sticky bar sits: under the site header while it shows, at the top once it hides. It follows the
 * header's own rule (useHeaderVisibility) so the bar and the header move together. The header's height
 * comes from a ResizeObserver, which reports it after the browser's own layout: reading it as the page
 * mounts would force a layout of the whole page in the middle of its first render.
 */
export function useStickyTop(): number {
  const [visible] = useHeaderVisibility();
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      setHeight(entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return visible ? height : 0;
}
