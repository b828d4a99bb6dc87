import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleStart } from './use-idle-start';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleStart', () => {
  it('is false as the component mounts and true after the next quiet moment', () => {
    const { result } = renderHook(() => useIdleStart());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });

  it('waits for `ready` before it waits for the quiet moment', () => {
    const { result, rerender } = renderHook(({ ready }) => useIdleStart(ready), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });
});
