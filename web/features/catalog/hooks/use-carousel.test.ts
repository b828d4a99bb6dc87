import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEmbla } from './use-carousel';

function strip() {
  const viewport = document.createElement('div');
  const container = document.createElement('div');
  for (let i = 0; i < 3; i++) container.append(document.createElement('div'));
  viewport.append(container);
  document.body.append(viewport);
  return viewport;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useEmbla', () => {
  it('starts nothing until asked, and in the next frame when asked for a frame', () => {
    const viewport = strip();
    const { result, rerender } = renderHook(({ start }) => useEmbla(viewport, start, { loop: true }), {
      initialProps: { start: false as 'frame' | 'now' | false },
    });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBeUndefined();
    rerender({ start: 'frame' });
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current?.slideNodes()).toHaveLength(3);
  });

  it('starts at once when a tap asks while the frame is still awaited, and only once', () => {
    const viewport = strip();
    const { result, rerender } = renderHook(({ start }) => useEmbla(viewport, start, {}), {
      initialProps: { start: 'frame' as 'frame' | 'now' | false },
    });
    expect(result.current).toBeUndefined();
    rerender({ start: 'now' });
    const made = result.current;
    expect(made?.slideNodes()).toHaveLength(3);
    // The frame it waited for does not make a second one.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(made);
  });

  it('is made again when the options say something else, and destroyed when the component goes', () => {
    const viewport = strip();
    const { result, rerender, unmount } = renderHook(
      ({ duration }) => useEmbla(viewport, 'now', { duration }),
      {
        initialProps: { duration: 25 },
      },
    );
    const first = result.current;
    const destroyed = vi.fn();
    first?.on('destroy', destroyed);
    rerender({ duration: 25 });
    expect(result.current).toBe(first);
    rerender({ duration: 1 });
    expect(destroyed).toHaveBeenCalledTimes(1);
    const second = result.current;
    expect(second).not.toBe(first);
    const destroyedToo = vi.fn();
    second?.on('destroy', destroyedToo);
    unmount();
    expect(destroyedToo).toHaveBeenCalledTimes(1);
  });
});
