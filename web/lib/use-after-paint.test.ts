import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false for the first frame and true once that frame has been painted', () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    // The frame is drawn: still false until the task after it.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('is true from the start when asked for at once', () => {
    const { result } = renderHook(() => useAfterPaint(true));
    expect(result.current).toBe(true);
  });

  it('schedules nothing after the component is gone', () => {
    const { unmount } = renderHook(() => useAfterPaint());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
