import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * The in-server jobs (DESIGN decision 14): each job runs on a schedule inside every server process, but
 * only the process that takes the job's lease runs it, so several processes never run it at once. A job
 * is idempotent (a second run finds nothing to do), takes the clock as its argument (tests pass a later
 * time), and a failure is logged: it never stops the server or the next run.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
}

/** Where leases live (the database: plugins/jobs.ts). */
export interface LeaseStore {
  /** Take the job's lease until `until` when it is free; true when this holder has it. */
  take(name: string, holder: string, until: Date): Promise<boolean>;
  /** Give it back after the run. */
  release(name: string, holder: string, ranAt: Date): Promise<void>;
}

export interface RunnerLog {
  error(obj: object, msg: string): void;
}

export class JobRunner {
  readonly #jobs = new Map<string, Job>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Set<Promise<unknown>>();
  /** This process, as the lease names it. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    private readonly leases: LeaseStore,
    private readonly log: RunnerLog,
    /** A lease outlives a crashed runner by this much at most. */
    private readonly leaseMs = 5 * 60_000,
  ) {}

  register(job: Job) {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is already registered`);
    this.#jobs.set(job.name, job);
  }

  get names() {
    return [...this.#jobs.keys()];
  }

  /** Run the job now if its lease is free; true when this process ran it. */
  async runNow(name: string, now = new Date()): Promise<boolean> {
    const job = this.#jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (!(await this.leases.take(name, this.holder, new Date(Date.now() + this.leaseMs)))) return false;
    const work = (async () => {
      try {
        await job.run(now);
      } catch (err) {
        this.log.error({ err, job: name }, 'a scheduled job failed');
      } finally {
        await this.leases.release(name, this.holder, new Date()).catch((err: unknown) => {
          this.log.error({ err, job: name }, 'a job lease could not be released');
        });
      }
    })();
    this.#running.add(work);
    try {
      await work;
    } finally {
      this.#running.delete(work);
    }
    return true;
  }

  /** Start every job's timer (unref'd: timers never keep the process alive). */
  start() {
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

  /** Stop the timers and wait for runs in progress. */
  async stop() {
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    await Promise.allSettled([...this.#running]);
  }
}
