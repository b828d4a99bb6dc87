import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local HTTP server speaking MSG91's Flow API (POST /api/v5/flow): it keeps every request and answers
 * `{ type: 'success', message: 'req-N' }`, or, for each status queued in `failNext`, that status once.
 */
export async function startMsg91Stub() {
  const requests: StubRequest[] = [];
  const failNext: number[] = [];
  let sent = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {}
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      const status = failNext.shift();
      if (status) {
        res.statusCode = status;
        res.end(JSON.stringify({ type: 'error', message: 'Internal error' }));
        return;
      }
      sent += 1;
      res.end(JSON.stringify({ type: 'success', message: `req-${sent}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
