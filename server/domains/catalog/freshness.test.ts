import { describe, expect, it } from 'vitest';
import { AudienceMemo, VersionClock } from './freshness.ts';

describe('VersionClock', () => {
  it('reads at most once per window, shares a read under way, and expire() forces the next read', async () => {
    let now = 0;
    let reads = 0;
    let value = 5;
    const clock = new VersionClock(
      async () => {
        reads++;
        return value;
      },
      1000,
      () => now,
    );
    expect(await Promise.all([clock.current(), clock.current(), clock.current()])).toEqual([5, 5, 5]);
    expect(reads).toBe(1);
    value = 6;
    now = 999;
    expect(await clock.current()).toBe(5); // within the window: no read
    now = 1000;
    expect(await clock.current()).toBe(6);
    expect(reads).toBe(2);
    value = 7;
    clock.expire();
    expect(await clock.current()).toBe(7); // a write on this process: read at once
    expect(reads).toBe(3);
  });

  it('reads again for a caller that must see a moment after the last read (its own write)', async () => {
    let now = 0;
    let reads = 0;
    const clock = new VersionClock(
      async () => {
        reads++;
        return reads;
      },
      1000,
      () => now,
    );
    await clock.current();
    now = 10;
    const wrote = clock.stamp();
    now = 20;
    expect(await clock.current()).toBe(1); // anyone else: within the window
    expect(await clock.current(wrote)).toBe(2); // the writer: a read that began after her write
    now = 30;
    expect(await clock.current(wrote)).toBe(2); // and that read serves her again
    expect(reads).toBe(2);
  });

  it('shares a read under way only while it is younger than the window; later callers share the next read', async () => {
    let now = 0;
    let reads = 0;
    const release: (() => void)[] = [];
    const clock = new VersionClock(
      () => {
        const n = ++reads;
        return new Promise<number>((resolve) => release.push(() => resolve(n)));
      },
      1000,
      () => now,
    );
    const first = clock.current(); // a read that began at 0 and is slow to answer
    now = 999;
    const shared = clock.current(); // began within the window: shared
    now = 1000;
    // What committed just before 1000 may be missing from the read that began at 0: the next read,
    // which begins once that one ends, serves these callers, all of them (one read, not one each).
    const late = [clock.current(), clock.current()];
    now = 1400;
    const later = clock.current();
    expect(reads).toBe(1);
    release[0]!();
    expect(await first).toBe(1);
    expect(await shared).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    release[1]!();
    expect(await Promise.all([...late, later])).toEqual([2, 2, 2]);
    now = 2300;
    expect(await clock.current()).toBe(2); // the read that began at 1400 serves the window after it
    expect(reads).toBe(2);
  });

  it('never moves back, and with a window of 0 reads every time', async () => {
    let reads = 0;
    const answers = [9, 4];
    const clock = new VersionClock(async () => answers[reads++] ?? 4, 0);
    expect(await clock.current()).toBe(9);
    expect(await clock.current()).toBe(9); // an older snapshot's 4 does not win
    clock.saw(12);
    expect(await clock.current()).toBe(12);
    expect(reads).toBe(3);
  });
});

describe('AudienceMemo', () => {
  it('resolves a token once per window, however many requests ask at once; forget() resolves it again', async () => {
    let lookups = 0;
    const memo = new AudienceMemo<'member'>(60_000);
    const resolve = async () => {
      lookups++;
      return 'member' as const;
    };
    expect(await Promise.all([memo.get('t', resolve), memo.get('t', resolve)])).toEqual(['member', 'member']);
    expect(await memo.get('t', resolve)).toBe('member');
    expect(lookups).toBe(1);
    memo.forget('t');
    await memo.get('t', resolve);
    expect(lookups).toBe(2);
  });

  it('does not keep a look-up that began before forget()', async () => {
    const memo = new AudienceMemo<'member' | 'signed-in'>(60_000);
    let release: (v: 'member') => void = () => {};
    const slow = memo.get('t', () => new Promise((r) => (release = r)));
    memo.forget('t'); // e.g. the card changed meanwhile
    release('member');
    expect(await slow).toBe('member');
    expect(await memo.get('t', async () => 'signed-in')).toBe('signed-in');
  });
});
