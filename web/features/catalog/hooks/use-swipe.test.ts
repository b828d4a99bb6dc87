import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection } from './use-swipe';

describe('swipeDirection', () => {
  it('counts a movement only beyond 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(-51, 0)).toBe('left');
    expect(swipeDirection(51, 10)).toBe('right');
    expect(swipeDirection(5, -80)).toBe('up');
    expect(swipeDirection(-20, 60)).toBe('down');
  });

  it('ignores the axis that does not count', () => {
    expect(swipeDirection(0, 120, 'x')).toBeNull();
    expect(swipeDirection(120, 0, 'y')).toBeNull();
    expect(swipeDirection(-120, 20, 'x')).toBe('left');
  });
});
