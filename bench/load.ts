/**
 * The benchmarks' load generator: autocannon 9's programmatic API in a process of its own, so the load
 * shares neither the server's event loop nor its CPU accounting. One job per process:
 *   echo '{"base":"http://127.0.0.1:5000","path":"/api/health","connections":10,"duration":5}' \
 *     | node --import tsx bench/load.ts                      (prints the LoadResult as JSON)
 * Forked with an IPC channel (bench/harness.ts, runLoad), the job is the first message; the process
 * sends {type:'measuring'} when the measured run starts and {type:'result'} at the end, so the parent
 * can measure its own CPU over exactly that window.
 *
 * A warm-up run (`warmup` seconds) comes first, then the measured run. With `paths`, every request
 * takes the NEXT path from one counter that all connections share (the warm-up and the measured run
 * continue the same counter): no two requests ask for the same URL until the list runs out, after
 * which it starts over and `wrapped` says how many requests reused a path. With `requests`, the same
 * holds for whole requests (method, path, headers, body): one buyer and one Idempotency-Key each.
 */
import autocannon, { type RequestParams, type Result } from 'autocannon';

export interface LoadJob {
  base: string;
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load before the measured run (default 2; 0: none). */
  warmup?: number;
  headers?: Record<string, string>;
  /** One URL path for every request... */
  path?: string;
  /** ...or the next of these for each request... */
  paths?: string[];
  /** ...or the next of these whole requests (their headers added to `headers`). */
  requests?: LoadRequest[];
}

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Mean requests per second over the measured run (autocannon's per-second samples). */
  rps: number;
  /** Latency percentiles in ms (autocannon records whole milliseconds). */
  p50: number;
  p90: number;
  p99: number;
  /** Responses completed in the measured run. */
  requests: number;
  durationS: number;
  /** Responses by status code. */
  status: Record<string, number>;
  /** Responses of the warm-up run by status code. */
  warmupStatus: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Mean response size in bytes (headers included). */
  bytesPerResponse: number;
  /** Paths (or requests) taken from the list (warm-up and measured run), and how many were reused. */
  issued: number;
  wrapped: number;
}

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
    });
    process.stdin.on('end', () => resolve(text));
    process.stdin.on('error', reject);
  });
}

async function receiveJob(): Promise<LoadJob> {
  if (process.send)
    return new Promise((resolve) => process.once('message', (job) => resolve(job as LoadJob)));
  return JSON.parse(process.argv[2] ?? (await readStdin())) as LoadJob;
}

async function runJob(job: LoadJob, onMeasuring: () => void = () => {}): Promise<LoadResult> {
  const list: LoadRequest[] =
    job.requests ?? (job.paths ?? [job.path ?? '/']).map((path) => ({ method: 'GET', path }));
  let next = 0;
  const take = (request: RequestParams): RequestParams => {
    const r = list[next % list.length]!;
    next++;
    return r.headers
      ? { ...request, ...r, headers: { ...request.headers, ...r.headers } }
      : { ...request, ...r };
  };
  const options = {
    url: job.base,
    connections: job.connections,
    headers: job.headers ?? {},
    requests: [{ setupRequest: take }],
  };
  const statusOf = (r: Result) =>
    Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
  const warmup = job.warmup ?? 2;
  const warmupStatus = warmup > 0 ? statusOf(await autocannon({ ...options, duration: warmup })) : {};
  onMeasuring();
  const r: Result = await autocannon({ ...options, duration: job.duration });
  const status = statusOf(r);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    requests: r.requests.total,
    durationS: r.duration,
    status,
    warmupStatus,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerResponse: Math.round(r.throughput.total / Math.max(r.requests.total, 1)),
    issued: next,
    wrapped: Math.max(0, next - list.length),
  };
}

const job = await receiveJob();
if (process.send) {
  const send = process.send.bind(process);
  const result = await runJob(job, () => send({ type: 'measuring' }));
  send({ type: 'result', result }, () => process.disconnect());
} else {
  process.stdout.write(`${JSON.stringify(await runJob(job))}\n`);
}
