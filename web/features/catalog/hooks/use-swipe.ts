import { type PointerEvent, type MouseEvent as ReactMouseEvent, useRef } from 'react';

/** A swipe counts only beyond 50 px. */
export const SWIPE_THRESHOLD_PX = 50;
/** Movement under this many pixels is a tap, not the start of a drag. */
const DRAG_SLOP_PX = 8;

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';
export type SwipeAxis = 'x' | 'y';

export interface SwipeOptions {
  /** A finished swipe beyond the threshold, in the direction the finger moved. */
  onSwipe: (direction: SwipeDirection) => void;
  /**
   * While the finger moves: the locked axis and the distance along it, to follow the finger with a
   * transform. Called with (null, 0) when the gesture ends, whether or not it was a swipe.
   */
  onDrag?: (axis: SwipeAxis | null, delta: number) => void;
  /** Which axes count: 'x' leaves vertical movement to the page (a carousel in a scrolling dialog). */
  axis?: SwipeAxis | 'both';
  threshold?: number;
}

interface Gesture {
  id: number;
  x: number;
  y: number;
  locked: SwipeAxis | null;
}

/** The direction of a movement, or null when it stays under the threshold on the axes that count. */
export function swipeDirection(
  dx: number,
  dy: number,
  axis: SwipeAxis | 'both' = 'both',
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  if (horizontal && axis !== 'y' && Math.abs(dx) > threshold) return dx < 0 ? 'left' : 'right';
  if (!horizontal && axis !== 'x' && Math.abs(dy) > threshold) return dy < 0 ? 'up' : 'down';
  return null;
}

/**
 * Swipes from touch, pen or a dragged mouse, as pointer-event handlers to spread on the element. The
 * element should set `touch-action` (none for both axes, pan-y for 'x') so the browser does not scroll
 * instead. A click that ends a swipe is swallowed, so a swipe over a link does not follow it.
 */
export function useSwipe({ onSwipe, onDrag, axis = 'both', threshold = SWIPE_THRESHOLD_PX }: SwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const latest = useRef({ onSwipe, onDrag });
  latest.current = { onSwipe, onDrag };

  const end = (e: PointerEvent, cancelled: boolean) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    gesture.current = null;
    latest.current.onDrag?.(null, 0);
    if (cancelled) return;
    const direction = swipeDirection(e.clientX - g.x, e.clientY - g.y, axis, threshold);
    if (direction) {
      swallowClick.current = true;
      latest.current.onSwipe(direction);
    }
  };

  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      swallowClick.current = false;
      gesture.current = { id: e.pointerId, x: e.clientX, y: e.clientY, locked: null };
    },
    onPointerMove: (e: PointerEvent) => {
      const g = gesture.current;
      if (!g || g.id !== e.pointerId || !latest.current.onDrag) return;
      const dx = e.clientX - g.x;
      const dy = e.clientY - g.y;
      if (!g.locked) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) < DRAG_SLOP_PX) return;
        const along: SwipeAxis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
        if (axis !== 'both' && along !== axis) {
          gesture.current = null; // the page scrolls; not ours
          return;
        }
        g.locked = along;
        // Keep the drag when the pointer leaves the element (a mouse drag ending over a sibling would
        // otherwise never end, leaving the element where the drag left it). Only now, not on pointer
        // down: capturing there would retarget the clicks of the element's buttons.
        try {
          e.currentTarget.setPointerCapture?.(e.pointerId);
        } catch {
          // The pointer is no longer active (or a synthetic event in tests): nothing to capture.
        }
      }
      latest.current.onDrag(g.locked, g.locked === 'x' ? dx : dy);
    },
    onPointerUp: (e: PointerEvent) => end(e, false),
    onPointerCancel: (e: PointerEvent) => end(e, true),
    onClickCapture: (e: ReactMouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
