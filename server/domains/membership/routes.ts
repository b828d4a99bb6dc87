import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contracts/common.ts';
import { tier } from '../../../contracts/membership.ts';
import { requireRole } from '../../plugins/session.ts';
import applicationRoutes from './application-routes.ts';
import * as service from './service.ts';

const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationRoutes);
  app.get(
    '/api/membership/tiers',
    {
      schema: {
        tags: ['membership'],
        summary: 'Card tiers with prices and benefits',
        response: { 200: z.array(tier) },
      },
    },
    // Basic (₹1) is a test tier: offered only when PAYMENTS_TEST_TIER asks for it, with the sandbox gateway.
    async () =>
      service.listTiers(app.db, {
        includeSandbox: app.config.paymentsTestTier && app.payments.provider === 'sandbox',
      }),
  );

  app.get(
    '/api/admin/tiers',
    {
      schema: {
        tags: ['admin'],
        summary: 'All card tiers, including test tiers (admins)',
        response: { 200: z.array(tier), 401: errorBody, 403: errorBody },
      },
      onRequest: requireRole('admin'),
    },
    async () => service.listTiers(app.db, { includeSandbox: true }),
  );
};

export default membershipRoutes;
