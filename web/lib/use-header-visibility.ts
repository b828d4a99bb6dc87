import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '#contracts/constants';

/**
 * The header hides after more than 10 px of downward scroll past 100 px and
 * shows again on any upward scroll or near the top.
 */
export function nextHeaderVisibility(
  visible: boolean,
  lastY: number,
  y: number,
): { visible: boolean; lastY: number } {
  if (y <= LIMITS.headerHideAfterPx) return { visible: true, lastY: y };
  const delta = y - lastY;
  if (delta > LIMITS.headerHideDeltaPx) return { visible: false, lastY: y };
  if (delta < 0) return { visible: true, lastY: y };
  return { visible, lastY };
}

export function useHeaderVisibility(): [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(true);
  const state = useRef({ visible: true, lastY: 0 });

  useEffect(() => {
    // Where the page stands is read in the next frame, not as it mounts: reading window.scrollY in a
    // mount effect forces a layout of the whole page in the middle of its first render (on a slow phone,
    // a long task of its own); in a frame callback it is the layout the browser was about to do anyway.
    let frame = window.requestAnimationFrame(() => {
      frame = 0;
      state.current.lastY = window.scrollY;
    });
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const next = nextHeaderVisibility(state.current.visible, state.current.lastY, window.scrollY);
        state.current = next;
        setVisible(next.visible);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const force = (v: boolean) => {
    state.current.visible = v;
    setVisible(v);
  };
  return [visible, force];
}
