import { describe, expect, it } from 'vitest';
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('JobRunner', () => {
  it('renews the lease of a run that outlasts it, so no other runner starts the job meanwhile', async () => {
    const { store, calls } = memoryLeases();
    const { log, errors } = silent();
    const a = new JobRunner(store, log, 60);
    const b = new JobRunner(store, log, 60);
    let runs = 0;
    const job = {
      name: 'slow',
      everyMs: 1000,
      run: async () => {
        runs++;
        await sleep(250);
      },
    };
    a.register(job);
    b.register(job);
    const first = a.runNow('slow');
    for (let i = 0; i < 4; i++) {
      await sleep(50);
      expect(await b.runNow('slow')).toBe(false);
    }
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    expect(calls.filter((c) => c === 'extend').length).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    expect(await b.runNow('slow')).toBe(true);
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
    expect(await a.runNow('stolen')).toBe(true);
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
    await sleep(110);
    await a.stop();
    const count = times.length;
    expect(count).toBeGreaterThanOrEqual(2);
    await sleep(60);
    expect(times.length).toBe(count);
    expect(await a.runNow('tick')).toBe(false);
  });
});
