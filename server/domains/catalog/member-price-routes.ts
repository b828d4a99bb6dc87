import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPrices, memberPricesQuery } from '../../../contracts/pricing.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as prices from './member-prices.ts';

/**
 * GET /api/member-prices: the member's price of the products a page shows. The product lists stay one
 * cached answer for everyone; this small per-member answer sits beside them (never cached).
 */
const memberPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/member-prices',
    {
      onRequest: requireUser,
      schema: {
        tags: ['catalog'],
        summary:
          "The member's price of each product (ids, comma-separated, at most 60): member price and its rule, " +
          "the monthly pick's price, what an active card would save; the month's pick and the size surcharges",
        querystring: memberPricesQuery,
        response: { 200: memberPrices, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return prices.memberPrices(app.db, request.user.userId, request.query.ids);
    },
  );
};

export default memberPriceRoutes;
