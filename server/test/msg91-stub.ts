import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** MSG91's WhatsApp outbound template API, beside the Flow API (SMS) on the same host. */
export const WHATSAPP_PATH = '/api/v5/whatsapp/whatsapp-outbound-message/bulk/';

/**
 * A local HTTP server speaking MSG91's Flow API (POST /api/v5/flow) and its WhatsApp template API (POST
 * /api/v5/whatsapp/whatsapp-outbound-message/bulk/): it keeps every request and answers as MSG91 does
 * (Flow: `{ type: 'success', message: 'req-N' }`; WhatsApp: `{ status: 'success', hasError: false,
 * request_id: 'wa-N' }`), or, for each status queued in `failNext`, that status once (with MSG91's
 * error shape for that API).
 */
export async function startMsg91Stub(listenOn = 0) {
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
      const whatsapp = (req.url ?? '').startsWith(WHATSAPP_PATH);
      const status = failNext.shift();
      if (status) {
        res.statusCode = status;
        const words = status >= 500 ? 'Internal error' : 'Template not found';
        res.end(
          JSON.stringify(
            whatsapp ? { status: 'fail', hasError: true, errors: words } : { type: 'error', message: words },
          ),
        );
        return;
      }
      sent += 1;
      res.end(
        JSON.stringify(
          whatsapp
            ? { status: 'success', hasError: false, data: 'Message sent', request_id: `wa-${sent}` }
            : { type: 'success', message: `req-${sent}` },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
