import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emiOffer } from '../../../contracts/emi.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import { emiOfferFor } from './emi.ts';

/** No-cost EMI: whether the member's next order may be paid over 3, 6, 9 or 12 months. */
const emiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/emi',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "Whether the member's next order may be paid by no-cost EMI (from her sixth paid order that " +
          'stands: cancelled and refunded orders do not count), and the plans in months',
        response: { 200: emiOffer, ...errorResponses(401) },
      },
    },
    async (request) => emiOfferFor(app.db, request.user.userId),
  );
};

export default emiRoutes;
