import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { jobLeases } from '../db/schema/index.ts';
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
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const job = (who: string) => ({
      name: 'test.once',
      everyMs: 60_000,
      run: async () => {
        runs.push(who);
        started();
        await gate;
      },
    });
    a.jobs.register(job('a'));
    b.jobs.register(job('b'));
    const first = a.jobs.runNow('test.once');
    // Wait for a's run itself (not a fixed time: on a busy machine taking the lease can take longer).
    await running;
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

  it('started at the same moment in both processes, run once', async () => {
    const runs: string[] = [];
    // The winner's run holds the lease until the other process has tried and been refused: a run that
    // ended first would give the lease back, and the other's later try would rightly take it.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    for (const [app, who] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      app.jobs.register({
        name: 'test.race',
        everyMs: 60_000,
        run: async () => {
          runs.push(who);
          await held;
        },
      });
    }
    const tries = [a.jobs.runNow('test.race'), b.jobs.runNow('test.race')];
    // Only a refused try can answer while the winner runs.
    expect(await Promise.race(tries)).toBe(false);
    release();
    const results = await Promise.all(tries);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
  });

  it('wait for a lease left by a process that died, and take it once it has passed', async () => {
    let runs = 0;
    const job = { name: 'test.orphan', everyMs: 60_000, run: async () => void runs++ };
    a.jobs.register(job);
    b.jobs.register(job);
    await a.db.insert(jobLeases).values({
      name: 'test.orphan',
      holder: 'gone-host:1234:abcdef',
      leaseUntil: sql`now() + interval '4 minutes'`,
    });
    expect(await a.jobs.runNow('test.orphan')).toBe(false);
    expect(await b.jobs.runNow('test.orphan')).toBe(false);
    expect(runs).toBe(0);
    await a.db
      .update(jobLeases)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'test.orphan'));
    expect(await b.jobs.runNow('test.orphan')).toBe(true);
    expect(runs).toBe(1);
    const [lease] = await a.db.select().from(jobLeases).where(eq(jobLeases.name, 'test.orphan'));
    expect(lease!.holder).toBe(b.jobs.holder);
    expect(lease!.lastRunAt).toBeInstanceOf(Date);
  });

  it('hold a lease for five minutes on the database clock while running', async () => {
    let seen: { leaseUntil: Date; dbNow: Date } | undefined;
    a.jobs.register({
      name: 'test.lease-length',
      everyMs: 60_000,
      run: async () => {
        const [row] = await a.db
          .select({
            leaseUntil: jobLeases.leaseUntil,
            dbNow: sql<string>`now()`.mapWith(jobLeases.leaseUntil),
          })
          .from(jobLeases)
          .where(eq(jobLeases.name, 'test.lease-length'));
        seen = row;
      },
    });
    expect(await a.jobs.runNow('test.lease-length')).toBe(true);
    const ms = seen!.leaseUntil.getTime() - seen!.dbNow.getTime();
    expect(ms).toBeGreaterThan(4.9 * 60_000);
    expect(ms).toBeLessThanOrEqual(5 * 60_000);
  });

  it('run with the clock they are given', async () => {
    const later = new Date('2027-03-01T09:00:00Z');
    let clock: Date | undefined;
    a.jobs.register({
      name: 'test.clock',
      everyMs: 60_000,
      run: async (now) => {
        clock = now;
      },
    });
    await a.jobs.runNow('test.clock', later);
    expect(clock).toEqual(later);
  });

  it('the shop registers its reservation and cart-hold jobs', () => {
    expect(a.jobs.names).toEqual(expect.arrayContaining(['orders.expire-reservations', 'cart.expire-holds']));
  });
});

describe('closing a server', () => {
  it('waits for the job under way, then runs nothing more', async () => {
    const c = await buildApp(testConfig, { database, logger: false });
    await c.ready();
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    c.jobs.register({
      name: 'test.closing',
      everyMs: 60_000,
      run: async () => {
        events.push('started');
        started();
        await gate;
        events.push('finished');
      },
    });
    const run = c.jobs.runNow('test.closing');
    await running;
    const closed = c.close().then(() => events.push('closed'));
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(['started']);
    release();
    await closed;
    expect(await run).toBe(true);
    expect(events).toEqual(['started', 'finished', 'closed']);
    expect(await c.jobs.runNow('test.closing')).toBe(false);
    // Its lease was given back: the other process runs the job at once.
    b.jobs.register({ name: 'test.closing', everyMs: 60_000, run: async () => {} });
    expect(await b.jobs.runNow('test.closing')).toBe(true);
  });
});
