import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '../../../contracts/onboarding.ts';
import { listOutbox } from '../../lib/outbox.ts';

/**
 * The address as the outbox stores it: e-mail lower-cased, phone '+<digits>'. An unencoded '+' in a
 * query string arrives as a space (trimmed away by the schema), so a bare run of digits is a phone too.
 */
export function outboxAddress(to: string | undefined): string | undefined {
  if (!to || to.includes('@')) return to?.toLowerCase();
  return /^\+?[\d\s\-().]+$/.test(to) ? `+${to.replace(/\D/g, '')}` : to;
}

/** Developer helpers; app.ts registers this domain only outside production. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the shop has sent, newest first (not in production)',
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
