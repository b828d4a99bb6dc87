import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contracts/common.ts';
import { points, tier } from '../../../contracts/membership.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import applicationRoutes from './application-routes.ts';
import * as service from './service.ts';

const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationRoutes);
  // Once a year, in the birthday month: the bonus (checked a few times a day; re-runs add nothing).
  app.jobs.register({
    name: 'membership.birthday-bonus',
    everyMs: 6 * 60 * 60 * 1000,
    run: (now) => service.grantBirthdayBonuses(app.db, now),
  });

  app.get(
    '/api/user/points',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: "The member's reward points: the balance and the Membership Activity (the ledger)",
        response: { 200: points, 401: errorBody },
      },
    },
    async (request) => service.pointsOf(app.db, request.user.userId),
  );

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
