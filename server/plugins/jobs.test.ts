import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../test/app.ts';

/** Two server processes on one database (two apps here): each job runs in one of them at a time. */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let a: Awaited<ReturnType<typeof buildApp>>;
let b: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await buildApp(testConfig, { database, logger: false });
  b = await buildApp(testConfig, { database, logger: false });
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

describe('in-server jobs', () => {
  it('run in one process at a time, and again once the run is over', async () => {
    const runs: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const job = (who: string) => ({
      name: 'test.once',
      everyMs: 60_000,
      run: async () => {
        runs.push(who);
        await gate;
      },
    });
    a.jobs.register(job('a'));
    b.jobs.register(job('b'));
    const first = a.jobs.runNow('test.once');
    await new Promise((r) => setTimeout(r, 50));
    // While a holds the lease, b (and a again) cannot run it.
    expect(await b.jobs.runNow('test.once')).toBe(false);
    expect(await a.jobs.runNow('test.once')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toEqual(['a']);
    expect(await b.jobs.runNow('test.once')).toBe(true);
    expect(runs).toEqual(['a', 'b']);
  });

  it('log a failing run and run again next time', async () => {
    let calls = 0;
    a.jobs.register({
      name: 'test.flaky',
      everyMs: 60_000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('mail server down');
      },
    });
    expect(await a.jobs.runNow('test.flaky')).toBe(true);
    expect(await a.jobs.runNow('test.flaky')).toBe(true);
    expect(calls).toBe(2);
  });

  it('the shop registers its reservation and cart-hold jobs', () => {
    expect(a.jobs.names).toEqual(expect.arrayContaining(['orders.expire-reservations', 'cart.expire-holds']));
  });
});
