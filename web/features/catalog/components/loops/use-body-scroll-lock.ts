import { useEffect } from 'react';

/** While mounted, the page under a full-screen layer does not scroll (nor bounce on a phone). */
export function useBodyScrollLock() {
  useEffect(() => {
    const { body, documentElement: html } = document;
    const before = { overflow: body.style.overflow, overscroll: html.style.overscrollBehavior };
    body.style.overflow = 'hidden';
    html.style.overscrollBehavior = 'none';
    return () => {
      body.style.overflow = before.overflow;
      html.style.overscrollBehavior = before.overscroll;
    };
  }, []);
}
