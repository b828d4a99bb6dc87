/**
 * The shoppers' HTTP client: node:http over keep-alive connections, JSON in and out, every request
 * timed and counted by kind (browse, product page, vote...). An answer is either expected (2xx, or a
 * business answer the caller names, such as 409 for a sold-out piece) or unexpected: unexpected answers
 * and connection errors are kept with a sample, and a run with any of them fails its budget.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: IncomingHttpHeaders;
  ms: number;
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is (a webhook's raw body, which its signature covers). */
  raw?: string;
  /** Statuses besides 2xx that are a business answer here (e.g. 409 sold out). */
  expected?: number[];
}

export interface KindStats {
  latencies: number[];
  status: Record<string, number>;
  unexpected: number;
  errors: number;
}

/** Thrown for a connection error (refused, reset): the server is gone or going. */
export class NetworkError extends Error {}

export class ShopClient {
  readonly agent: Agent;
  readonly stats = new Map<string, KindStats>();
  readonly samples: string[] = [];
  /** Set to false to stop recording (the warm-up). */
  recording = true;

  constructor(
    readonly base: string,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  private statsOf(kind: string): KindStats {
    let s = this.stats.get(kind);
    if (!s) {
      s = { latencies: [], status: {}, unexpected: 0, errors: 0 };
      this.stats.set(kind, s);
    }
    return s;
  }

  /** One request; resolves with any answer (see `ok`), rejects with NetworkError when no answer came. */
  call<T = unknown>(kind: string, method: string, path: string, o: CallOptions = {}): Promise<Answer<T>> {
    const payload = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
    const headers: Record<string, string> = { ...o.headers };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${this.base}${path}`, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: kept as text
          }
          const status = res.statusCode ?? 0;
          if (this.recording) {
            const s = this.statsOf(kind);
            s.latencies.push(ms);
            s.status[status] = (s.status[status] ?? 0) + 1;
            if (!((status >= 200 && status < 300) || o.expected?.includes(status))) {
              s.unexpected++;
              if (this.samples.length < 10)
                this.samples.push(`${kind}: ${method} ${path} -> ${status} ${text.slice(0, 200)}`);
            }
          }
          resolve({ status, body: body as T, headers: res.headers, ms });
        });
        res.on('error', (err) => reject(new NetworkError(err.message)));
      });
      req.on('error', (err) => {
        if (this.recording) {
          this.statsOf(kind).errors++;
          if (this.samples.length < 10) this.samples.push(`${kind}: ${method} ${path} -> ${err.message}`);
        }
        reject(new NetworkError(err.message));
      });
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** The q-th percentile (0-100) of unsorted values, nearest rank. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))]!;
}
