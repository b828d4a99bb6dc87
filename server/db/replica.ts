import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

/**
 * A PostgreSQL read replica (DATABASE_READ_URL): a streaming standby that answers the pure reads the
 * app sends it (catalogue cards, public pages, back-office reports) so the primary keeps its time for
 * writes.
 *
 * Reads go through `db`, a drizzle database whose every statement runs on the replica while it is in
 * use, else on the primary; a statement that fails on the replica (refused connection, timeout, a query
 * cancelled by replay) runs once more on the primary, so the caller never sees the replica's trouble. It
 * takes no transactions: whatever writes or needs a transaction uses the primary.
 *
 * Whether it is in use is decided in the background, at most every `checkEveryMs`, never per request:
 * the primary's WAL position is sampled with this process's clock, and the replica's replay position is
 * compared with those samples. The replica lags by the age of the oldest sample it has not replayed yet
 * (0 when it has replayed the newest), so an idle primary never makes it look behind (as
 * `now() - pg_last_xact_replay_timestamp()` would) and the figure is right to one check interval. Lagging
 * more than `maxLagMs`, or not answering a check within `timeoutMs`, takes it out of use until a check
 * finds it well again.
 */

type Sql = postgres.Sql;
export type ReplicaState = 'starting' | 'in-use' | 'lagging' | 'unreachable';
/** Why a read that was meant for the replica ran on the primary. */
export type FallbackReason = 'lag' | 'unreachable' | 'error';

export interface ReplicaOptions {
  url: string;
  /** Out of use when it lags more than this (DATABASE_READ_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often the background check runs. */
  checkEveryMs?: number;
  /** A check that takes longer counts as a failure. */
  timeoutMs?: number;
  max?: number;
  /** The clock lag is measured with (tests pass their own). */
  now?: () => number;
  /** Sees every statement sent to either pool, with where it ran. */
  logQuery?: (pool: 'replica' | 'primary', query: string) => void;
}

export interface ReplicaEvents {
  /** The state moved (one call per change: a log line and a gauge). */
  changed?(state: ReplicaState, detail: { lagMs?: number; error?: string }): void;
  /** A read meant for the replica ran on the primary. */
  fellBack?(reason: FallbackReason): void;
}

/** A PostgreSQL LSN ("16/B374D848") as a number of bytes. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

type AnyDb = PgDatabase<
  PgQueryResultHKT,
  Record<string, unknown>,
  ExtractTablesWithRelations<Record<string, never>>
>;

export class Replica<D = AnyDb> {
  /** Reads: the replica while in use, else the primary; a failed replica read is retried on the primary. */
  readonly db: D;
  /** Statements answered by each pool through `db` (tests and the metrics). */
  readonly reads = { replica: 0, primary: 0 };
  private readonly client: Sql;
  private readonly now: () => number;
  private readonly checkEveryMs: number;
  private readonly timeoutMs: number;
  private stateValue: ReplicaState = 'starting';
  private lagValue: number | null = null;
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private checking: Promise<void> | null = null;
  private readonly listeners = new Set<ReplicaEvents>();
  private closed = false;

  constructor(
    private readonly primary: Sql,
    private readonly options: ReplicaOptions,
    makeDb: (client: Sql) => D,
  ) {
    this.now = options.now ?? performance.now.bind(performance);
    this.checkEveryMs = options.checkEveryMs ?? 500;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.client = postgres(options.url, {
      max: options.max ?? 10,
      onnotice: () => {},
      // A replica that does not answer is given up quickly: the read runs on the primary instead.
      connect_timeout: Math.max(1, Math.ceil(this.timeoutMs / 1000)),
      idle_timeout: 60,
      // Read-only sessions even when the URL names a writable server: nothing can write through it.
      connection: { application_name: 'roslis-read', default_transaction_read_only: true },
    });
    // drizzle sets its type parsers on the client it wraps: the replica's rows parse as the primary's.
    drizzlePostgres({ client: this.client });
    this.db = makeDb(this.routingClient() as unknown as Sql);
  }

  get state(): ReplicaState {
    return this.stateValue;
  }

  /** The replica's lag at the last check (ms, to one check interval), or null when it did not answer. */
  get lagMs(): number | null {
    return this.lagValue;
  }

  get inUse(): boolean {
    return this.stateValue === 'in-use';
  }

  /** Listen to state changes and fallbacks; answers the function that stops listening. */
  listen(events: ReplicaEvents): () => void {
    this.listeners.add(events);
    return () => this.listeners.delete(events);
  }

  /** Start the background checks (the first one at once); idempotent. */
  start() {
    if (this.timer || this.closed) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.checkEveryMs);
    this.timer.unref();
  }

  /** One check now (a check under way is shared): the background's, and tests'. */
  check(): Promise<void> {
    this.checking ??= this.checkOnce().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.client.end({ timeout: 5 });
  }

  private async checkOnce() {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      // The primary's position first: a replica that has replayed it is not behind this check at all.
      const [head] = await Promise.race([this.primary`select pg_current_wal_lsn()::text as lsn`, timedOut]);
      const at = this.now();
      this.samples.push({ at, lsn: lsnValue(head?.lsn as string) });
      const [standby] = await Promise.race([
        this.client`select pg_is_in_recovery() as recovering,
          coalesce(pg_last_wal_replay_lsn(), '0/0')::text as replayed`,
        timedOut,
      ]);
      const lag = standby?.recovering ? this.lagOf(lsnValue(standby.replayed as string), this.now()) : 0;
      this.lagValue = lag;
      this.become(lag > this.options.maxLagMs ? 'lagging' : 'in-use', { lagMs: lag });
    } catch (err) {
      if (this.closed) return;
      this.lagValue = null;
      this.become('unreachable', { error: describe(err) });
    } finally {
      clearTimeout(timeout);
    }
  }

  /**
   * The age of the oldest primary position the replica has not replayed (0 when it has replayed the
   * newest). Samples older than needed to tell "over the bound" are dropped (the oldest one kept).
   */
  private lagOf(replayed: bigint, now: number): number {
    const keepFrom = now - 2 * this.options.maxLagMs;
    while (this.samples.length > 1 && (this.samples[1]?.at ?? now) < keepFrom) this.samples.shift();
    const behind = this.samples.find((s) => s.lsn > replayed);
    return behind ? Math.max(0, now - behind.at) : 0;
  }

  private become(state: ReplicaState, detail: { lagMs?: number; error?: string }) {
    if (state === this.stateValue) return;
    this.stateValue = state;
    for (const l of this.listeners) l.changed?.(state, detail);
  }

  private fellBack(reason: FallbackReason) {
    for (const l of this.listeners) l.fellBack?.(reason);
  }

  /**
   * What drizzle's postgres-js driver calls on its client (`unsafe`, awaited as rows or `.values()`),
   * answered by the replica or the primary. `begin` refuses: a transaction belongs on the primary.
   */
  private routingClient() {
    const run = async (query: string, params: unknown[] | undefined, opts: unknown, values: boolean) => {
      const on = (pool: 'replica' | 'primary') => {
        this.reads[pool]++;
        this.options.logQuery?.(pool, query);
        const client = pool === 'replica' ? this.client : this.primary;
        // biome-ignore lint/suspicious/noExplicitAny: postgres-js's unsafe takes drizzle's parameters as they are
        const pending = client.unsafe(query, params as any, opts as any);
        return values ? pending.values() : pending;
      };
      if (this.stateValue !== 'in-use') {
        if (this.stateValue !== 'starting')
          this.fellBack(this.stateValue === 'lagging' ? 'lag' : 'unreachable');
        return on('primary');
      }
      try {
        return await on('replica');
      } catch (err) {
        // Once, on the primary: the member sees no error. A refused connection takes the replica out
        // at once (the next check brings it back); a statement's own failure fails again there.
        this.fellBack('error');
        if (isConnectionError(err)) this.become('unreachable', { error: describe(err) });
        return on('primary');
      }
    };
    return {
      options: { parsers: {}, serializers: {} },
      unsafe(query: string, params?: unknown[], opts?: unknown) {
        let values = false;
        const pending = {
          values() {
            values = true;
            return pending;
          },
          // biome-ignore lint/suspicious/noThenProperty: drizzle awaits what unsafe() answers
          then<A, B>(resolve: (rows: unknown) => A, reject: (err: unknown) => B) {
            return run(query, params, opts, values).then(resolve, reject);
          },
        };
        return pending;
      },
      begin() {
        throw new Error('The read database takes no transactions: run them on the primary (app.db).');
      },
    };
  }
}

/** Errors of the connection rather than of the statement (postgres-js's codes and Node's). */
function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code ?? '';
  return (
    code.startsWith('ECONN') ||
    [
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      'EHOSTUNREACH',
      'ETIMEDOUT',
      'ENOTFOUND',
      '57P01',
      '57P03',
    ].includes(code)
  );
}
