import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const items = Array.from({ length: 10 }, (_, i) => `piece ${i + 1}`);

describe('useProgressiveList', () => {
  it('shows the first step at once, then the rest a step at a time, in order', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const list = useProgressiveList(items, 4);
      seen.push(list.shown.length);
      return list;
    });
    expect(result.current.shown).toEqual(items.slice(0, 4));
    expect(result.current.complete).toBe(false);
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.shown).toEqual(items);
    // 4, then 8, then all 10: never more than a step in one render
    expect([...new Set(seen)]).toEqual([4, 8, 10]);
  });

  it('holds the rest until `startAfter` resolves (the first pictures are on screen)', async () => {
    let release = () => {};
    const painted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { result } = renderHook(() => useProgressiveList(items, 4, { startAfter: () => painted }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.shown).toHaveLength(4);
    await act(async () => release());
    await waitFor(() => expect(result.current.shown).toHaveLength(10));
  });

  it('is complete at once for a list no longer than a step', () => {
    const { result } = renderHook(() => useProgressiveList(items.slice(0, 3), 4));
    expect(result.current).toEqual({ shown: items.slice(0, 3), complete: true });
  });
});
