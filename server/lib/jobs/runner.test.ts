import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobRunner, type LeaseStore } from './runner.ts';

/** One lease table in memory, with a clock of its own (ms). */
function memoryLeases() {
  const rows = new Map<string, { holder: string; until: number }>();
  const calls: string[] = [];
  const store: LeaseStore = {
    async take(name, holder, ms) {
      calls.push('take');
      const row = rows.get(name);
      if (row && row.until > Date.now()) return false;
      rows.set(name, { holder, until: Date.now() + ms });
      return true;
    },
    async extend(name, holder, ms) {
      calls.push('extend');
      const row = rows.get(name);
      if (row?.holder !== holder) return false;
      row.until = Date.now() + ms;
      return true;
    },
    async release(name, holder) {
      calls.push('release');
      const row = rows.get(name);
      if (row?.holder === holder) row.until = Date.now();
    },
  };
  return { store, rows, calls };
}

const silent = () => {
  const errors: string[] = [];
  return { errors, log: { error: (_: object, msg: string) => void errors.push(msg) } };
};
// The runner's timers and the leases' clock are the test's (fake timers): a busy machine that stalls
// the event loop cannot let a lease lapse between renewals and so cannot change what is asserted.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Move the fake clock on by `ms`, running each timer due on the way and the promises it starts. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('JobRunner', () => {
  it('renews the lease of a run that outlasts it, so no other runner starts the job meanwhile', async () => {
    const { store, calls } = memoryLeases();
    const { log, errors } = silent();
    const a = new JobRunner(store, log, 60);
    const b = new JobRunner(store, log, 60);
    const runs: string[] = [];
    // The same job in both processes; b's run is instant, so a run it should not have made fails
    // the test at once rather than waiting on a timer.
    a.register({
      name: 'slow',
      everyMs: 1000,
      run: async () => {
        runs.push('a');
        await sleep(250);
      },
    });
    b.register({ name: 'slow', everyMs: 1000, run: async () => void runs.push('b') });
    const first = a.runNow('slow');
    // Four tries 50 ms apart: by the last (200 ms) the first lease (60 ms) has long passed, kept only
    // by its renewals every 20 ms.
    for (let i = 0; i < 4; i++) {
      await pass(50);
      expect(await b.runNow('slow')).toBe(false);
    }
    await pass(50);
    expect(await first).toBe(true);
    expect(runs).toEqual(['a']);
    expect(calls.filter((c) => c === 'extend').length).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    // Given back at the end of the run: the other runner takes it at once.
    expect(await b.runNow('slow')).toBe(true);
    expect(runs).toEqual(['a', 'b']);
  });

  it('says so in the log when a running job lost its lease', async () => {
    const { store, rows } = memoryLeases();
    const { log, errors } = silent();
    const a = new JobRunner(store, log, 30);
    a.register({
      name: 'stolen',
      everyMs: 1000,
      run: async () => {
        rows.set('stolen', { holder: 'someone else', until: Date.now() + 10_000 });
        await sleep(40);
      },
    });
    const run = a.runNow('stolen');
    await pass(40);
    expect(await run).toBe(true);
    expect(errors).toContain('a running job lost its lease');
    // The other holder's lease is left alone.
    expect(rows.get('stolen')?.holder).toBe('someone else');
  });

  it('logs a failing job and gives its lease back; an unknown job name is a programming error', async () => {
    const { store, rows } = memoryLeases();
    const { log, errors } = silent();
    const a = new JobRunner(store, log);
    a.register({
      name: 'fails',
      everyMs: 1000,
      run: async () => {
        throw new Error('boom');
      },
    });
    expect(await a.runNow('fails')).toBe(true);
    expect(errors).toEqual(['a scheduled job failed']);
    expect(rows.get('fails')!.until).toBeLessThanOrEqual(Date.now());
    await expect(a.runNow('nope')).rejects.toThrow('no job named nope');
    expect(() => a.register({ name: 'fails', everyMs: 1, run: async () => {} })).toThrow(
      /already registered/,
    );
  });

  it('runs each job on its schedule once started, and never after stop', async () => {
    const { store } = memoryLeases();
    const { log } = silent();
    const a = new JobRunner(store, log);
    const times: Date[] = [];
    a.register({ name: 'tick', everyMs: 20, run: async (now) => void times.push(now) });
    a.start();
    await pass(110);
    await a.stop();
    const count = times.length;
    expect(count).toBe(5);
    await pass(60);
    expect(times.length).toBe(count);
    expect(await a.runNow('tick')).toBe(false);
  });
});
