import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An element kept in state, set by the ref callback this returns. React attaches refs inside its commit,
 * and a state update made there is urgent: React draws it in the same task, before it lets the browser
 * paint, and first runs every effect the commit left pending (on a page's first commit: each query's
 * start, each listener). Here the ref callback only notes the element and an effect hands it to state
 * after the commit: an update at normal priority, drawn in a task of its own a moment later but ahead of
 * background (transition) renders, so a carousel is ready for the first swipe even while a board is
 * still adding tiles.
 */
export function useElement<T extends HTMLElement = HTMLElement>(): [T | null, (el: T | null) => void] {
  const node = useRef<T | null>(null);
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((el: T | null) => {
    node.current = el;
  }, []);
  // After every commit: the element may come or go with any render of the component.
  useEffect(() => {
    if (node.current !== element) setElement(node.current);
  });
  return [element, ref];
}
