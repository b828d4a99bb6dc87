import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onLoadMore` when the sentinel comes within `rootMargin` of the viewport (IntersectionObserver),
 * so the next page is on its way before the person reaches the end.
 */
export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  {
    enabled,
    onLoadMore,
    rootMargin = '600px 0px',
  }: { enabled: boolean; onLoadMore: () => void; rootMargin?: string },
): void {
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;

  useEffect(() => {
    const el = sentinel.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [sentinel, enabled, rootMargin]);
}
