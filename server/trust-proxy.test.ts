import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { createUser } from './test/factories.ts';

/**
 * The client's address behind a reverse proxy. Every throttle (sign-in, forgot-password, codes, rate
 * limits) counts by request.ip, so a client that could choose it could guess without limit. A client
 * writes anything at the left of X-Forwarded-For; a proxy configured as docs/operations.md shows (nginx's
 * `$proxy_add_x_forwarded_for`) appends the address it saw. Only that entry may be believed.
 */

/** A reverse proxy hop as nginx does it: forward to the app, appending the peer to X-Forwarded-For. */
function startProxy(targetPort: number): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const peer = incoming.socket.remoteAddress ?? '';
    const forwarded = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer,
      'x-forwarded-proto': 'http',
    };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

describe('TRUST_PROXY', () => {
  it('reads true as one proxy, takes a number of proxies or their addresses, and refuses nonsense', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'everything' })).toThrow(
      /TRUST_PROXY.*"everything" is none of these/,
    );
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });

  describe('behind one proxy hop (TRUST_PROXY=true)', () => {
    let app: TestApp;
    let proxy: Server;
    let base: string;

    beforeAll(async () => {
      app = await buildTestApp({
        trustProxy: parseEnv({ TRUST_PROXY: 'true' }).trustProxy,
        loginRateLimit: 5,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      proxy = await startProxy((app.server.address() as AddressInfo).port);
      base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => proxy?.close(resolve));
      await app?.close();
    });

    it('counts wrong passwords by the address the proxy saw, whatever X-Forwarded-For the client sends', async () => {
      const user = await createUser(app.db, { password: 'Right@Pass123' });
      const statuses: number[] = [];
      for (let n = 1; n <= 8; n++) {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
          body: JSON.stringify({ email: user.email, password: `Wrong@Pass${n}` }),
        });
        statuses.push(res.status);
      }
      // Five wrong tries from one address, then the throttle answers; with the forged header believed,
      // each try came from a new address and all eight were 401.
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    });
  });

  it('with the proxies named by address, skips them from the right and stops at the first other one', async () => {
    const app = await buildTestApp({ trustProxy: ['10.0.0.0/8'], loginRateLimit: 2 });
    try {
      const user = await createUser(app.db, { password: 'Right@Pass123' });
      const attempt = (forged: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.7',
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.9, 10.1.2.3` },
          payload: { email: user.email, password: 'Wrong@Pass1' },
        });
      const statuses = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        statuses.push((await attempt(forged)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
