import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_SLIDE_MS, useStory } from './use-story';

const stage = document.createElement('div');

function key(k: string, target: Element = stage) {
  return {
    key: k,
    target,
    currentTarget: stage,
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent<HTMLElement>;
}

function pointer(clientX: number, clientY = 300, pointerId = 1) {
  return {
    pointerType: 'touch',
    button: 0,
    pointerId,
    clientX,
    clientY,
    target: stage,
  } as unknown as PointerEvent<HTMLElement>;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useStory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on after 8000 ms and not a millisecond before', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    expect(STORY_SLIDE_MS).toBe(8000);
    wait(7999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
    wait(8000);
    expect(result.current.index).toBe(2);
  });

  it('wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useStory({ count: 9, initialIndex: 8 }));
    expect(result.current.index).toBe(8);
    wait(8000);
    expect(result.current.index).toBe(0);
  });

  it('moves one slide with the arrow keys, wrapping both ways, and stays paused', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    const right = key('ArrowRight');
    act(() => result.current.onKeyDown(right));
    expect(right.preventDefault).toHaveBeenCalled();
    expect(result.current.index).toBe(1);
    expect(result.current.paused).toBe(true);
    wait(8000 * 3);
    expect(result.current.index).toBe(1);

    act(() => result.current.onKeyDown(key('ArrowLeft')));
    act(() => result.current.onKeyDown(key('ArrowLeft')));
    expect(result.current.index).toBe(8);
    wait(8000);
    expect(result.current.index).toBe(8);
  });

  it('toggles pause with Space, and resumes where it stopped', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    wait(3000);
    act(() => result.current.onKeyDown(key(' ')));
    expect(result.current.paused).toBe(true);
    wait(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.onKeyDown(key(' ')));
    expect(result.current.paused).toBe(false);
    wait(4999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
  });

  it('leaves Space to a focused button, which activates it', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    const button = document.createElement('button');
    stage.append(button);
    const event = key(' ', button);
    act(() => result.current.onKeyDown(event));
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(result.current.paused).toBe(false);
    button.remove();
  });

  it('holds while a finger is down and runs on from the same point when it lifts', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    wait(5000);
    act(() => result.current.pointerHandlers.onPointerDown(pointer(200)));
    expect(result.current.held).toBe(true);
    expect(result.current.running).toBe(false);
    wait(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.pointerHandlers.onPointerUp(pointer(200)));
    expect(result.current.running).toBe(true);
    wait(2999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
  });

  it('changes slide on a swipe over 75 px (left is next, right is previous) and not under it', () => {
    const { result } = renderHook(() => useStory({ count: 9, initialIndex: 4 }));
    act(() => result.current.pointerHandlers.onPointerDown(pointer(300)));
    act(() => result.current.pointerHandlers.onPointerUp(pointer(240)));
    expect(result.current.index).toBe(4);

    act(() => result.current.pointerHandlers.onPointerDown(pointer(300)));
    act(() => result.current.pointerHandlers.onPointerUp(pointer(220)));
    expect(result.current.index).toBe(5);

    act(() => result.current.pointerHandlers.onPointerDown(pointer(100)));
    act(() => result.current.pointerHandlers.onPointerUp(pointer(180)));
    expect(result.current.index).toBe(4);

    // A mostly vertical drag is not a swipe.
    act(() => result.current.pointerHandlers.onPointerDown(pointer(100, 100)));
    act(() => result.current.pointerHandlers.onPointerUp(pointer(180, 300)));
    expect(result.current.index).toBe(4);
  });

  it('ignores the click a browser sends at the end of a swipe or a hold, but not a later tap', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    act(() => result.current.pointerHandlers.onPointerDown(pointer(300)));
    act(() => result.current.pointerHandlers.onPointerUp(pointer(200)));
    expect(result.current.index).toBe(1);
    act(() => result.current.tap('next'));
    expect(result.current.index).toBe(1);

    wait(500);
    act(() => result.current.tap('next'));
    expect(result.current.index).toBe(2);
    act(() => result.current.tap('previous'));
    expect(result.current.index).toBe(1);
  });

  it('restarts the clock for a slide reached by a tap', () => {
    const { result } = renderHook(() => useStory({ count: 9 }));
    wait(6000);
    act(() => result.current.tap('next'));
    expect(result.current.index).toBe(1);
    wait(7999);
    expect(result.current.index).toBe(1);
    wait(1);
    expect(result.current.index).toBe(2);
  });

  it('can open paused (reduced motion) and play on request', () => {
    const { result } = renderHook(() => useStory({ count: 9, startPaused: true }));
    wait(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.play());
    wait(8000);
    expect(result.current.index).toBe(1);
  });
});
