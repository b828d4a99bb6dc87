import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contracts/common.ts';
import {
  cardLife,
  cardPaymentBody,
  cardPaymentCheckout,
  invitation,
  invitationBody,
} from '../../../contracts/membership.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import { cardLifeOf, reEntryHandler, renewalHandler, startCardPayment } from './card-payments.ts';
import { invite, revokeInvitation } from './invitations.ts';
import { type BuyersBetween, type BuyersIn, runCardLifecycle } from './lifecycle.ts';

/**
 * The card's life cycle (lifecycle.ts): the job, where the member's card stands, the re-entry fee and the
 * Platinum renewal (card-payments.ts), and Platinum invitations for admins (invitations.ts).
 */
const cardLifeRoutes: FastifyPluginAsyncZod<{ buyersBetween: BuyersIn }> = async (app, opts) => {
  const buyersBetween: BuyersBetween = (range, kind, userId) =>
    opts.buyersBetween(app.db, range, kind, userId);
  const origin = app.config.publicOrigin;
  const deps = { db: app.db, notifier: app.notifier, log: app.log, buyersBetween, origin };

  // A few times a day: reminders from the 25th, inactive from the 1st, Platinum's year (re-runs do nothing).
  app.jobs.register({
    name: 'membership.card-life-cycle',
    everyMs: 3 * 60 * 60 * 1000,
    run: (now) => runCardLifecycle(deps, now),
  });
  app.paymentHandlers.register('re_entry', reEntryHandler(deps));
  app.paymentHandlers.register('renewal', renewalHandler(deps));

  app.get(
    '/api/membership/card-life',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary:
          "Where the member's card stands: this month's LIMITED-EDITION purchase, Platinum's year, what would reactivate it, its history",
        response: { 200: cardLife, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => cardLifeOf(deps, request.user.userId),
  );

  app.post(
    '/api/membership/card-payment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['membership'],
        summary: 'Open the re-entry fee (an inactive Premium or Gold card) or the Platinum renewal',
        body: cardPaymentBody,
        response: {
          200: cardPaymentCheckout,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          503: errorBody,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) =>
      startCardPayment({ db: app.db, gateway: app.payments }, request.user.userId, request.body.kind),
  );

  app.post(
    '/api/admin/membership/invitations',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Invite a member to Platinum: an e-mail with a single-use link to pay (admins)',
        body: invitationBody,
        response: { 201: invitation, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const created = await invite(deps, {
        email: request.body.email,
        invitedBy: request.user.userId,
        origin: app.config.publicOrigin,
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/membership/invitations/:id/revoke',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Revoke an unused Platinum invitation: its link stops working (admins)',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, request.params.id, { id: request.user.userId, role: request.user.role });
      return reply.code(204).send(null);
    },
  );
};

export default cardLifeRoutes;
