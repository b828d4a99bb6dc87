import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * The in-server jobs (no separate worker to deploy): each job runs on a schedule inside every server process, but
 * only the process that takes the job's lease runs it, so several processes never run it at once. A job
 * is idempotent (a second run finds nothing to do), takes the clock as its argument (tests pass a later
 * time), and a failure is logged: it never stops the server or the next run.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
}

/** Where leases live (the database: plugins/jobs.ts). Lease times are the store's clock, not ours. */
export interface LeaseStore {
  /** Take the job's lease for `ms` when it is free (or has passed); true when this holder has it. */
  take(name: string, holder: string, ms: number): Promise<boolean>;
  /** Extend this holder's lease by `ms` from now (a long run keeps it); false when it is no longer ours. */
  extend(name: string, holder: string, ms: number): Promise<boolean>;
  /** Give it back after the run (`ranAt`: when the run began; null when nothing ran). */
  release(name: string, holder: string, ranAt: Date | null): Promise<void>;
}

export interface RunnerLog {
  error(obj: object, msg: string): void;
}

export class JobRunner {
  readonly #jobs = new Map<string, Job>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Set<Promise<unknown>>();
  #stopped = false;
  /** Told of every run this process made: the job, whether it threw, and how long it took (metrics). */
  onRun: ((job: string, outcome: 'ok' | 'failed', seconds: number) => void) | null = null;
  /** This process, as the lease names it. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    private readonly leases: LeaseStore,
    private readonly log: RunnerLog,
    /** A lease outlives a crashed runner by this much at most; a live run renews it every third of it. */
    private readonly leaseMs = 5 * 60_000,
  ) {}

  register(job: Job) {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is already registered`);
    this.#jobs.set(job.name, job);
  }

  get names() {
    return [...this.#jobs.keys()];
  }

  /**
   * Run the job now if its lease is free; true when this process took the lease and ran it (a run
   * that threw counts: it is logged). `now` is the job's clock (tests pass a later time). After
   * stop() nothing runs.
   */
  async runNow(name: string, now = new Date()): Promise<boolean> {
    const job = this.#jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (this.#stopped) return false;
    const attempt = this.#attempt(job, now);
    this.#running.add(attempt);
    try {
      return await attempt;
    } finally {
      this.#running.delete(attempt);
    }
  }

  async #attempt(job: Job, now: Date): Promise<boolean> {
    if (!(await this.leases.take(job.name, this.holder, this.leaseMs))) return false;
    if (this.#stopped) {
      await this.#release(job.name, null);
      return false;
    }
    // Keep the lease while the run lasts, so no other process starts it meanwhile.
    const renew = setInterval(
      () => {
        this.leases
          .extend(job.name, this.holder, this.leaseMs)
          .then((ours) => {
            if (!ours) this.log.error({ job: job.name }, 'a running job lost its lease');
          })
          .catch((err: unknown) =>
            this.log.error({ err, job: job.name }, 'a job lease could not be renewed'),
          );
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    const ranAt = new Date();
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'ok';
    try {
      await job.run(now);
    } catch (err) {
      outcome = 'failed';
      this.log.error({ err, job: job.name }, 'a scheduled job failed');
    } finally {
      this.onRun?.(job.name, outcome, (performance.now() - started) / 1000);
      clearInterval(renew);
      await this.#release(job.name, ranAt);
    }
    return true;
  }

  async #release(name: string, ranAt: Date | null) {
    await this.leases.release(name, this.holder, ranAt).catch((err: unknown) => {
      this.log.error({ err, job: name }, 'a job lease could not be released');
    });
  }

  /** Start every job's timer (unref'd: timers never keep the process alive). */
  start() {
    if (this.#stopped) return;
    for (const job of this.#jobs.values()) {
      const timer = setInterval(() => {
        this.runNow(job.name).catch((err: unknown) =>
          this.log.error({ err, job: job.name }, 'a job did not start'),
        );
      }, job.everyMs);
      timer.unref();
      this.#timers.push(timer);
    }
  }

  /** Stop the timers, start nothing more, and wait for runs (and lease takes) in progress. */
  async stop() {
    this.#stopped = true;
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    await Promise.allSettled([...this.#running]);
  }
}
