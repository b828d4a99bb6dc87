import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which hops of X-Forwarded-For to believe. A client writes whatever it likes at the left of
 * that header, and a proxy such as nginx with `$proxy_add_x_forwarded_for` only appends the address it
 * saw, so the client's address is the entry N places from the right, where N is the number of proxies
 * in front of the app. `false` (or 0): no proxy, the socket's address. `true`: one proxy (the set-up
 * docs/operations.md shows). A number: that many proxies. A list (`10.0.0.0/8, 127.0.0.1`, or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`): the addresses of the proxies, skipped from the right.
 * Trusting every hop (Fastify's `true`) would let anyone pick the address every throttle counts by.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 10) return hops;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true (one proxy), the number of proxies in front (1 to 10), or their addresses such as 127.0.0.1,10.0.0.0/8${bad ? ` ("${bad}" is none of these)` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });
