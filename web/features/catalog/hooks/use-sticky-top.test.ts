import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStickyTop } from './use-sticky-top';

/** A ResizeObserver the test drives: what the browser would report after its own layout. */
let report: ((blockSize: number) => void) | undefined;
class DrivenResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    report = (blockSize) =>
      this.callback(
        [{ target, borderBoxSize: [{ blockSize, inlineSize: 375 }] } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
  }
  unobserve() {}
  disconnect() {
    report = undefined;
  }
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  act(() => vi.advanceTimersToNextFrame());
}

let header: HTMLElement;
const realResizeObserver = globalThis.ResizeObserver;
beforeEach(() => {
  vi.useFakeTimers();
  globalThis.ResizeObserver = DrivenResizeObserver as unknown as typeof ResizeObserver;
  header = document.createElement('header');
  document.body.append(header);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.ResizeObserver = realResizeObserver;
  header.remove();
  report = undefined;
});

describe('useStickyTop', () => {
  it('sits under the header at the height the browser reports, and at the top while the header hides', () => {
    const { result } = renderHook(() => useStickyTop());
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(0);
    act(() => report?.(64));
    expect(result.current).toBe(64);
    // Down past the header's threshold: the header hides and the bar goes to the top.
    scrollTo(400);
    expect(result.current).toBe(0);
    // Any scroll up brings the header back, and the bar under it.
    scrollTo(380);
    expect(result.current).toBe(64);
    // The header grows (a banner in it wraps on a phone): the bar follows.
    act(() => report?.(88));
    expect(result.current).toBe(88);
  });

  it('reads no size itself as the page mounts (that would force a layout mid-render)', () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    renderHook(() => useStickyTop());
    act(() => vi.advanceTimersToNextFrame());
    expect(rect).not.toHaveBeenCalled();
    expect(height).not.toHaveBeenCalled();
    rect.mockRestore();
    height.mockRestore();
  });

  it('stops listening when the bar goes', () => {
    const { unmount } = renderHook(() => useStickyTop());
    expect(report).toBeDefined();
    unmount();
    expect(report).toBeUndefined();
  });
});
