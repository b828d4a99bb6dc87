import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  points,
  tier,
  upgradeBody,
  upgradeCheckout,
  upgradeQuery,
  upgradeQuote,
} from '../../../contracts/membership.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import applicationRoutes from './application-routes.ts';
import type { BuyersIn, SignaturePurchasesIn } from './card-life.ts';
import cardLifeRoutes from './card-life-routes.ts';
import cardRoutes from './card-routes.ts';
import invitationRoutes from './invitation-routes.ts';
import * as service from './service.ts';
import { quoteUpgrade, startUpgrade, upgradeHandler } from './upgrades.ts';

export interface MembershipOptions {
  /** Who bought a LIMITED-EDITION (or Signature) piece in a period: the orders domain's answer. */
  buyersBetween: BuyersIn;
  /** Paid Signature purchases per member in a period: the orders domain's answer. */
  signaturePurchases: SignaturePurchasesIn;
}

const membershipRoutes: FastifyPluginAsyncZod<MembershipOptions> = async (app, opts) => {
  await app.register(applicationRoutes);
  await app.register(cardLifeRoutes, opts);
  await app.register(invitationRoutes, { signaturePurchases: opts.signaturePurchases });
  await app.register(cardRoutes);
  // Once a year, in the birthday month: the bonus (checked a few times a day; re-runs add nothing).
  app.jobs.register({
    name: 'membership.birthday-bonus',
    everyMs: 6 * 60 * 60 * 1000,
    run: (now) => service.grantBirthdayBonuses(app.db, now),
  });

  // A paid upgrade changes the plan here, once.
  app.paymentHandlers.register(
    'upgrade',
    upgradeHandler({ db: app.db, notifier: app.notifier, log: app.log }),
  );

  app.get(
    '/api/membership/upgrade',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: 'What upgrading to a card costs: the difference of the two prices (tiers table)',
        querystring: upgradeQuery,
        response: { 200: upgradeQuote, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const {
        amountPaise: _amount,
        invitationId: _invitation,
        ...quote
      } = await quoteUpgrade(app.db, request.user.userId, request.query.plan, request.query.invite);
      return quote;
    },
  );

  app.post(
    '/api/membership/upgrade',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary:
          'Open the payment of an upgrade (the server computes the difference); the plan changes when it is paid',
        body: upgradeBody,
        response: { 200: upgradeCheckout, ...errorResponses(400, 401, 403, 503) },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) =>
      startUpgrade(
        { db: app.db, gateway: app.payments },
        request.user.userId,
        request.body.plan,
        request.body.invite,
      ),
  );

  app.get(
    '/api/user/points',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: "The member's reward points: the balance and the Membership Activity (the ledger)",
        response: { 200: points, ...errorResponses(401) },
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
        response: { 200: z.array(tier), ...errorResponses(401, 403) },
      },
      onRequest: requireRole('admin'),
    },
    async () => service.listTiers(app.db, { includeSandbox: true }),
  );
};

export default membershipRoutes;
