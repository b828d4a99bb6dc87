import { useEffect, useRef, useState } from 'react';
import { KEY_HIGHLIGHT_MS } from './loops-constants';

export type LoopsKey = 'up' | 'down' | 'left' | 'right' | 'space' | 'escape';

const KEYS: Record<string, LoopsKey> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ' ': 'space',
  Spacebar: 'space',
  Escape: 'escape',
};

/**
 * Whether a key belongs to what has focus, not to the viewer: the Size select, the Quantity input, any
 * text field and the filter menu. Space and Enter on a button or link press it instead.
 */
export function keyBelongsToTarget(target: EventTarget | null, key: LoopsKey): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, select, textarea, [contenteditable=""], [contenteditable="true"]')) return true;
  if (target.closest('[role="menu"], [role="listbox"], [role="dialog"]')) return true;
  return key === 'space' && Boolean(target.closest('button, a[href], [role="button"]'));
}

/**
 * The viewer's keys: arrows, Space and Escape, on the window. Returns the key last
 * pressed while it is highlighted (300 ms) for the key legend.
 */
export function useLoopsKeys(onKey: (key: LoopsKey) => void, { enabled = true }: { enabled?: boolean } = {}) {
  const [pressed, setPressed] = useState<LoopsKey | null>(null);
  const latest = useRef(onKey);
  latest.current = onKey;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      const key = KEYS[e.key];
      if (!key || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (keyBelongsToTarget(e.target, key)) return;
      e.preventDefault(); // no page scroll, no button press
      latest.current(key);
      setPressed(key);
      clearTimeout(timer);
      timer = setTimeout(() => setPressed(null), KEY_HIGHLIGHT_MS);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      clearTimeout(timer);
    };
  }, [enabled]);

  return pressed;
}
