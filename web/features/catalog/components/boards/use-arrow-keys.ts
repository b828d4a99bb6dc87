import { useEffect, useRef } from 'react';

/** Keys typed into a field move the caret or the choice there, not the carousel. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** ArrowLeft / ArrowRight anywhere on the page (the open dialog), unless typing in a field. */
export function useArrowKeys(onLeft: () => void, onRight: () => void, enabled = true): void {
  const handlers = useRef({ onLeft, onRight });
  handlers.current = { onLeft, onRight };

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      if (e.key === 'ArrowLeft') handlers.current.onLeft();
      else if (e.key === 'ArrowRight') handlers.current.onRight();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
