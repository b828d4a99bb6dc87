import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageStats } from '../../../contracts/messages.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as service from './service.ts';

/**
 * Staff see how the shop's messages fare per channel (Overview in the back office): counts only, for
 * admins (a sub-admin's scope is its advisors, not the shop's messages). Registered whatever the
 * transports are: the outbox's rows count too.
 */
const messageStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/messages/stats',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Messages per channel (e-mail, SMS, WhatsApp): sent and failed today, in 7 and 30 days, and queued now',
        response: { 200: messageStats, ...errorResponses(401, 403) },
      },
    },
    async () => service.messageStats(app.db),
  );
};

export default messageStatsRoutes;
