import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './http-range.ts';
import { resolveRange, UnsatisfiableRange } from './storage.ts';

describe('Range headers', () => {
  it('read one byte range: from-to, from, and the last bytes', () => {
    expect(parseRangeHeader('bytes=0-499')).toEqual({ start: 0, end: 499 });
    expect(parseRangeHeader('bytes=500-')).toEqual({ start: 500 });
    expect(parseRangeHeader('bytes=-200')).toEqual({ last: 200 });
    expect(parseRangeHeader(' bytes=7-7 ')).toEqual({ start: 7, end: 7 });
  });

  it('ignore what they cannot serve as one range (the whole object is sent instead)', () => {
    for (const header of [
      undefined,
      '',
      'bytes=-',
      'bytes=5-2',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=a-b',
      'bytes=1.5-2',
    ]) {
      expect(parseRangeHeader(header), String(header)).toBeUndefined();
    }
  });

  it('resolve against the object: the end clamped, past the end unsatisfiable', () => {
    expect(resolveRange({ start: 0, end: 499 }, 100)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 90 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ last: 10 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ last: 500 }, 100)).toEqual({ start: 0, end: 99 });
    expect(() => resolveRange({ start: 100 }, 100)).toThrow(UnsatisfiableRange);
    expect(() => resolveRange({ last: 0 }, 100)).toThrow(UnsatisfiableRange);
    expect(() => resolveRange({ last: 5 }, 0)).toThrow(UnsatisfiableRange);
  });
});
