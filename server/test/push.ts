import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '../../contracts/notifications.ts';

/**
 * A push service on this machine for tests and journeys: an HTTP server that keeps what the shop's
 * delivery queue posts to each device's path, and browsers' subscriptions made here (their own key pair
 * and auth secret), so a test decrypts a push with the device's keys as the browser would. The shop
 * posts to an address on 127.0.0.1 only outside production (accounts' push-routes.ts).
 */

/** web-push's own decryption library (RFC 8188), the receiving side of what web-push encrypts. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>/push/`: a device's endpoint is this and its id. */
  base: string;
  received: ReceivedPush[];
  /** The status answered to a device's path (201 when not set). */
  answers: Map<string, number>;
  close(): Promise<void>;
}

export async function startPushService(host = '127.0.0.1'): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = (req.url ?? '').replace('/push/', '');
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(device) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    base: `http://${host}:${(server.address() as AddressInfo).port}/push/`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: its own ECDH key pair and auth secret, and a path at the push service. */
export function pushDevice(base: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const id = randomBytes(8).toString('hex');
  const auth = randomBytes(16).toString('base64url');
  return {
    id,
    ecdh,
    auth,
    subscription: {
      endpoint: `${base}${id}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}
export type PushDevice = ReturnType<typeof pushDevice>;

/** The payload of a push the device received, decrypted with its own keys. */
export function decryptPush(device: PushDevice, body: Buffer): PushPayload {
  return JSON.parse(
    ece
      .decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth })
      .toString('utf8'),
  ) as PushPayload;
}
