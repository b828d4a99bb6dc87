import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '../../../contracts/onboarding.ts';
import { listOutbox } from '../../lib/notify/outbox.ts';

/**
 * The address as the outbox stores it: e-mail lower-cased, phone '+<digits>'. An unencoded '+' in a
 * query string arrives as a space (trimmed away by the schema), so a bare run of digits is a phone too.
 */
export function outboxAddress(to: string | undefined): string | undefined {
  if (!to || to.includes('@')) return to?.toLowerCase();
  return /^\+?[\d\s\-().]+$/.test(to) ? `+${to.replace(/\D/g, '')}` : to;
}

/**
 * Whether the connection comes from this machine: judged on the socket's own address, never on
 * X-Forwarded-For (a client writes that header, and TRUST_PROXY makes request.ip follow it).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Developer helpers. app.ts registers this domain only when config.devOutbox is on (demo mode outside
 * production), and it answers only loopback clients: the outbox holds codes and reset links, so anyone
 * else gets the 404 of a route that does not exist.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Messages the shop has sent, newest first (demo mode, loopback clients only; never in production)',
        querystring: outboxQuery,
        response: { 200: outboxResponse },
      },
    },
    async (request) => {
      return listOutbox(app.db, outboxAddress(request.query.to));
    },
  );
};

export default devRoutes;
