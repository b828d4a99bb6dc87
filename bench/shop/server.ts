/**
 * The real server as a child process (server/main.ts, production configuration with the sandbox gateway)
 * for bench/shop-load.ts and bench/crash.ts: started on PGlite (a data directory) or PostgreSQL (a URL),
 * its resident memory read from /proc, and stopped by SIGTERM or killed by SIGKILL. E-mails go to an
 * SMTP sink in this process (production needs SMTP_URL; the sink counts and drops them).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startMailCatcher } from '../../scripts/mail-catch.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** An SMTP server on a free port that only counts what it receives. */
export async function mailSink() {
  const port = await freePort();
  let received = 0;
  const server = await startMailCatcher(port, () => {
    received++;
  });
  // A server killed in the middle of a message resets its connection: not an error here.
  server.on('error', () => {});
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ServerTarget {
  /** PostgreSQL: the database's URL. */
  databaseUrl?: string;
  /** PGlite: the data directory (the database lives in <dir>/pglite). */
  dataDir?: string;
}

export interface ServerOptions extends ServerTarget {
  smtpUrl: string;
  /** The sandbox gateway's key secret (the webhook secret is `${secret}:webhook`). */
  sandboxSecret: string;
  /** Extra environment (e.g. ORDER_RESERVATION_SECONDS). */
  env?: Record<string, string>;
}

/** A random sandbox secret for a run: the bench signs payments and webhooks with it, as the sandbox does. */
export const newSandboxSecret = () => `bench-${randomBytes(12).toString('hex')}`;

/** The scraper's token the bench's server takes (METRICS_TOKEN). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

export class ServerProcess {
  child!: ChildProcess;
  port = 0;
  output = '';
  exited!: Promise<number | null>;
  private constructor(readonly options: ServerOptions) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts server/main.ts and resolves once /healthz answers 200; startMs is how long that took. */
  static async start(options: ServerOptions, timeoutMs = 120_000) {
    const server = new ServerProcess(options);
    const startMs = await server.launch(timeoutMs);
    return { server, startMs };
  }

  private async launch(timeoutMs: number) {
    const t0 = performance.now();
    this.port = await freePort();
    const o = this.options;
    // Not the parent's DATABASE_URL, REDIS_URL or payment keys: only what this run sets.
    const env: Record<string, string> = {};
    for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'])
      if (process.env[k] !== undefined) env[k] = process.env[k]!;
    Object.assign(env, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: `http://127.0.0.1:${this.port}`,
      // Each shopper comes from an address of its own (X-Forwarded-For), as behind a shop's proxy.
      TRUST_PROXY: 'true',
      PAYMENTS_SANDBOX: 'true',
      SANDBOX_PAYMENT_SECRET: o.sandboxSecret,
      SMTP_URL: o.smtpUrl,
      PHONE_SIGNUP: 'false',
      CARD_SIGNING_SECRET: 'bench-card-signing-secret-0123456789abcdef',
      CODE_HASH_SECRET: 'bench-code-hash-secret-0123456789abcdef',
      // The bench scrapes GET /metrics at the end, as an operator's Prometheus would.
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : { DATA_DIR: o.dataDir! }),
      ...o.env,
    });
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.output = '';
    this.child.stdout?.on('data', (d) => (this.output += d));
    this.child.stderr?.on('data', (d) => (this.output += d));
    const child = this.child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    let gone = false;
    void this.exited.then(() => (gone = true));
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (gone) throw new Error(`the server exited before answering /healthz:\n${this.output}`);
      try {
        const res = await fetch(`${this.base}/healthz`);
        if (res.ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    this.child.kill('SIGKILL');
    throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s:\n${this.output}`);
  }

  /** Resident memory of the server process in MB (VmRSS). */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
    return kb / 1024;
  }

  /** kill -9: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  async kill9() {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A graceful stop (SIGTERM: requests finish, the database closes). */
  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const code = await Promise.race([
      this.exited,
      new Promise((r) => setTimeout(() => r('timeout'), 15_000)),
    ]);
    if (code === 'timeout') await this.kill9();
  }

  /** A restart on the same database, after a kill or a stop. */
  async restart(timeoutMs = 120_000) {
    return this.launch(timeoutMs);
  }
}
