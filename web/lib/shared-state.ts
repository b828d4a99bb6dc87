import { useSyncExternalStore } from 'react';

/**
 * A value two parts of a page share when they are not under one component: the islands of a
 * prerendered page are hydrated as separate React roots (web/islands.tsx), so the plan picked in
 * /card2's tabs reaches its Join band through this, not through a parent's state. Each page that uses
 * one starts from `initial` when it is first drawn (`reset`), as a component's own state would.
 */
export function sharedState<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  const set = (next: T | ((prev: T) => T)) => {
    value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
    for (const listener of listeners) listener();
  };
  return {
    get,
    set,
    reset: () => {
      value = initial;
    },
    /** The value and its setter; the server's (prerender's) snapshot is the initial value. */
    useValue(): [T, typeof set] {
      return [useSyncExternalStore(subscribe, get, () => initial), set];
    },
  };
}
