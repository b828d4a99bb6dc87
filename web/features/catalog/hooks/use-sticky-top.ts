import { useEffect, useState } from 'react';
import { LIMITS } from '#contracts/constants';

/**
 * Where a sticky bar sits: under the site header while it shows, at the top once it hides. The header
 * hides after more than 10 px of downward scroll past 100 px and shows on any upward scroll; this follows the same rule so the bar and the header move together.
 * The header's height comes from a ResizeObserver, which reports it after the browser's own layout:
 * reading it as the page mounts would force a layout of the whole page in the middle of its first render.
 */
export function useStickyTop(): number {
  const [top, setTop] = useState(0);

  useEffect(() => {
    const header = document.querySelector('header');
    let headerHeight = 0;
    let visible = true;
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= LIMITS.headerHideAfterPx) {
        visible = true;
        lastY = y;
      } else if (y - lastY > LIMITS.headerHideDeltaPx) {
        visible = false;
        lastY = y;
      } else if (y < lastY) {
        visible = true;
        lastY = y;
      }
      setTop(visible ? headerHeight : 0);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const sized =
      header && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(([entry]) => {
            headerHeight = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
            update();
          })
        : null;
    if (sized && header) sized.observe(header);
    else update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      sized?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return top;
}
